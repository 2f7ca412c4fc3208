"""Present: How it works and the Crab Combat replay alone on the screen for a room, type 1.4 times as large or
more, → and Space stepping forward, ← back, Escape (or Exit, the same at every size) leaving; readable on a
projector (1024×768), a large screen (1920×1080) and a phone (390×844): no code line cut off, no cell broken
mid-word, no sideways scroll, and clean for axe; and the tabs where they were as Present comes and goes.  The
Code tab's trace presented is test_present_trace.py's."""

import pytest

from tests.e2e.steps import (
    PHONE,
    SCREENS,
    broken_cells,
    cut_lines,
    font_size,
    hash_of,
    one_row,
    present,
    step_on_show,
    wait_step,
)
from tests.examples import CRAB

# Full screen, left and its window sized again, as the headless shell cannot (conftest.py).
pytestmark = pytest.mark.full_browser

LAPTOPS = ({"width": 1280, "height": 800}, {"width": 1366, "height": 768})


def alone(page, view):
    """Whether the view presented is the only thing on show (the tabs and the other tabs' panels out of sight)
    and fills the window."""
    box = page.locator(view).bounding_box()
    size = page.viewport_size
    others = ("#tab-camel", "#panel-camel", ".brand", "footer")
    return all(page.is_hidden(other) for other in others) and (box["width"], box["height"]) == (
        size["width"],
        size["height"],
    )


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
    present(camel, "#panel-how")
    after = [font_size(page, selector) for selector in ("#step-text", "#step-title", "[data-solution] .line")]
    assert all(big >= 1.4 * small for big, small in zip(after, before)), (before, after)
    assert (
        alone(page, "#panel-how") and page.is_visible("#step-table") and page.is_visible("[data-solution] .line.used")
    )
    assert one_row(camel, "#step-previous", "#step-next", "#present")
    page.evaluate("document.getElementById('panel-how').scrollTop = 1e6")  # its foot: the steps are in reach there
    assert camel.in_view("#step-next") and camel.in_view("#present")
    page.click("#step-next")
    wait_step(page, 2)
    page.click("#step-previous")
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
    fill = "id => getComputedStyle(document.getElementById(id)).backgroundColor"
    assert page.evaluate(fill, "present") != page.evaluate(fill, "replay-part-2")  # Exit is no chosen game
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
    present(camel, "#panel-how")
    camel.page.wait_for_function("document.fullscreenElement !== null")
    camel.page.evaluate("document.exitFullscreen()")
    camel.page.wait_for_selector("html:not([data-present])", state="attached")
    assert camel.page.is_visible("#tab-how")


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


def test_the_way_out_of_presenting_reads_the_same_at_every_size(camel):
    """Beside Next at every size, with Escape named for those who look for a key."""
    camel.open().code_tab()
    camel.step_through()
    present(camel, ".coding-game:has(#trace)")
    labels = set()
    for size in (*LAPTOPS, PHONE):
        camel.page.set_viewport_size(size)
        labels.add(camel.page.inner_text("#present"))
        assert one_row(camel, "#trace-prev", "#trace-next", "#present"), size
    assert labels == {"Exit"}
    assert camel.page.get_attribute("#present", "aria-keyshortcuts") == "Escape"
    assert "Esc" in camel.page.get_attribute("#present", "title")
    camel.page.keyboard.press("Escape")
    camel.page.wait_for_selector("html:not([data-present])", state="attached")
    assert camel.page.inner_text("#present") == "Present" and camel.page.get_attribute("#present", "title") is None
