"""How a trace ends, in the Code tab: at an error, said at its line and visible when presented, with the lines of
the input that have problems, each leading to its line in the box; on decks that cannot be read, with their
problems; at the cap; or with no line run.  A run under way that Step through ends says so."""

from tests.e2e.page_code import SOLUTIONS
from tests.e2e.steps import hash_of

CAMEL = (SOLUTIONS / "camel.py").read_text()
# The short solution's last line, whose int(bid) raises on a bid that is no number.
TOTALS = len(CAMEL.splitlines())


def ending(page, prefix=""):
    """What the trace says of how it ended: (its status, its error or None, the input's problems listed)."""
    error = page.locator("#%strace-error" % prefix)
    problems = page.locator("#%strace-problems-list li" % prefix)
    shown = not page.is_hidden("#%strace-problems" % prefix)
    return (
        page.inner_text("#%strace-status" % prefix),
        None if error.is_hidden() else error.inner_text(),
        problems.all_inner_texts() if shown else [],
    )


def test_an_error_at_an_input_s_problem_names_its_line_in_the_box_and_leads_to_it(laptop):
    laptop.open()
    laptop.paste("32T3K 765\r\nAAAAA x\r\nKK677 28\r\n")
    laptop.code_tab()
    laptop.step_through()
    page = laptop.page
    status, error, problems = ending(page)
    message = "ValueError: invalid literal for int() with base 10: 'x'"
    assert (
        error
        == "The code stopped at an error on line %d: %s. Line 2 of the input has a problem, which may be why."
        % (
            TOTALS,
            message,
        )
    )
    assert problems == ["line 2, column 7: 'x' is not a digit; a bid is a whole number such as 765\nAAAAA x"]
    page.keyboard.press("End")  # the last step is the error raised, not a return of the frames it passed up through
    assert page.inner_text("#trace-said").startswith("ValueError:") and laptop.trace()["stack"][0] == "solve"
    page.click("#trace-problems-list button")
    page.wait_for_selector("#panel-camel:not([hidden])")
    assert laptop.selection() == [True, "AAAAA x"]
    assert laptop.console_errors == []


def test_an_input_s_problems_on_the_lines_traced_are_listed_where_the_code_ran_on(laptop):
    """Five hands are traced: a problem beyond them is not the trace's; a blank line among them is."""
    laptop.open()
    laptop.paste("32T3K 765\n\nAAAA 5\nKK677 28\nKTJJT 220\nQQQJA 483\nT55J5 x\n")
    laptop.code_tab()
    laptop.step_through()
    status, error, problems = ending(laptop.page)
    assert status == "" and error is None and laptop.trace()["steps"] > 1
    assert problems == [
        "line 2, column 1: blank line between hands",
        "line 3, column 5: a hand has 5 cards, found 4\nAAAA 5",
    ]
    assert "the first 5 of 6 hands" in laptop.page.inner_text("#trace-about")
    assert laptop.console_errors == []


def test_decks_that_cannot_be_read_are_listed_each_leading_to_its_line(laptop):
    laptop.open()
    laptop.crab_tab()
    laptop.paste("Player 1:\n9\n2\nx\n\nPlayer 2:\n5\n8\n", into="#crab-input")
    laptop.code_tab()
    laptop.step_through("crab")
    page = laptop.page
    status, error, problems = ending(page, "crab-")
    assert status == "Nothing to step through: the decks cannot be read. Put them right, then press Step through."
    assert error is None and problems == [
        "line 4, column 1: 'x' is not part of a card; a card is a whole number such as 9\nx"
    ]
    page.click("#crab-trace-problems-list button")
    page.wait_for_selector("#panel-crab:not([hidden])")
    assert laptop.selection("#crab-input") == [True, "x"]
    assert laptop.console_errors == []


def test_a_trace_that_runs_no_line_says_its_error_at_its_line_and_shows_no_step(camel):
    """On a fresh page, and after a trace of the solution: no step on show, an earlier one's neither, no control
    that steps, and the error marked at its line, as Run marks it."""
    camel.open().code_tab()
    page = camel.page
    for before in (None, CAMEL):
        if before:
            camel.set_code(before)
            camel.step_through()
            page.click("#trace-next")
        camel.set_code("def solve(text, part)\n    return 1\n")
        camel.step_through()
        assert page.inner_text("#trace-status") == "No line of this code ran on the input."
        assert page.inner_text("#trace-about") == ""  # nothing was traced: no input, no steps
        assert page.inner_text("#trace-error").startswith("The code stopped at an error on line 1: SyntaxError")
        assert page.inner_text("#code-editor .cm-error-line") == "def solve(text, part)"
        assert page.is_hidden("#trace-step") and page.get_attribute("#trace", "data-step") is None
        assert all(page.is_hidden("#trace-" + name) for name in ("first", "prev", "next", "last", "slider", "keys"))
        assert all(page.is_disabled("#trace-" + name) for name in ("first", "prev", "next", "last", "slider"))
        page.keyboard.press("End")  # the panel has the keys: there is no step to go to
        assert hash_of(page) == "#code" and page.get_attribute("#trace", "data-step") is None
        assert page.locator("#code-editor .cm-step-line").count() == 0
    assert camel.console_errors == []


def test_code_of_no_statement_says_it_runs_no_line(camel):
    """A comment, or nothing: Python's own "line 0" is no step."""
    camel.open().code_tab()
    for code in ("# nothing but a comment\n", ""):
        camel.set_code(code)
        camel.step_through()
        assert camel.page.inner_text("#trace-status") == "No line of this code ran on the input."
        assert camel.page.inner_text("#trace-about") == "" and camel.page.is_hidden("#trace-step")
        assert "line 0" not in camel.page.inner_text("#trace")
    assert camel.console_errors == []


def test_a_runaway_loop_ends_at_the_cap_and_stop_ends_one_in_the_standard_library(camel):
    camel.open()
    camel.code_tab()
    camel.set_code("n = 0\nwhile True:\n    n += 1\n")
    camel.step_through()
    assert camel.trace()["steps"] == 1000
    assert "That is the cap" in camel.page.inner_text("#trace-about")
    camel.set_code("import itertools\n\nsum(itertools.count())\n")
    # the worker that took the place of the first trace's ready (the page's count of workers ready), so that
    # Stop ends code under way rather than a Python starting
    camel.page.wait_for_function("+(document.documentElement.dataset.runnersReady ?? 0) >= 2")
    camel.page.click("#code-step")
    camel.page.wait_for_selector("#code-stop:visible")
    camel.page.wait_for_function("document.getElementById('trace-status').textContent.startsWith('Tracing')")
    camel.settle(lambda: camel.page.click("#code-stop"))
    assert camel.page.inner_text("#trace-status").startswith(
        "Stopped, as asked: Python raised KeyboardInterrupt in the code. Press Step through"
    )


def test_a_run_under_way_ended_by_step_through_says_which_button_ended_it(camel):
    camel.open().code_tab()
    camel.set_code("while True:\n    pass\n")
    camel.page.click("#code-run")
    camel.page.wait_for_function("document.getElementById('code-status').textContent.includes('unning on')")
    camel.step_through()
    assert camel.code_status().startswith("Ended by Step through, pressed meanwhile.")
