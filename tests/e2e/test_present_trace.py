"""Present, the Code tab's trace: beside its editor, alone on the screen, its words 1.4 times as large or more
and its code as much (on a phone a little less, a dozen lines in sight above its steps), the trace's line in
sight in the editor at every step, on a projector (1024×768), a large screen (1920×1080) and a phone
(390×844); the keys step it but for those typed in the editor; the trace last used is the one presented; a frame with no
variables yet says so; and a trace that stopped at an error shows it and the input's lines at fault."""

import pytest

from tests.e2e.page_code import SOLUTIONS
from tests.e2e.steps import PHONE, SCREENS, font_size, lines_in_sight, one_row, present, step_line_in_sight

# Full screen, left and its window sized again, as the headless shell cannot (conftest.py).
pytestmark = pytest.mark.full_browser


@pytest.mark.parametrize("size", [*sorted(SCREENS), "phone"])
def test_the_trace_presented_shows_its_code_with_the_line_in_sight_at_every_step(camel, size):
    camel.page.set_viewport_size(SCREENS.get(size, PHONE))
    camel.open().code_tab()
    camel.step_through()
    page = camel.page
    sizes = ("#trace-where", "#trace-stack li")
    before = [font_size(page, selector) for selector in sizes] + [editor_font_size(page)]
    page.fill("#trace-slider", "120")  # a line far down, which the editor laid out in the smaller type
    present(camel, ".coding-game:has(#trace)")
    after = [font_size(page, selector) for selector in sizes] + [editor_font_size(page)]
    # (on a phone the code's type grows less, for a dozen lines in sight: the test below)
    grown = [1.4] * len(sizes) + [1.1 if size == "phone" else 1.4]
    assert all(big >= times * small for big, small, times in zip(after, before, grown)), (before, after)
    assert page.is_hidden("#tab-camel") and page.is_hidden("#code-run") and page.is_hidden("#code-answer")
    assert one_row(camel, "#trace-prev", "#trace-next", "#present")  # the way out beside the steps
    code = camel.code().splitlines()
    assert step_line_in_sight(page, "#code-editor").strip() == code[camel.trace()["line"] - 1].strip()
    page.keyboard.press("Home")
    for key, times in (("ArrowRight", 30), ("Space", 1), ("ArrowLeft", 2), ("End", 1), ("Home", 1)):
        for _ in range(times):
            page.keyboard.press(key)
        trace = camel.trace()
        assert step_line_in_sight(page, "#code-editor").strip() == code[trace["line"] - 1].strip(), (key, trace)
        assert camel.no_sideways_scroll() and camel.in_view("#trace-next") and camel.in_view("#present")
    page.fill("#trace-slider", "120")
    assert step_line_in_sight(page, "#code-editor").strip() == code[camel.trace()["line"] - 1].strip()
    # The slider dragged keeps the focus: Space still steps on, and the arrows by one step, not the slider's.
    for key, step in (("Space", 121), ("ArrowRight", 122), ("ArrowLeft", 121), ("Space", 122), ("ArrowLeft", 121)):
        page.keyboard.press(key)
        assert page.evaluate("document.activeElement.id") in ("trace", "trace-slider")
        assert camel.trace()["step"] == step, key
    page.fill("#trace-slider", "120")
    assert camel.console_errors == []
    assert camel.axe() == []  # (axe's own styles are refused by the page's policy, which it reports)
    page.keyboard.press("Escape")
    page.wait_for_selector("html:not([data-present])", state="attached")
    assert page.is_visible("#code-run") and camel.trace()["step"] == 120


def test_on_a_phone_the_trace_presented_shows_a_dozen_lines_of_code_and_its_steps(camel):
    """The code takes the larger share of the screen, in type a little larger than the page's (larger still,
    its lines would wrap into a few words each), the trace's controls and the step in view below it.  The
    solution's lines wrap into up to four rows: at its top, 12 lines are wholly in sight, and about as many
    wherever the step brings the code (a line cut at either edge)."""
    camel.page.set_viewport_size(PHONE)
    camel.open().code_tab()
    camel.step_through()
    page = camel.page
    present(camel, ".coding-game:has(#trace)")
    for step, lines in ((1, 12), (120, 11)):
        page.fill("#trace-slider", str(step))
        step_line_in_sight(page, "#code-editor")
        assert lines_in_sight(page, "#code-editor") >= lines, step
        assert one_row(camel, "#trace-prev", "#trace-next", "#present") and camel.in_view("#trace-where")
        assert camel.no_sideways_scroll()
    assert editor_font_size(page) > 1.1 * 14.4  # the page's own code: .9rem


def test_a_frame_with_no_variables_yet_says_so_presented_or_not(camel):
    camel.open().code_tab()
    camel.step_through()
    page = camel.page
    assert camel.trace()["vars"] == {}  # the module's first line
    for presenting in (False, True):
        if presenting:
            present(camel, ".coding-game:has(#trace)")
        assert page.is_hidden("#trace-vars") and page.inner_text("#trace-none") == "No variables yet.", presenting
    page.fill("#trace-slider", "10")
    page.wait_for_selector("#trace-vars tr[data-name]")
    assert page.is_visible("#trace-vars") and page.is_hidden("#trace-none")


def test_keys_typed_in_the_editor_type_while_the_trace_is_presented(camel):
    camel.open().code_tab()
    camel.step_through()
    page = camel.page
    present(camel, ".coding-game:has(#trace)")
    page.click("#code-editor .cm-content")
    page.keyboard.press("End")
    for key in ("ArrowLeft", "ArrowRight", "Space", "Home"):
        page.keyboard.press(key)
    assert camel.trace()["step"] == 1
    assert camel.code() != (SOLUTIONS / "camel.py").read_text()
    page.keyboard.press("Escape")  # (the editor lets Escape go: it leaves presenting)
    page.wait_for_selector("html:not([data-present])", state="attached")
    camel.step_through()
    page.click("#code-editor .cm-content")
    for key in ("ArrowRight", "End", "Home"):
        page.keyboard.press(key)
    assert camel.trace()["step"] == 1


def test_of_two_traces_on_show_present_presents_the_one_last_used(camel):
    camel.open().code_tab()
    camel.step_through()
    camel.step_through("crab")
    page = camel.page
    for _ in range(3):
        page.click("#crab-trace-next")
    present(camel, ".coding-game:has(#crab-trace)")
    page.keyboard.press("ArrowRight")
    assert camel.trace("crab")["step"] == 5 and camel.trace()["step"] == 1
    page.keyboard.press("Escape")
    page.wait_for_selector("html:not([data-present])", state="attached")
    page.click("#code-editor .cm-content")  # the Camel Cards editor, beside its trace
    present(camel, ".coding-game:has(#trace)")
    page.keyboard.press("ArrowRight")
    assert camel.trace()["step"] == 2 and camel.trace("crab")["step"] == 5


def test_present_reached_by_the_keyboard_presents_the_trace_in_use_and_an_address_followed_leaves(camel):
    """Keys that only move the focus on pass the other trace by without using it; a link followed while
    presenting leaves presenting for what it asks."""
    camel.open().code_tab()
    camel.step_through()
    camel.step_through("crab")
    page = camel.page
    page.click("#crab-code-editor .cm-content")
    for _ in range(80):  # back to Present by Shift+Tab, out of each editor by Escape, as the editor's hint says
        where = page.evaluate("document.activeElement.id")
        if where == "present":
            break
        if where.endswith("code-editor"):
            page.keyboard.press("Escape")
        page.keyboard.press("Shift+Tab")
    assert page.evaluate("document.activeElement.id") == "present"
    page.keyboard.press("Enter")
    page.wait_for_selector("html[data-present] .coding-game[data-presenting]:has(#crab-trace)", state="attached")
    page.evaluate("location.hash = 'code&step=5'")
    page.wait_for_selector("html:not([data-present])", state="attached")
    page.wait_for_selector('#trace[data-step="5"]', state="attached")


def test_a_trace_of_a_thousand_steps_presented_steps_as_fast_as_the_keys_come(camel):
    camel.open().code_tab()
    camel.set_code("total = 0\nfor i in range(5000):\n    total += i\nprint(total)\n")
    camel.step_through()
    assert camel.trace()["steps"] == 1000
    page = camel.page
    present(camel, ".coding-game:has(#trace)")
    for _ in range(300):
        page.keyboard.press("ArrowRight")
    assert camel.trace()["step"] == 301 and step_line_in_sight(page, "#code-editor").strip()
    page.keyboard.press("End")
    for _ in range(40):
        page.keyboard.press("ArrowLeft")
    assert camel.trace()["step"] == 960 and step_line_in_sight(page, "#code-editor").strip()
    assert camel.console_errors == []


def editor_font_size(page):
    return page.eval_on_selector(
        "#code-editor", "e => parseFloat(getComputedStyle(e.shadowRoot.querySelector('.cm-content')).fontSize)"
    )


def test_a_trace_presented_shows_the_error_it_stopped_at_and_the_input_s_lines_at_fault(camel):
    """On a projector and on a phone; and decks that cannot be read, their problems, for Crab Combat's."""
    camel.page.set_viewport_size(SCREENS["projector"])
    camel.open().paste("32T3K 765\nAAAAA x\nKK677 28\n")
    camel.crab_tab().paste("Player 1:\n9\n2\nx\n\nPlayer 2:\n5\n8\n", into="#crab-input")
    camel.code_tab()
    camel.step_through()
    page = camel.page
    present(camel, ".coding-game:has(#trace)")
    for size in (SCREENS["projector"], PHONE):
        page.set_viewport_size(size)
        assert "Line 2 of the input has a problem" in page.inner_text("#trace-error")
        assert camel.in_view("#trace-error") and camel.in_view("#trace-problems-list button"), size
        assert page.inner_text("#trace-problems-list button") == "line 2, column 7"
        assert camel.no_sideways_scroll()
    page.keyboard.press("Escape")
    page.wait_for_selector("html:not([data-present])", state="attached")
    camel.step_through("crab")
    present(camel, ".coding-game:has(#crab-trace)")
    for size in (PHONE, SCREENS["projector"]):
        page.set_viewport_size(size)
        assert page.inner_text("#crab-trace-status").startswith("Nothing to step through: the decks cannot be read.")
        assert camel.in_view("#crab-trace-status") and camel.in_view("#crab-trace-problems-list button"), size
        assert page.inner_text("#crab-trace-problems-list button") == "line 4, column 1"
    assert camel.console_errors == []
    assert camel.axe() == []  # (axe's own styles are refused by the page's policy, which it reports)
