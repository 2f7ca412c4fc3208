"""How it works: the core's own files shown as served, a step-through of the input (or of the example),
the sort key of a hand, and rules a visitor sets, carried by share links."""

import random

import pytest

from tests import naive
from tests.examples import CAMEL

FILES = ("rules.py", "ranking.py", "walkthrough.py")
ROWS = naive.rows(CAMEL)


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


def test_the_explanation_gives_the_sort_key(camel):
    camel.open().solve(CAMEL, part=2)
    said = camel.explain("KTJJT")
    assert "Its sort key is 5b9009: 5 for its type (four of a kind" in said
    assert "Rank 5 × bid 220 = winnings of 1,100." in said


@pytest.mark.parametrize("seed", [1, 2])
def test_rules_a_visitor_sets_give_the_reference_total(camel, seed):
    labels = list("AKQJT98765432")
    random.Random(seed).shuffle(labels)
    order, joker = "".join(labels), random.Random(seed).choice(labels + [""])
    camel.open().solve(CAMEL)
    camel.set_rules(order, joker)
    assert camel.total == str(naive.total(ROWS, (order, joker or None)))
    assert camel.rows and camel.rules_problem == ""


def test_a_bad_order_shows_no_total_and_says_why(camel):
    camel.open().solve(CAMEL)
    camel.set_rules("AKQJT9876543")
    assert camel.total is None
    assert camel.rules_problem == "the order must hold each of the 13 labels once: 2 is missing"
    camel.set_rules("AKQJT98765432", "X")
    assert camel.total is None and camel.rules_problem == "the joker must be one card label, or none; 'X' is not"
    camel.set_rules("AKQT98765432J", "J")
    assert camel.total == "5905"


def test_rules_come_back_after_a_reload_and_travel_in_share_links(camel):
    camel.open().solve(CAMEL)
    camel.set_rules("23456789TJQKA", "A")
    expected = camel.total
    link = camel.share_link()
    assert "part=custom&order=23456789TJQKA&joker=A" in link
    camel.open()
    assert camel.page.is_checked('input[name="part"][value="custom"]') and camel.total == expected
    camel.solve("32T3K 1\n", part=1)
    camel.page.goto(link)
    camel.page.wait_for_selector("html[data-ready]", state="attached")
    camel.settled()
    camel.page.wait_for_function("document.getElementById('total').dataset.value === '%s'" % expected)
    assert camel.page.input_value("#rules-order") == "23456789TJQKA" and camel.page.input_value("#rules-joker") == "A"


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_how_it_works_passes_axe(camel, scheme):
    camel.page.emulate_media(color_scheme=scheme)
    camel.open().how_it_works()
    camel.step().step().step()  # lines marked
    assert camel.axe() == []


def test_under_your_rules_the_chart_has_a_bar_for_each_set_of_rules_and_none_overlap(camel):
    camel.open().solve(CAMEL)
    camel.set_rules("23456789TJQKA", "A")
    camel.page.wait_for_function("document.querySelectorAll('#chart rect.bar3').length === 8")  # 7 types + legend
    boxes = camel.page.locator("#chart rect:has(title)").evaluate_all(
        "rects => rects.map(r => r.getBBox()).map(b => [b.y, b.y + b.height])"
    )
    boxes.sort()
    assert all(top >= bottom for (_, bottom), (top, _) in zip(boxes, boxes[1:]))
    assert camel.page.inner_text("#chart-box figcaption") == "Hands of each type, part 1 and part 2 against your rules"


def test_leaving_your_rules_takes_them_off_the_chart(camel):
    camel.open().solve(CAMEL)
    camel.set_rules("23456789TJQKA", "A")
    camel.page.wait_for_function("document.querySelectorAll('#chart rect.bar3').length === 8")
    camel.choose(2)
    camel.page.wait_for_function("document.querySelectorAll('#chart rect.bar3').length === 0")
    assert camel.page.inner_text("#chart-box figcaption") == "Hands of each type, part 1 against part 2"
    assert camel.total == str(naive.total(ROWS, 2))
    assert "your rules" not in camel.page.inner_text("#answer").lower()
