"""Present: How it works, the Crab Combat replay and the Code tab's trace with its editor alone on the screen for
a room, type 1.4 times as large or more, → and Space stepping forward, ← back, Escape leaving; readable on a
projector (1024×768), a large screen (1920×1080) and a phone (390×844): no code line cut off, the trace's line
in sight in the editor at every step, no cell broken mid-word, no sideways scroll, and clean for axe."""

import pytest

from tests.e2e.page_code import SOLUTIONS
from tests.e2e.steps import broken_cells, cut_lines, font_size, hash_of, step_line_in_sight, step_on_show, wait_step
from tests.examples import CRAB

SCREENS = {"projector": {"width": 1024, "height": 768}, "large": {"width": 1920, "height": 1080}}
PHONE = {"width": 390, "height": 844}


def present(camel, view):
    camel.page.click("#present")
    camel.page.wait_for_selector("html[data-present] %s[data-presenting]" % view, state="attached")


def alone(page, view):
    """Whether the view presented is the only thing on show (the tabs and the other tabs' panels out of sight)
    and fills the window."""
    box = page.locator(view).bounding_box()
    size = page.viewport_size
    others = ("#tab-camel", "#camel", ".brand", "footer")
    return all(page.is_hidden(other) for other in others) and (box["width"], box["height"]) == (
        size["width"],
        size["height"],
    )


def one_row(camel, *selectors):
    """Whether the elements are on show side by side, in one row."""
    return len({camel.box(selector)["top"] for selector in selectors}) == 1 and all(map(camel.in_view, selectors))


def readable(camel):
    """No code line cut off, no cell broken mid-word, no sideways scroll, in the page or in the view."""
    page = camel.page
    sideways = page.evaluate(
        "[...document.querySelectorAll('[data-presenting], [data-presenting] .table-wrap')]"
        ".filter(box => box.getClientRects().length).map(box => box.scrollWidth - box.clientWidth)"
    )
    return cut_lines(page) == [] and broken_cells(page) == [] and camel.no_sideways_scroll() and set(sideways) == {0}


@pytest.mark.parametrize("size", [*sorted(SCREENS), "phone"])
def test_how_it_works_presented_is_larger_alone_readable_and_stepped_by_keys(camel, size):
    """On a phone its table stacks each row, each value under its column's name."""
    camel.page.set_viewport_size(SCREENS.get(size, PHONE))
    camel.open()
    assert camel.page.is_hidden("#present")  # Camel Cards shows no steps
    camel.how_it_works()
    page = camel.page
    before = [font_size(page, selector) for selector in ("#step-text", "#step-title", "[data-solution] .line")]
    present(camel, "#how")
    after = [font_size(page, selector) for selector in ("#step-text", "#step-title", "[data-solution] .line")]
    assert all(big >= 1.4 * small for big, small in zip(after, before)), (before, after)
    assert alone(page, "#how") and page.is_visible("#step-table") and page.is_visible("[data-solution] .line.used")
    assert one_row(camel, "#step-previous", "#step-next", "#present")
    keys = (("ArrowRight", 2), ("Space", 3), ("ArrowRight", 4), ("ArrowLeft", 3), ("End", 6), ("Home", 1), ("Space", 2))
    for key, number in keys:
        page.keyboard.press(key)
        wait_step(page, number)
        assert readable(camel), number
    for number in (3, 4):
        page.keyboard.press("ArrowRight")
        wait_step(page, number)
    assert hash_of(page) == "#how&step=4"
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        assert camel.axe() == [], scheme
    page.keyboard.press("Escape")
    page.wait_for_selector("html:not([data-present])", state="attached")
    assert font_size(page, "#step-text") == before[0] and page.is_visible("#tab-camel") and step_on_show(page) == 4
    assert page.evaluate("document.fullscreenElement") is None and camel.console_errors == []


def test_the_replay_presented_steps_by_keys_and_leaving_full_screen_leaves(camel):
    camel.page.set_viewport_size(SCREENS["projector"])
    camel.open().play_crab(CRAB)
    camel.replay(2)
    page = camel.page
    before = font_size(page, "#replay-status")
    present(camel, "#replay")
    assert font_size(page, "#replay-status") >= 1.4 * before and alone(page, "#replay")
    last = int(page.get_attribute("#replay-round", "max"))
    ends = (("End", last), ("Home", 0), ("Space", 1))  # Home and End go to the first and the last round
    for key, number in (("ArrowRight", 1), ("Space", 2), ("ArrowLeft", 1), *ends, ("ArrowRight", 2)):
        page.keyboard.press(key)
        page.wait_for_function("n => document.getElementById('replay').dataset.round === String(n)", arg=number)
    assert hash_of(page) == "#crab&replay=2&round=2"
    assert camel.no_sideways_scroll() and camel.axe() == []
    for size in (SCREENS["projector"], PHONE):
        page.set_viewport_size(size)
        assert one_row(camel, "#replay-previous", "#replay-next", "#present") and camel.no_sideways_scroll()
    page.keyboard.press("Escape")  # (leaving the browser's full screen is the test below)
    page.wait_for_selector("html:not([data-present])", state="attached")
    assert page.get_attribute("#present", "aria-pressed") == "false" and page.is_visible("#crab-input")
    page.focus("#replay")  # outside presenting, Space plays and pauses the replay that has the focus
    for label in ("Pause", "Play"):
        page.keyboard.press("Space")
        page.wait_for_function("label => document.getElementById('replay-play').textContent === label", arg=label)
    assert camel.console_errors == []


def test_leaving_the_browsers_full_screen_leaves_presenting(camel):
    camel.open().how_it_works()
    present(camel, "#how")
    camel.page.wait_for_function("document.fullscreenElement !== null")
    camel.page.evaluate("document.exitFullscreen()")
    camel.page.wait_for_selector("html:not([data-present])", state="attached")
    assert camel.page.is_visible("#tab-how")


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
    assert all(big >= 1.4 * small for big, small in zip(after, before)), (before, after)
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


@pytest.mark.parametrize("size", [{"width": 1280, "height": 800}, {"width": 1366, "height": 768}])
def test_the_tabs_stay_where_they_are_as_present_is_offered_and_not(camel, size):
    camel.page.set_viewport_size(size)
    camel.open()
    page = camel.page
    across = ("left", "right")  # (a tab's introduction, of one line or two, may set the tabs lower or higher)
    where = [camel.box("#tab-camel")[side] for side in across]
    for tab, offered in (("#tab-how", True), ("#tab-code", False), ("#tab-how", True), ("#tab-camel", False)):
        page.click(tab)
        page.wait_for_selector(
            "#present" if offered else "#present[hidden]", state="visible" if offered else "attached"
        )
        assert [camel.box("#tab-camel")[side] for side in across] == where, tab
    assert page.locator("#present").is_hidden()


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
