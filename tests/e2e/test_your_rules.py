"""Your rules: any order of the labels and any joker give the naive reference's total, are checked as typed and
named when they are not rules, come back after a reload, travel in share links, and have bars of their own
in the chart."""

import random

import pytest

from tests import naive
from tests.examples import CAMEL

ROWS = naive.rows(CAMEL)


@pytest.mark.parametrize("seed", [1, 2])
def test_rules_a_visitor_sets_give_the_reference_total(camel, seed):
    labels = list("AKQJT98765432")
    random.Random(seed).shuffle(labels)
    order, joker = "".join(labels), random.Random(seed).choice(labels + [""])
    camel.open().solve(CAMEL)
    camel.set_rules(order, joker)
    assert camel.total == str(naive.total(ROWS, (order, joker or None)))
    assert len(camel.rows()) == 5 and camel.rules_problem == ""


@pytest.mark.parametrize(
    "order, joker, said",
    [
        ("AKQJT98765432A", "", "the order must hold each of the 13 labels once: A stands twice"),
        ("AKQJT 98765432", "", "a space is not a card label"),
        (
            "AKQJT98765432",
            "\U0001f600",
            "the joker must be one card label, or left empty for no joker; '\U0001f600' (U+1F600) is not",
        ),
    ],
)
def test_rules_typed_are_checked_as_typed(camel, order, joker, said):
    """Nothing typed is cut short or dropped by the fields: the core names what is wrong."""
    camel.open().solve(CAMEL)
    camel.set_rules(order, joker)
    assert camel.total is None and camel.rules_problem.startswith(said)


def test_a_paste_of_a_million_characters_in_the_rules_keeps_what_the_fields_can_mean(camel):
    camel.open().solve(CAMEL)
    camel.set_rules("AKQJT98765432")
    camel.paste(made_by="'Q'.repeat(1000000)", into="#rules-joker", wait=False)
    camel.settle(lambda: camel.paste(made_by="'A'.repeat(1000000)", into="#rules-order", wait=False))
    order, joker = camel.page.input_value("#rules-order"), camel.page.input_value("#rules-joker")
    assert (order, joker) == ("A" * 40, "Q" * 10)
    assert camel.total is None and camel.rules_problem.startswith("the order must hold each of the 13 labels once")


def test_a_bad_order_shows_no_total_and_says_why(camel):
    camel.open().solve(CAMEL)
    camel.set_rules("AKQJT9876543")
    assert camel.total is None
    assert camel.rules_problem == "the order must hold each of the 13 labels once: 2 is missing"
    camel.set_rules("AKQJT98765432", "X")
    assert (
        camel.total is None
        and camel.rules_problem == "the joker must be one card label, or left empty for no joker; 'X' is not"
    )
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
