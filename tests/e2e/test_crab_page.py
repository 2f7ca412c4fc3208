"""The Crab Combat tab: the same care as Camel Cards (example, Ctrl+Enter, problems that lead to their line),
long games played without freezing the page and stopped at will, and decks brought back played (the replay:
test_replay.py)."""

import pytest

from camelcards_core.crab_game import play
from camelcards_core.crab_parsing import parse
from camelcards_core.packing import pack
from camelcards_core.words import grouped
from harness.page_facts import STORE_NAME
from tests.e2e.inputs import DEALT, HARD, LONG
from tests.e2e.page import SLOW
from tests.e2e.steps import hash_of
from tests.examples import CRAB


def test_the_example_gives_306_and_291(camel):
    assert camel.open().play_crab(CRAB) == ["306", "291"]
    assert camel.page.locator("#panel-camel").is_hidden()
    assert camel.offsite == [] and camel.console_errors == []


def test_the_example_button_plays_it(camel):
    camel.open().crab_tab()
    camel.settle(lambda: camel.page.click("#crab-load-example"))
    assert camel.crab_scores == ["306", "291"] and camel.crab_input == CRAB


def test_each_score_heads_the_result_and_each_winning_deck_is_a_line_below_the_table(screen):
    """A real-sized deal: the scores big at the top, as Camel's total is, said there alone; the table's rows
    one line high (two on a phone), saying what its sub-games count, the winning decks under it as lines of
    numbers."""
    camel = screen.open()
    camel.play_crab(DEALT)
    decks = parse(DEALT)
    for part in (1, 2):
        outcome = play(*decks, part)
        assert camel.page.inner_text("#crab-score-%d" % part) == grouped(outcome.score)
        row = camel.page.locator("#crab-results tbody tr").nth(part - 1)
        assert row.locator("td.score").inner_text() == grouped(outcome.score), "written as at the top"
        assert camel.page.inner_text("#crab-winner-%d" % part).startswith("player %d wins after" % outcome.winner)
        listed = camel.page.locator("#crab-decks dd").nth(part - 1).inner_text().split()
        assert listed == [str(card) for card in outcome.deck]
    assert camel.page.inner_text("#crab-status") == "Both games played.", "the scores are said once, at the top"
    camel.page.locator("#crab-score-1").scroll_into_view_if_needed()
    assert camel.in_view("#crab-score-1") and camel.in_view("#crab-score-2")
    rows = camel.page.locator("#crab-results tbody tr")
    tallest = 60 if screen.screen == "laptop" else 100  # a phone's row: the game's name, then its four numbers
    assert all(rows.nth(at).bounding_box()["height"] < tallest for at in range(2))
    # The table's count of sub-games is the engine's, which decides some without playing them: it says so.
    assert "count the sub-games played" in camel.page.inner_text("#crab-results caption")
    if screen.screen == "laptop":
        decks = camel.page.locator("#crab-decks dd")
        assert all(decks.nth(at).bounding_box()["height"] < 100 for at in range(2)), "a few lines, not a column"
    assert camel.no_sideways_scroll()


def test_pasted_decks_are_played_at_once_and_play_pressed_right_after_plays_them_once(camel):
    camel.open().crab_tab()
    camel.settle(lambda: camel.paste(CRAB, into="#crab-input"))
    assert camel.crab_scores == ["306", "291"]
    camel.page.fill("#crab-input", "")
    camel.watch_status("#crab-status")
    camel.settle(lambda: [camel.paste(HARD, into="#crab-input", wait=False), camel.page.click("#crab-solve")])
    assert camel.crab_scores == [str(play(*parse(HARD), part).score) for part in (1, 2)]
    assert len([text for text in camel.said_by("#crab-status") if text.startswith("Reading the decks")]) == 1


def test_decks_a_reload_brings_back_are_played_even_mid_game_where_the_page_was(screen):
    """A reload brings the decks back and plays them, as the puzzle's box is answered, even one made while a
    game was under way; the page stays where it opens (the top), rather than move to the progress or the
    outcome, on a phone too."""
    screen.open().crab_tab()
    for decks in (HARD, CRAB):  # (the first before any game wrote a round of the replay in the address)
        screen.paste(decks, into="#crab-input", wait=False)  # its game begins at once
        screen.page.wait_for_selector("html:not([data-writing])", state="attached")
        # The reload opens at the top, rather than where the pasted decks' own play had brought the page (a browser
        # puts a reloaded page back where it was): any scroll after is the page's own.
        screen.page.evaluate("history.scrollRestoration = 'manual'")
        screen.page.reload()
        screen.page.wait_for_function(
            "n => document.querySelectorAll('#crab-results tbody td.score').length === n", arg=2, timeout=SLOW
        )
        screen.settled()
        assert screen.crab_scores == [str(play(*parse(decks), part).score) for part in (1, 2)]
        assert screen.page.evaluate("scrollY") == 0, screen.screen
    assert screen.console_errors == []


def test_decks_typed_while_the_page_starts_are_kept_and_played_once_play_is_pressed(camel):
    """Typed decks are played when Play is pressed, even those typed before the page could watch the box: only
    decks brought back are played as the tab opens."""
    go_on = camel.open_starting("#crab")
    camel.page.focus("#crab-input")
    camel.page.keyboard.insert_text(CRAB[:-5])  # (half typed: the last card still to come)
    go_on(answers=False)
    camel.page.wait_for_selector("#crab-solve:not([disabled])")  # (a play of the decks begins in the same task)
    camel.settled()
    assert camel.page.locator("#crab-stop").is_hidden() and camel.page.locator("#crab-answer").is_hidden()
    assert camel.crab_input == CRAB[:-5]
    assert camel.page.inner_text("#crab-status") == ""
    camel.page.keyboard.insert_text(CRAB[-5:])
    assert camel.play_crab() == ["306", "291"]
    assert camel.console_errors == []


def test_ctrl_enter_plays(camel):
    camel.open().play_crab(CRAB)
    camel.page.fill("#crab-input", "Player 1:\n43\n19\n\nPlayer 2:\n2\n29\n14\n")
    camel.settle(lambda: camel.page.press("#crab-input", "Control+Enter"))
    assert camel.crab_scores == ["no winner", "105"]
    assert "never ends" in camel.page.inner_text("#crab-winner-1")


def test_a_repeating_game_says_so(camel):
    scores = camel.open().play_crab("Player 1:\n43\n19\n\nPlayer 2:\n2\n29\n14\n")
    assert scores == ["no winner", "105"]
    assert camel.page.inner_text("#crab-winner-1").startswith("the position of round 1 comes back after 6 rounds")
    assert camel.page.inner_text("#crab-winner-2") == "player 1 wins after 6 rounds when a position repeats"


def test_bad_decks_name_their_line(camel):
    camel.open().play_crab("Player 1:\n9\n<b>x</b>\n\nPlayer 2:\n5\n")
    assert camel.page.locator("#crab-errors li").first.inner_text().startswith("line 3, column 1:")
    assert camel.page.locator("#crab-errors b").count() == 0
    assert camel.page.locator("#crab-answer").is_hidden()


def test_a_card_of_0_names_its_line_and_leads_to_it(camel):
    camel.open().play_crab("Player 1:\n0\n2\n\nPlayer 2:\n1\n3\n")
    problem = camel.page.locator("#crab-errors li").first
    assert problem.inner_text().startswith("line 2, column 1: card 0 is not dealt; cards are numbered from 1")
    assert camel.console_errors == []
    problem.locator("button").click()
    selected = camel.page.evaluate(
        "(() => { const box = document.getElementById('crab-input');"
        " return [document.activeElement === box, box.value.slice(box.selectionStart, box.selectionEnd)]; })()"
    )
    assert selected == [True, "0"]


def test_a_long_game_leaves_the_page_responsive(camel):
    """While the game plays in the worker, the page takes a click (choosing How it works, and back) and draws
    it before the game ends; the game reports its progress as it goes."""
    camel.open()
    camel.watch_status("#crab-status")
    camel.play_crab(HARD, wait=False)
    camel.page.wait_for_function(
        "document.getElementById('crab-status').textContent.startsWith('Playing Recursive Combat:')", timeout=SLOW
    )
    camel.page.click("#tab-how")
    camel.page.click("#tab-crab")
    assert "crab" in camel.page.get_attribute("html", "data-busy").split(), "the game was still playing"
    camel.page.wait_for_selector("html:not([data-busy])", state="attached", timeout=SLOW)
    assert camel.crab_scores == ["33003", "34298"], camel.said_by("#crab-status")
    progress = [text for text in camel.said_by("#crab-status") if text.startswith("Playing Recursive Combat:")]
    assert len(progress) > 1 and "sub-games so far" in progress[-1]


def test_a_long_game_goes_on_in_full_python_and_the_next_plays_there_at_once(camel):
    """MicroPython starts every game; one still playing after a moment starts the Pyodide worker, which plays
    the game too once started (Recursive Combat some ten times faster), the first to end it winning; every
    game after it plays there at once.  The progress on show is the furthest player's: it never goes back."""
    camel.open()
    camel.watch_status("#crab-status")
    decks = parse(LONG)
    camel.crab_tab().paste(LONG, into="#crab-input")

    def both_play():
        camel.page.click("#crab-solve")
        camel.page.wait_for_selector("#crab-status[data-players='micropython pyodide']", state="attached", timeout=SLOW)

    camel.settle(both_play)
    outcomes = [play(*decks, part) for part in (1, 2)]
    assert camel.crab_scores == [str(outcome.score) for outcome in outcomes]
    said = camel.said_by("#crab-status")
    assert "Playing in full Python (Pyodide) too, which is faster at a long game…" in said
    assert camel.page.get_attribute("#crab-answer", "data-runtime") == "pyodide"
    progress = [
        parse_progress(text)
        for text in said
        if text.startswith("Playing Combat") or text.startswith("Playing Recursive")
    ]
    assert len(progress) > 2 and progress == sorted(progress)
    assert camel.page.inner_text("#replay-status") == "Before round 1 of %s." % grouped(outcomes[1].rounds)
    assert camel.play_crab(CRAB) == ["306", "291"]
    assert camel.page.get_attribute("#crab-answer", "data-runtime") == "pyodide"
    assert camel.console_errors == []


def parse_progress(text):
    """(game, rounds) of a progress line: "Playing Recursive Combat: 12,345 rounds and …"."""
    game, rounds = text.split(": ", 1)
    return (game == "Playing Recursive Combat", int(rounds.split(" ")[0].replace(",", "")))


def test_the_tab_starts_full_python_when_this_browser_holds_it(camel):
    """Opening the Crab Combat tab starts the Pyodide worker in a browser that holds Pyodide already (its
    service worker keeps it once used), so that a real deal plays there soon after Play; in a browser that
    would have to download it, it waits for a game long enough to need it."""
    started = "() => import('./worker/workers.js').then((workers) => workers.asked('pyodide'))"
    camel.open()
    assert camel.play_crab(CRAB) == ["306", "291"]
    assert camel.page.evaluate(started) is False, "Pyodide started for a visitor who would download it"
    camel.page.evaluate(
        "(name) => caches.open(name + '-pyodide-kept')"
        ".then((cache) => cache.add(new URL('./pyscript/pyodide/pyodide.asm.wasm', location.href)))",
        STORE_NAME,
    )
    camel.open()
    with camel.page.expect_request(lambda request: request.url.endswith("/pyodide/pyodide.mjs"), timeout=SLOW):
        camel.crab_tab()
    assert camel.play_crab(CRAB) == ["306", "291"]


def test_a_page_without_cache_storage_opens_the_crab_tab_and_plays(camel):
    """A page that is no secure context (served at a plain http address on a network, as `serve.py --host`
    allows) has no Cache Storage: the Crab Combat tab opens and plays all the same, and nothing goes uncaught."""
    camel.page.add_init_script("delete Window.prototype.caches; delete self.caches;")
    camel.open()
    assert camel.page.evaluate("typeof caches") == "undefined"
    assert camel.play_crab(CRAB) == ["306", "291"]
    assert camel.console_errors == []


def test_full_python_fetches_its_webassembly_once_and_starts_where_it_cannot_compile_it_as_it_arrives(camel):
    """The Pyodide worker compiles Pyodide's WebAssembly as it arrives, beside the snapshot's unpacking, and
    hands Pyodide the module rather than letting it fetch the file again; where that fetch fails, Pyodide
    fetches the file itself, and starts."""
    fetched = []

    def first_refused(route):
        fetched.append(route.request.url)
        if len(fetched) == 1:
            route.abort()
        else:
            route.continue_()

    camel.page.route("**/pyscript/pyodide/pyodide.asm.wasm", first_refused)
    camel.open("?engine=pyodide")
    assert camel.play_crab(CRAB) == ["306", "291"]
    assert camel.page.get_attribute("#crab-answer", "data-runtime") == "pyodide"
    assert len(fetched) == 2, fetched
    fetched.clear()
    camel.page.unroute("**/pyscript/pyodide/pyodide.asm.wasm")
    camel.page.route(
        "**/pyscript/pyodide/pyodide.asm.wasm", lambda route: fetched.append(route.request.url) or route.continue_()
    )
    camel.open("?engine=pyodide")
    assert camel.play_crab(CRAB) == ["306", "291"]
    assert len(fetched) == 1, fetched
    camel.page.unroute("**/pyscript/pyodide/pyodide.asm.wasm")
    camel.page.route("**/pyscript/pyodide/pyodide.asm.wasm", lambda route: route.abort())
    camel.open("?engine=pyodide")
    assert camel.play_crab(CRAB) == []
    assert camel.page.inner_text("#crab-status").startswith(
        "The Pyodide worker did not start (its WebAssembly could not be loaded: the connection to the site failed)."
    ), camel.page.inner_text("#crab-status")


def test_stop_ends_a_long_game_and_the_tab_plays_on(camel):
    camel.open().play_crab(HARD, wait=False)
    camel.page.wait_for_function(
        "document.getElementById('crab-status').textContent.startsWith('Playing Recursive Combat:')", timeout=120_000
    )
    camel.settle(lambda: camel.page.click("#crab-stop"))
    assert camel.page.inner_text("#crab-status").startswith("Stopped.")
    assert camel.page.locator("#crab-stop").is_hidden() and camel.page.locator("#crab-answer").is_hidden()
    camel.watch_status("#crab-status")
    assert camel.play_crab(CRAB) == ["306", "291"]
    # The slice that was being played when Stop was pressed reported nothing more: the game ended there.
    assert not [text for text in camel.said_by("#crab-status") if text.startswith("Playing Recursive Combat")]


@pytest.mark.parametrize("opened", ["loaded", "in an open page"])
def test_a_crab_link_that_cannot_be_read_is_said_in_sight_over_the_decks_this_browser_kept(phone, opened):
    """The decks the tab kept are played as it opens (and say so on its status line): what is said of the link
    stays in sight above the tab, on a phone too, where the bar says the scores of one's own decks."""
    scores = phone.open().play_crab(CRAB)
    page = phone.page
    if opened == "loaded":
        page.goto("about:blank")
    # Its place is no place of one's own decks.
    phone.settle(lambda: page.goto(phone.base_url + "#game=crab&input=" + pack(" \n\u3000\n") + "&replay=2&round=5"))
    page.wait_for_selector("#address-said:not([hidden])")
    said = page.inner_text("#address-said-text")
    assert said.startswith("This share link could not be read: its input is blank") and "your own decks" in said
    phone.settled()
    assert phone.in_view("#address-said") and phone.crab_input == CRAB and phone.crab_scores == scores
    assert "round=5" not in hash_of(page) and page.get_attribute("#replay", "data-round") == "0"
    assert page.inner_text("#crab-answer-bar").startswith("Combat: %s" % grouped(int(scores[0])))
