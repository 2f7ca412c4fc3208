"""Run on an input with problems, in the Code tab: beside the error the code stopped at, the lines of the input
that have problems, named and listed, each leading to its line in the box, in both games, as Step through lists
them (test_trace_endings.py)."""

from .page_code import SOLUTIONS

MESSAGE = "ValueError: invalid literal for int() with base 10: 'x'"
HANDS = "32T3K 765\nAAAA 5\nAAAAA x\nKK677 28\n"
DECKS = "Player 1:\n9\n2\nx\n\nPlayer 2:\n5\n8\n"


def line_of(game, text):
    """The line of the game's short solution that holds `text`."""
    lines = (SOLUTIONS / ("%s.py" % game)).read_text().splitlines()
    return next(number for number, line in enumerate(lines, 1) if text in line)


def listed(page, prefix=""):
    """The input's problems a run lists, [] where it lists none."""
    if page.is_hidden("#%scode-problems" % prefix):
        return []
    return page.locator("#%scode-problems-list li" % prefix).all_inner_texts()


def test_run_on_hands_with_problems_names_their_lines_beside_the_error_and_each_leads_to_its_line(module_page):
    camel = module_page.solutions_on(HANDS)
    camel.run_code()
    page, line = camel.page, line_of("camel", "int(bid)")
    assert camel.code_error() == (str(line), "line %d: %s" % (line, MESSAGE))
    assert camel.code_status().endswith(
        "It stopped at an error on line %d: %s. Lines 2 and 3 of the input have problems, which may be why."
        % (line, MESSAGE)
    )
    assert listed(page) == [
        "line 2, column 5: a hand has 5 cards, found 4\nAAAA 5",
        "line 3, column 7: 'x' is not a digit; a bid is a whole number such as 765\nAAAAA x",
    ]
    page.click("#code-problems-list li:nth-child(2) button")
    page.wait_for_selector("#panel-camel:not([hidden])")
    assert camel.selection() == [True, "AAAAA x"]
    # A run on an input with no problem lists none.
    camel.solutions_on("32T3K 765\nKK677 28\n")
    camel.run_code()
    assert camel.code_error() is None and listed(page) == []
    assert "of the input" not in camel.code_status()
    assert camel.console_errors == []


def test_run_on_decks_that_cannot_be_read_names_their_lines_beside_the_error_and_leads_to_them(module_page):
    crab = module_page.solutions_on("32T3K 765\n")
    crab.crab_tab()
    crab.paste(DECKS, into="#crab-input")
    crab.code_tab()
    crab.run_code("crab")
    page, line = crab.page, line_of("crab", "int(card)")
    assert crab.code_error("crab") == (str(line), "line %d: %s" % (line, MESSAGE))
    assert crab.code_status("crab").endswith("Line 4 of the input has a problem, which may be why.")
    assert listed(page, "crab-") == [
        "line 4, column 1: 'x' is not part of a card; a card is a whole number such as 9\nx"
    ]
    page.click("#crab-code-problems-list button")
    page.wait_for_selector("#panel-crab:not([hidden])")
    assert crab.selection("#crab-input") == [True, "x"]
    assert crab.console_errors == []
