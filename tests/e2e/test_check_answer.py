"""Check your answer: a number a visitor got, checked against the part chosen; the mistake (or pair of
mistakes) that gives it named, with the hands it ranks otherwise, each leading to its line; the other part's
answer named; a number nothing gives answered with a checklist; and the answer hidden until asked for."""

from camelcards_core.mistakes import totals
from camelcards_core.parsing import parse
from tests.examples import CAMEL


def test_a_right_answer_is_right(camel):
    camel.open().solve(CAMEL, part=2)
    result = camel.check_answer("5,905")
    assert result["verdict"] == "right" and result["said"] == "5,905 is right: it is the answer to part 2."
    assert result["matches"] == []


def test_a_wrong_answer_names_its_mistake_and_the_hands_it_moves(camel):
    camel.open().solve(CAMEL)
    result = camel.check_answer(6833, enter=False)
    assert result["verdict"] == "wrong" and result["said"] == "6,833 is not the answer to part 1: it is too high."
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


def test_a_number_nothing_gives_gets_a_checklist_of_hands(camel):
    camel.open().solve(CAMEL, part=2)
    result = camel.check_answer(1)
    assert result["said"] == "1 is not the answer to part 2: it is too low." and result["matches"] == []
    assert "line 4: KTJJT is four of a kind" in result["items"]


def test_what_is_not_a_number_or_not_a_part_is_said(camel):
    camel.open().solve(CAMEL)
    assert camel.check_answer("64 40x")["said"] == "Type your answer as a whole number, such as 6440."
    camel.set_rules("23456789TJQKA")
    assert camel.check_answer(6440)["said"].startswith("Choose part 1 or part 2")


def test_a_check_is_put_away_when_another_answer_shows(camel):
    camel.open().solve(CAMEL)
    camel.check_answer(6833)
    camel.choose(2)
    assert camel.check_result()["hidden"]


def test_the_answer_can_be_hidden_until_asked_for_and_stays_hidden(camel):
    camel.open().solve(CAMEL)
    camel.page.check("#spoiler-free")
    assert camel.page.locator("#total").is_hidden() and camel.page.locator("#results").is_hidden()
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
