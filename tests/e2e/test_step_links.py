"""A link to a step: How it works' step and the Crab Combat replay's round, sub-game included, are in the
address as they change (replaced, never a history entry each), a reload opens them again, and a share link
carries them, opening the same step or round in another browser once its input is loaded: a link made on a
laptop (1280×800) opens on a phone (390×844).  A crafted place opens as much of it as there is."""

from tests.e2e.page import SLOW
from tests.e2e.steps import hash_of, marked_solution_lines, wait_round, wait_step
from tests.examples import CAMEL, CRAB


def opened(other, link):
    """The page `other` (conftest's `elsewhere`) opened at `link`, once ready."""
    other.page.goto(link)
    other.page.wait_for_selector("html[data-ready]", state="attached", timeout=60_000)
    return other


def shared(camel, button):
    """Press a share button; the link it makes."""
    camel.page.click("#" + button)
    camel.page.wait_for_function("id => document.getElementById(id).value.includes('#')", arg=button + "-url")
    return camel.page.input_value("#%s-url" % button)


def test_a_link_opens_the_same_how_it_works_step_on_its_input_in_another_browser(laptop, elsewhere):
    camel = laptop.open().solve(CAMEL, part=2)
    camel.how_it_works().step()
    assert hash_of(camel.page) == "#how&step=2"
    rows = camel.step_shown[2]
    link = shared(camel, "how-share")
    assert "&view=how&step=2" in link and "#input=" in link
    other = opened(elsewhere, link)
    wait_step(other.page, 2)
    other.page.wait_for_function("document.getElementById('steps-about').textContent.includes('your input')")
    assert other.page.get_attribute("#tab-how", "aria-selected") == "true"
    assert other.step_shown[2] == rows and ["KTJJT", "2 jokers", "KTTTT", "one pair", "four of a kind"] in rows
    assert hash_of(other.page) == "#how&step=2" and other.input_text == CAMEL
    assert [text for _, text in marked_solution_lines(other.page)] == [
        text for _, text in marked_solution_lines(camel.page)
    ]
    assert other.no_sideways_scroll() and other.console_errors == []


def test_a_link_opens_the_same_replay_round_in_the_same_sub_game_in_another_browser(laptop, elsewhere):
    camel = laptop.open()
    camel.play_crab(CRAB)
    camel.replay(2)
    camel.replay_go(8)
    camel.replay_shows(lambda: camel.page.click("#replay-enter"))
    camel.replay_step().replay_step()
    page = camel.page
    wait_round(page, 2, 2)
    entries = page.evaluate("history.length")
    assert hash_of(page) == "#crab&replay=2&sub=9&round=2"
    decks, where = camel.replay_decks, page.inner_text("#replay-where")
    link = shared(camel, "crab-share")
    assert link.endswith("&replay=2&sub=9&round=2")
    other = opened(elsewhere, link)
    wait_round(other.page, 2, 2)
    assert other.page.inner_text("#replay-where") == where and where.startswith("A sub-game, 1 deep")
    assert other.replay_decks == decks and other.crab_input == CRAB
    assert hash_of(other.page) == "#crab&replay=2&sub=9&round=2" and other.console_errors == []
    assert other.no_sideways_scroll()
    assert other.in_view("#replay-status")  # the round, brought into sight as the link opens
    assert page.evaluate("history.length") == entries
    page.reload()  # the decks are kept for the browser's tab: the reload plays them and opens the round
    wait_round(page, 2, 2)
    assert page.inner_text("#replay-where") == where and camel.replay_decks == decks
    assert camel.in_view("#replay-status")


def test_a_crafted_place_opens_as_much_of_it_as_there_is(laptop):
    laptop.open().play_crab(CRAB)
    page = laptop.page
    page.goto(laptop.base_url + "#crab&replay=2&sub=1.9.9&round=999999999")  # round 1 begins no sub-game
    wait_round(page, 2, 0)
    laptop.settled()  # the place reached in full before the next is asked
    assert page.inner_text("#replay-where").startswith("The whole game")
    page.goto(laptop.base_url + "#crab&replay=1&round=999999999")
    wait_round(page, 1, 29)  # the last round of the game
    page.goto(laptop.base_url + "#how&step=0")
    wait_step(page, 1)
    page.goto(laptop.base_url + "#how&step=004")  # first zeros say nothing, as in a link
    wait_step(page, 4)
    for game in ("7", "0"):  # no such game: the round on show stays, and is put back in the address
        page.goto(laptop.base_url + "#crab&replay=%s&round=3" % game)
        # The router drops what names no place at once; the round on show is put back once the page's Python
        # has read the address.
        page.wait_for_function("() => location.hash === '#crab&replay=1&round=29'")
        page.wait_for_selector("#address-said", state="visible")
        page.reload()
        wait_round(page, 1, 29)
    assert laptop.console_errors == []


def test_a_sub_game_that_is_not_there_is_said_and_the_address_follows_what_is_shown(laptop):
    laptop.open().play_crab(CRAB)
    page = laptop.page
    for place, said in (
        ("sub=999&round=2", "No sub-game begins in round 999 of the game."),
        ("sub=8.1.1&round=2", "No sub-game begins in round 8 of the game."),
        ("sub=9.99&round=2", "No sub-game begins in round 99 of this sub-game."),
    ):
        page.goto(laptop.base_url + "#crab&replay=2&" + place)
        page.wait_for_function("said => document.getElementById('replay-status').textContent.endsWith(said)", arg=said)
        laptop.settled()
        shown = page.get_attribute("#replay", "data-round")
        sub = "sub=9&" if place.startswith("sub=9.") else ""
        assert hash_of(page) == "#crab&replay=2&%sround=%s" % (sub, shown), place
        assert page.inner_text("#replay-where").startswith("A sub-game" if sub else "The whole game")
    page.click("#replay-previous")  # the round before says only itself
    page.wait_for_function("() => !document.getElementById('replay-status').textContent.includes('No sub-game')")
    assert laptop.console_errors == []


def test_a_trace_step_past_the_end_shows_the_last_and_says_so(phone):
    phone.open("#code&step=99999999")
    page = phone.page
    page.wait_for_selector("#trace[data-step]", state="attached", timeout=SLOW)
    phone.settled()
    steps = phone.trace()["steps"]
    assert phone.trace()["step"] == steps and hash_of(page) == "#code&step=%d" % steps
    assert page.inner_text("#trace-status").startswith("The trace has %d steps:" % steps)
    assert phone.console_errors == []


def test_a_step_followed_in_an_open_page_is_shown(laptop):
    """A link to a step followed in the page already open (or a step typed in its address) shows that step: on
    the trace on show, or traced afresh for the page's own solution."""
    laptop.open("#how")
    page = laptop.page
    page.evaluate("location.hash = 'code&step=7'")
    page.wait_for_selector('#trace[data-step="7"]', state="attached", timeout=SLOW)
    laptop.settled()
    page.evaluate("location.hash = 'code&step=3'")
    page.wait_for_selector('#trace[data-step="3"]', state="attached", timeout=SLOW)
    laptop.settled()
    assert hash_of(page) == "#code&step=3" and laptop.trace()["line"] > 0
    assert laptop.console_errors == []


def test_the_tab_on_show_clicked_again_keeps_its_step_in_the_address(laptop):
    laptop.open("#code&step=2")
    page = laptop.page
    page.wait_for_selector('#trace[data-step="2"]', state="attached", timeout=SLOW)
    page.click("#trace-next")
    laptop.settled()
    page.click("#tab-code")
    laptop.settled()
    assert hash_of(page) == "#code&step=3"
    page.reload()
    page.wait_for_selector('#trace[data-step="3"]', state="attached", timeout=SLOW)


def test_an_edit_drops_the_step_from_the_address_so_a_reload_offers_none(phone):
    phone.open("#code&step=6")
    page = phone.page
    page.wait_for_selector('#trace[data-step="6"]', state="attached", timeout=SLOW)
    phone.settled()
    phone.set_code(phone.code().replace("rank * int(bid)", "rank + int(bid)"))
    phone.settled()
    assert hash_of(page) == "#code"
    page.click("#trace-next")  # the trace, out of date, still steps, but its step is not the code's
    phone.settled()
    assert hash_of(page) == "#code"
    page.reload()
    page.wait_for_selector("#code-step:not([disabled])", state="attached", timeout=SLOW)
    phone.settled()
    assert page.inner_text("#code-step") == "Step through" and page.is_hidden("#trace")
    assert phone.console_errors == []


def test_a_tab_s_address_keeps_the_fields_of_its_own_place_only(laptop):
    laptop.open()
    page = laptop.page
    for asked, kept in (
        ("#how&replay=2&round=3&game=crab&step=2", "#how&step=2"),
        ("#crab&step=4&game=camel&replay=1&round=2", "#crab&replay=1&round=2"),
        ("#code&round=3&replay=1&sub=9&game=crab", "#code&game=crab"),
        ("#&step=3&round=2", ""),
    ):
        page.evaluate("asked => { location.hash = asked; }", asked)
        page.wait_for_function("asked => location.hash !== asked", arg=asked)
        laptop.settled()
        assert hash_of(page) == kept, asked
    assert laptop.console_errors == []


def test_an_edit_marks_the_trace_out_of_date_at_once_and_the_tab_chosen_again_traces_the_box_at_its_step(camel):
    """The trace was of the puzzle's example, the box being empty; the same text pasted in the box is another
    input.  The trace is marked at once; back in the Code tab, the step on show is traced again on what the box
    holds (the page's own solution: trace_asked.py), even when the tab was left before that step was written
    into the address."""
    camel.open()
    camel.code_tab()
    camel.step_through()
    assert camel.page.get_attribute("#trace", "data-stale") is None
    assert camel.page.is_hidden("#trace .stale-note")
    camel.page.fill("#trace-slider", "3")
    assert camel.page.evaluate("document.documentElement.hasAttribute('data-placing')")
    camel.page.click("#tab-camel")
    camel.paste(CAMEL)
    assert camel.page.get_attribute("#trace", "data-stale") == "", "marked at once, on the paste"
    camel.page.click("#tab-code")
    camel.settled()
    assert camel.page.get_attribute("#trace", "data-stale") is None
    assert "of the input in the box" in camel.page.inner_text("#trace-about")
    assert camel.trace()["step"] == 3 and hash_of(camel.page) == "#code&step=3"


def test_a_step_asked_for_beside_a_field_the_page_does_not_read_comes_into_sight_once_the_words_are_dismissed(phone):
    """On a phone, an address to a trace's step, or a link to a replay's round, that holds a field the page does
    not read as well: the words that say so stay in sight, rather than scrolled away unread as the step comes into view, and
    Dismiss brings the step into sight (another address's step, when one was followed meanwhile)."""
    page = phone.page
    phone.open()
    crab = phone.link(CRAB, game="crab")[len(phone.base_url) :]
    for address, place in (("#code&step=3&junk=1", "#trace"), (crab + "&replay=2&round=3&junk=1", "#replay")):
        page.goto("about:blank")
        phone.open(address)
        page.wait_for_selector(place + "[data-step='3'], " + place + "[data-round='3']", state="attached", timeout=SLOW)
        phone.settled()
        assert phone.in_view("#address-said") and "junk=1" in page.inner_text("#address-said-text"), address
        assert phone.box(place)["top"] > page.viewport_size["height"], address
        if place == "#trace":  # another address followed meanwhile: its step comes once its words are dismissed
            page.evaluate("location.hash = 'code&step=5&junk=2'")
            page.wait_for_selector("#trace[data-step='5']", state="attached", timeout=SLOW)
            phone.settled()
            assert phone.in_view("#address-said") and "junk=2" in page.inner_text("#address-said-text")
        page.click("#address-said-close")
        page.wait_for_function(
            "s => { const top = document.querySelector(s).getBoundingClientRect().top;"
            " return top > -1 && top < innerHeight; }",
            arg=place,
        )
    assert phone.console_errors == []
