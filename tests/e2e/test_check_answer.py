"""Check your answer: a number a visitor got, checked against the part chosen; the mistake (or pair of
mistakes) that gives it named, with the hands it ranks otherwise, each leading to its line (in Crab Combat,
with the round where its game leaves the right one, opened in the replay); the other part's answer named; a
number nothing gives answered with a checklist; a number longer than any answer too high at once; and the
answer hidden until asked for."""

from camelcards_core.crab_game import playing
from camelcards_core.crab_mistakes import rules_for
from camelcards_core.crab_parsing import parse as parse_decks
from camelcards_core.crab_rules import to_end
from camelcards_core.mistaken import totals
from camelcards_core.parsing import parse
from camelcards_core.words import grouped
from harness.page_facts import PYODIDE_SIZE
from tests.examples import CAMEL, CRAB


def test_a_right_answer_is_right(camel):
    camel.open().solve(CAMEL, part=2)
    result = camel.check_answer("5,905")
    assert result["verdict"] == "right" and result["said"] == "5,905 is right: it is the answer to part 2."
    assert result["matches"] == []


def test_a_wrong_answer_names_its_mistake_and_the_hands_it_moves(camel):
    camel.open().solve(CAMEL)
    result = camel.check_answer(6833, enter=False)
    assert result["verdict"] == "wrong" and result["said"] == (
        "6,833 is not the answer to part 1: it is too high, by 393 (6.1%)."
    )
    assert result["matches"][0] == "ascii-order"
    named = camel.page.locator('#check-result li[data-mistakes="ascii-order"]')
    assert "Cards are compared as characters" in named.inner_text() and "4 hands rank otherwise" in named.inner_text()
    moved = named.locator(".moved li")
    assert moved.first.inner_text() == "line 2: T55J5 ranks 4, not 5"
    moved.nth(1).locator("button").click()
    assert camel.selection() == [True, "KK677 28"]
    assert camel.console_errors == []


def test_a_pair_of_mistakes_from_two_parts_is_named(camel):
    found = totals(parse(CAMEL), 2)
    singles = {total for ids, total in found if len(ids) == 1}
    pair, number = next((ids, total) for ids, total in found if len(ids) == 2 and total not in singles)
    camel.open().solve(CAMEL, part=2)
    result = camel.check_answer(number)
    assert " ".join(pair) in result["matches"]
    assert all(len(match.split()) == 2 for match in result["matches"])


def test_the_other_parts_answer_is_named(camel):
    camel.open().solve(CAMEL)
    result = camel.check_answer(5905)
    assert result["matches"] == ["other-part"] and result["items"] == ["The answer to part 2."]
    # led to as the answer it is, not as a mistake that gives it
    assert camel.page.inner_text("#check-result > p:not(.verdict)") == "It is another answer:"


def test_a_number_nothing_gives_gets_a_checklist_of_hands(camel):
    camel.open().solve(CAMEL, part=2)
    result = camel.check_answer(1)
    assert (
        result["said"] == "1 is not the answer to part 2: it is too low, by 5,904 (100%)." and result["matches"] == []
    )
    assert "line 4: KTJJT is four of a kind" in result["items"]


def test_what_is_not_a_number_or_not_a_part_is_said(camel):
    camel.open().solve(CAMEL)
    assert camel.check_answer("64 40x")["said"] == "Type your answer as a whole number, such as 6440."
    camel.set_rules("23456789TJQKA")
    assert camel.check_answer(6440)["said"].startswith("Choose part 1 or part 2")


def million_digits_checked(camel, field, check):
    """Fill `field` with a million digits and check them with `check`: what the field holds (as much as any
    answer needs, and no more), written as the verdict writes a long number, and the result."""
    result = check("9" * 1_000_000)
    held = len(camel.page.input_value(field))
    assert held == int(camel.page.get_attribute(field, "maxlength")) < 1_000_000
    return "9,999,999,…,999,999,999 (%s digits)" % grouped(held), result


def test_a_number_longer_than_any_total_is_too_high_at_once(camel):
    camel.open().solve(CAMEL)
    number, result = million_digits_checked(camel, "#check-answer", camel.check_answer)
    assert result["verdict"] == "wrong" and result["matches"] == []
    assert result["said"] == (
        "%s is not the answer to part 1: it is too high, with more digits than any total of this input." % number
    )
    assert result["items"] == ["line 3: KK677 is two pair"]  # the checklist, as for any number nothing gives
    assert camel.console_errors == []


def test_a_check_is_put_away_when_another_answer_shows(camel):
    camel.open().solve(CAMEL)
    camel.check_answer(6833)
    camel.choose(2)
    assert camel.check_result()["hidden"]


def test_the_answer_can_be_hidden_until_asked_for_and_stays_hidden(camel):
    camel.open().solve(CAMEL)
    camel.page.check("#spoiler-free")
    assert camel.page.locator("#total").is_hidden() and camel.page.locator("#results").is_hidden()
    assert "6,440" not in camel.status
    assert camel.page.locator("#chart").is_hidden() and camel.page.locator("#copy-total").is_hidden()
    assert camel.total == "6440"  # the value is there for whoever asks
    assert camel.check_answer(6440)["verdict"] == "right"
    camel.open()
    assert camel.page.is_checked("#spoiler-free") and camel.page.locator("#total").is_hidden()
    assert "6,440" not in camel.status
    camel.page.click("#reveal")
    assert camel.page.inner_text("#total") == "6,440" and camel.page.locator("#results").is_visible()
    camel.solve(CAMEL.replace("765", "766"))  # another input is hidden again
    assert camel.page.locator("#total").is_hidden()
    camel.page.uncheck("#spoiler-free")
    assert camel.page.locator("#total").is_visible()


def test_check_your_answer_fits_the_screen(screen):
    screen.open().solve(CAMEL)
    screen.check_answer(6833)
    for part in ("#check-answer", "#check-go", "#spoiler-free"):
        where, width = screen.box(part), screen.page.viewport_size["width"]
        assert where["width"] > 0 and where["left"] >= 0 and where["right"] <= width, part
    assert screen.no_sideways_scroll()


# --- Crab Combat -----------------------------------------------------------------------------------------------


def test_a_crab_score_is_checked_and_its_mistake_opens_its_round_in_the_replay(module_page):
    camel = module_page
    camel.play_crab(CRAB)
    assert camel.check_crab_answer(291, 2)["verdict"] == "right"
    result = camel.check_crab_answer("345", 2, enter=False)
    assert result["said"] == "345 is not the score of Recursive Combat: it is too high, by 54 (19%)."
    assert result["matches"] == ["subdeck-includes-drawn"]
    named = camel.page.locator('#crab-check-result li[data-mistakes="subdeck-includes-drawn"]')
    assert "The sub-decks start with the card just drawn" in named.inner_text()
    assert "The game goes otherwise from round 9: " in named.inner_text()
    camel.settle(lambda: named.locator(".round-link").click())
    assert named.locator(".round-link").inner_text() == "Show round 9 in the replay"
    assert camel.page.input_value("#replay-round") == "8"
    assert camel.page.get_attribute("#replay-part-2", "aria-pressed") == "true"
    assert camel.page.inner_text("#replay-note").startswith("Round 9 is where the mistaken game goes otherwise")
    camel.page.keyboard.press("ArrowRight")  # the replay has the keys, not the button
    camel.page.wait_for_function("document.getElementById('replay-round').value === '9'")
    assert camel.console_errors == []


def test_a_crab_score_of_the_other_game_or_a_pair_or_nothing(module_page):
    camel = module_page
    camel.play_crab(CRAB)
    assert camel.check_crab_answer(291, 1)["matches"] == ["other-part"]
    deck1, deck2 = parse_decks(CRAB)
    rules = rules_for(2, ["score-from-top", "shared-seen"])
    number = rules.score(to_end(playing(deck1, deck2, rules)).deck)
    assert "score-from-top shared-seen" in camel.check_crab_answer(number, 2)["matches"]
    nothing = camel.check_crab_answer(1, 1)
    assert nothing["said"] == "1 is not the score of Combat: it is too low, by 305 (100%)." and nothing["matches"] == []
    assert "The winner's card goes under first, then the loser's." in nothing["items"]
    assert camel.check_crab_answer("3o6", 1)["said"] == "Type your answer as a whole number, such as 306."


def test_a_crab_score_longer_than_any_score_is_too_high_at_once(module_page):
    camel = module_page
    camel.play_crab(CRAB)
    number, result = million_digits_checked(
        camel, "#crab-check-answer", lambda digits: camel.check_crab_answer(digits, 2)
    )
    assert result["verdict"] == "wrong" and result["matches"] == []
    assert result["said"] == (
        "%s is not the score of Recursive Combat: it is too high, with more digits than any score of these decks."
        % number
    )
    assert camel.console_errors == []


def test_a_second_crab_check_of_the_same_games_plays_nothing_again(camel):
    camel.open().play_crab(CRAB)
    camel.watch_status("#crab-check-status")
    assert camel.check_crab_answer(345, 2)["matches"] == ["subdeck-includes-drawn"]
    first = camel.said_by("#crab-check-status")
    assert "Playing the games in full Python…" in first and any("mistaken games" in said for said in first)
    camel.watch_status("#crab-check-status")
    assert camel.check_crab_answer(80, 2)["matches"] == ["repeat-always"]
    assert not [said for said in camel.said_by("#crab-check-status") if "Playing" in said or "mistaken games" in said]


def test_a_crab_score_for_a_game_that_never_ends_is_said_so(module_page):
    camel = module_page
    camel.play_crab("Player 1:\n43\n19\n\nPlayer 2:\n2\n29\n14\n")
    result = camel.check_crab_answer(105, 1)
    assert result["said"] == "105 is not the score of Combat, which never ends." and result["verdict"] == "wrong"


def test_a_crab_check_is_for_the_games_on_show_and_the_decks_in_the_box(module_page):
    camel = module_page
    camel.play_crab(CRAB)
    camel.check_crab_answer(326, 1)
    camel.play_crab("Player 1:\n1\n3\n\nPlayer 2:\n2\n4\n")
    assert camel.check_result("#crab-check-result")["hidden"]
    camel.page.fill("#crab-input", "Player 1:\n3\n\nPlayer 2:\n1\n")
    assert camel.check_crab_answer(22, 1)["said"].startswith("Play both games on the decks in the box first")


def test_crab_scores_can_be_hidden_until_asked_for_as_the_camel_answer_is(camel):
    camel.open().play_crab(CRAB)
    camel.page.check("#crab-spoiler-free")
    assert camel.page.locator("#crab-results").is_hidden() and camel.page.locator("#replay").is_hidden()
    assert "306" not in camel.page.inner_text("#crab-status")
    assert camel.page.is_checked("#spoiler-free")  # one choice, for both games
    assert camel.check_crab_answer(306, 1)["verdict"] == "right"
    camel.play_crab()
    assert "306" not in camel.page.inner_text("#crab-status") and camel.page.locator("#crab-results").is_hidden()
    camel.open()
    camel.play_crab()
    assert camel.page.is_checked("#crab-spoiler-free") and camel.page.locator("#crab-results").is_hidden()
    camel.page.click("#crab-reveal")
    assert camel.crab_scores == ["306", "291"] and camel.page.locator("#replay").is_visible()
    assert camel.page.inner_text("#crab-status") == "Both games played."
    camel.play_crab("Player 1:\n1\n3\n\nPlayer 2:\n2\n4\n")  # other decks are hidden again
    assert camel.page.locator("#crab-results").is_hidden()
    camel.page.uncheck("#crab-spoiler-free")
    assert camel.page.locator("#crab-results").is_visible()


def test_a_crab_check_offline_before_full_python_was_ever_downloaded_says_what_it_needs(camel):
    camel.open().play_crab(CRAB)
    camel.page.context.set_offline(True)
    camel.check_crab_answer(326, 1)
    said = camel.page.inner_text("#crab-check-status")
    assert said.startswith("A Crab Combat answer is checked by full Python (Pyodide, %s)" % PYODIDE_SIZE)
    assert "it is offline. Connect once and press Check" in said and said.endswith("Your decks are kept.")
    camel.page.context.set_offline(False)
    assert camel.check_crab_answer(326, 1)["matches"] == ["loser-card-first"]


def test_a_long_crab_check_shows_its_progress_and_stops(module_page):
    camel = module_page
    cards = list(range(1, 51))
    __import__("random").Random(9).shuffle(cards)
    decks = "".join(
        "Player %d:\n%s\n\n" % (n, "\n".join(map(str, deck))) for n, deck in ((1, cards[:25]), (2, cards[25:]))
    )
    camel.play_crab(decks)
    camel.watch_status("#crab-check-status")
    camel.page.fill("#crab-check-answer", "1")
    camel.page.check('input[name="crab-check-part"][value="2"]')
    camel.page.click("#crab-check-go")
    camel.page.wait_for_function(
        "document.getElementById('crab-check-status').textContent.includes('mistaken games played')"
    )
    camel.settle(lambda: camel.page.click("#crab-check-stop"))
    assert camel.page.inner_text("#crab-check-status") == "Stopped. Press Check to check again."
    assert camel.check_result("#crab-check-result")["hidden"] and camel.page.locator("#crab-check-stop").is_hidden()
    assert camel.check_crab_answer(326, 1)["matches"] == []  # the worker takes the next check at once


def test_crab_check_your_answer_fits_the_screen(screen):
    screen.open().play_crab(CRAB)
    screen.check_crab_answer(326, 1)
    for part in ("#crab-check-answer", "#crab-check-go", 'input[name="crab-check-part"][value="2"]', ".round-link"):
        where, width = screen.box(part), screen.page.viewport_size["width"]
        assert where["width"] > 0 and where["left"] >= 0 and where["right"] <= width, part
    assert screen.no_sideways_scroll()
