"""The Crab Combat tab: the same paste, solve, results pattern as Camel Cards."""

from tests.examples import CRAB


def test_the_example_gives_306_and_291(camel):
    assert camel.open().play_crab(CRAB) == ["306", "291"]
    assert camel.page.locator("#camel").is_hidden()
    assert camel.offsite == [] and camel.console_errors == []


def test_a_repeating_game_says_so(camel):
    scores = camel.open().play_crab("Player 1:\n43\n19\n\nPlayer 2:\n2\n29\n14\n")
    assert "no winner" in scores[0] and scores[1] == "105"


def test_bad_decks_name_their_line(camel):
    camel.open().play_crab("Player 1:\n9\n<b>x</b>\n\nPlayer 2:\n5\n")
    assert camel.page.locator("#crab-errors li").first.inner_text().startswith("line 3, column 1:")
    assert camel.page.locator("#crab-errors b").count() == 0
    assert camel.page.locator("#crab-answer").is_hidden()
