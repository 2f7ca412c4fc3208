"""How it works: the core's own files shown as served, a step-through of the input (or of the example), each
step marking the functions it runs, and links to lines."""

import re

from tests.examples import CAMEL
from tests.server import ROOT

# The core's files shown, as the page lists them.
FILES = re.findall(r'class="source" data-source="([\w.]+)"', (ROOT / "site" / "index.html").read_text())


def test_the_source_shown_is_the_file_served(camel):
    camel.open().how_it_works()
    for name in FILES:
        served = camel.page.evaluate("url => fetch(url).then(r => r.text())", "./camelcards_core/" + name)
        shown = camel.page.evaluate(
            "name => document.querySelector(`[data-file='camelcards_core/${name}']`).textContent", name
        )
        assert shown == served and served.startswith('"""')
    assert camel.page.locator("[data-file] .hljs-keyword").count() > 50  # highlighted by highlight.js
    assert camel.offsite == [] and camel.console_errors == []


def test_chosen_while_the_page_starts_it_says_what_it_waits_for_then_walks(camel):
    camel.open()
    go_on = camel.open_starting(reload=True)
    camel.page.click("#tab-how")
    assert camel.page.is_disabled("#step-next") and camel.page.is_disabled("#step-previous")
    assert "once the page's Python is running" in camel.page.inner_text("#steps-about")
    go_on(answers=False)
    camel.page.wait_for_function("document.getElementById('step-title').textContent !== ''")
    assert camel.page.is_enabled("#step-next") and "the puzzle's example" in camel.page.inner_text("#steps-about")


def test_the_step_through_walks_the_example_when_there_is_no_input(camel):
    camel.open().how_it_works()
    assert "the puzzle's example" in camel.page.inner_text("#steps-about")
    title, text, rows = camel.step_shown
    assert (
        title == "1. Count each hand's labels"
        and ["32T3K", "3 twice, K once, T once, 2 once", "2+1+1+1", "one pair"] in rows
    )
    assert camel.page.is_disabled("#step-previous")
    for _ in range(5):
        camel.step()
    title, text, rows = camel.step_shown
    assert (
        title == "6. Add them up" and text == "The total winnings are the sum: 765 + 440 + 84 + 2,736 + 2,415 = 6,440."
    )
    assert camel.page.is_disabled("#step-next")
    camel.step("#step-previous")
    assert camel.step_shown[2][0] == ["1", "32T3K", "765", "765"]
    assert camel.page.get_attribute("#step", "aria-live") == "polite"


def test_each_step_marks_the_functions_it_runs(camel):
    camel.open().how_it_works()
    camel.step().step().step()  # within a type: the sort key
    marked = camel.page.locator(".source:not([hidden]) .line.used").all_text_contents()
    assert any(line.lstrip().startswith("def identity(") for line in marked)
    assert any(line.lstrip().startswith("def cards_value(") for line in marked)


def test_the_step_through_walks_the_input_under_the_rules_chosen(camel):
    camel.open().solve(CAMEL, part=2)
    camel.how_it_works()
    assert "On your input, under part 2" in camel.page.inner_text("#steps-about")
    camel.step()
    assert ["KTJJT", "2 jokers", "KTTTT", "one pair", "four of a kind"] in camel.step_shown[2]


def test_a_line_link_opens_its_line(camel):
    camel.open("#ranking.py-L12")
    camel.page.wait_for_function("document.getElementById('tab-how').getAttribute('aria-selected') === 'true'")
    line = camel.page.wait_for_selector("#ranking\\.py-L12", state="visible", timeout=120_000)
    box, view = line.bounding_box(), camel.page.locator(".source[data-source='ranking.py']").bounding_box()
    assert view["y"] <= box["y"] and box["y"] + box["height"] <= view["y"] + view["height"]
    assert (
        camel.page.get_attribute(".source[data-source='ranking.py'] .gutter a:nth-child(12)", "href")
        == "#ranking.py-L12"
    )


def test_on_a_phone_no_hand_or_heading_breaks_mid_word(camel):
    """Each cell of a step's table breaks only at its spaces, and a hand, a key or a row of digits not at all."""
    camel.page.set_viewport_size({"width": 390, "height": 844})
    camel.open().how_it_works()
    for _ in range(5):
        broken = camel.page.evaluate(
            """() => [...document.querySelectorAll('#step-table td, #step-table th')].filter(cell => {
                 const range = document.createRange(); range.selectNodeContents(cell);
                 const lines = new Set([...range.getClientRects()].map(r => Math.round(r.top))).size;
                 const words = cell.textContent.trim().split(/\\s+/);
                 return lines > (cell.matches('th, .words') ? words.length : 1)
                   || (lines > 1 && words.some(word => { const probe = document.createRange();
                        const text = cell.firstChild, at = text.textContent.indexOf(word);
                        probe.setStart(text, at); probe.setEnd(text, at + word.length);
                        return new Set([...probe.getClientRects()].map(r => Math.round(r.top))).size > 1; }));
               }).map(cell => cell.textContent)"""
        )
        assert broken == []
        assert camel.no_sideways_scroll()
        camel.step()
