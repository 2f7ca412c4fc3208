"""Explanations against first principles: counts add up, jokers join a largest group, and the stated
decider is the first difference a person would find by comparing the two hands."""

import ast
import json
from collections import Counter
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from camelcards_core.explain import counts_of, decider, joker_note
from camelcards_core.rules import PARTS
from camelcards_core.session import Session
from tests import naive
from tests.examples import CAMEL
from tests.strategies import any_hand as hands
from tests.strategies import any_rules

CORE = Path(__file__).resolve().parents[1] / "camelcards_core"


def defined(file):
    """The names of the functions and methods defined in the core's `file`."""
    tree = ast.parse((CORE / file).read_text())
    return {node.name for node in ast.walk(tree) if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))}


@given(hands, st.sampled_from((1, 2)))
def test_counts_hold_every_card_but_the_jokers(hand, part):
    rules = PARTS[part]
    counts = counts_of(hand, rules)
    assert dict(counts) == {k: v for k, v in Counter(hand).items() if k != rules.joker}
    assert [c for _, c in counts] == sorted((c for _, c in counts), reverse=True)


@given(hands, hands, st.sampled_from((1, 2)))
def test_the_decider_is_the_first_thing_that_orders_the_two(a, b, part):
    found = decider(a, b, PARTS[part])
    kind_a, cards_a = naive.key(a, part)
    kind_b, cards_b = naive.key(b, part)
    if kind_a != kind_b:
        assert found["by"] == "type"
    elif a == b:
        assert found["by"] == "copy"
    else:
        first = next(i for i in range(5) if cards_a[i] != cards_b[i])
        assert found == {"by": "card", "position": first + 1}


@given(hands)
def test_jokers_join_a_largest_group(hand):
    note = joker_note(hand, PARTS[2])
    assert (note is None) == ("J" not in hand)
    assert joker_note(hand, PARTS[1]) is None
    if note and hand != "JJJJJ":
        rest = Counter(hand.replace("J", ""))
        joined = PARTS[2].effective(hand)[hand.index("J")]
        assert rest[joined] == max(rest.values())


def test_the_example_explained():
    session = Session()
    session.solve(CAMEL)
    entry = 3  # KTJJT, line 4
    part2 = json.loads(session.explain(2, entry))
    assert (part2["rank"], part2["other_rank"], part2["type"], part2["effective"]) == (5, 2, "four of a kind", "KTTTT")
    assert part2["counts"] == [["T", 2], ["K", 1]] and part2["jokers"] == 2
    assert "The 2 jokers join the largest group (T, twice)" in part2["joker_note"]
    [below] = part2["neighbours"]
    assert (below["side"], below["hand"], below["by"], below["position"]) == ("below", "QQQJA", "card", 1)
    assert "K beats Q" in below["text"]
    part1 = json.loads(session.explain(1, entry))
    assert part1["joker_note"] is None
    assert [(n["side"], n["hand"], n["by"]) for n in part1["neighbours"]] == [
        ("below", "32T3K", "type"),
        ("above", "KK677", "card"),
    ]


def test_copies_say_they_are_copies():
    session = Session()
    session.solve("AAAAA 2\nKKKKK 1\nAAAAA 2\n")
    explained = json.loads(session.explain(1, 0))
    assert explained["neighbours"][1]["by"] == "copy" and "line 3" in explained["neighbours"][1]["text"]


@given(hands, st.sampled_from((1, 2)) | any_rules)
def test_the_sort_key_is_the_type_then_one_strength_digit_a_card(hand, chosen):
    from camelcards_core.explain import sort_key
    from camelcards_core.rules import custom

    rules = PARTS[chosen] if chosen in (1, 2) else custom(*chosen)
    key = sort_key(hand, rules)
    kind, cards = naive.key(hand, chosen if chosen in (1, 2) else (chosen[0], chosen[1] or None))
    assert key["key"] == "%x" % kind + "".join("%x" % (12 + c) for c in cards)
    assert int(key["key"], 16) == rules.identity(hand)
    assert "%s→%x" % (hand[0], 12 + cards[0]) in key["sentence"]


def test_the_explanation_reads_the_sort_key_and_the_winnings():
    session = Session()
    session.solve(CAMEL)
    shown = json.loads(session.explain(2, 3))  # KTJJT: four of a kind with two jokers, rank 5, bid 220
    assert shown["key"]["key"] == "5b9009"
    said = " ".join(shown["sentences"])
    assert "Its sort key is 5b9009: 5 for its type (four of a kind" in said
    assert "K→b, T→9, J→0, J→0, T→9" in said and "each joker counts towards the type, yet as 0" in said
    assert "Rank 5 × bid 220 = winnings of 1,100." in said
    assert "×" not in " ".join(shown["sentences"][1:-1])  # counts are words ("twice"), never "2×3"


def test_the_walkthrough_of_the_example_ends_in_its_total():
    session = Session()
    session.solve(CAMEL)
    for part, total in ((1, "6,440"), (2, "5,905")):
        steps = json.loads(session.walk({"part": part}))["steps"]
        assert [step["title"] for step in steps] == [
            "Count each hand's labels",
            "Jokers join the largest group",
            "Group the hands by type, weakest first",
            "Within a type, compare card by card",
            "Rank × bid",
            "Add them up",
        ]
        assert steps[-1]["text"].endswith("= %s." % total)
        # the core's one number beside the readable solution's pair (its key(), on show beside the step)
        assert "sort key" in steps[3]["text"] and "the same as a pair" in steps[3]["text"]
        assert [row[1] for row in steps[4]["rows"]] == [row[0] for row in steps[3]["rows"]]  # rank order is key order
        for step in steps:  # each step names the core's functions that do it, each one defined where it says
            assert step["uses"], step["title"]
            for file, function in step["uses"]:
                assert function in defined(file), (step["title"], file, function)
    jokers = json.loads(session.walk({"part": 2}))["steps"][1]["rows"]
    assert ["KTJJT", "2 jokers", "KTTTT", "one pair", "four of a kind"] in jokers


def test_a_big_input_is_walked_on_a_sample_with_the_whole_total():
    from tests.strategies import LABELS

    text = "".join(
        "%s%s%s%s%s %d\n" % (LABELS[i % 13], LABELS[i // 13 % 13], LABELS[i // 169 % 13], "2", "3", i + 1)
        for i in range(500)
    )
    session = Session()
    session.solve(text)
    steps = json.loads(session.walk({"part": 1}))["steps"]
    assert len(steps[0]["rows"]) == 8 and "the first 8 of its 500 hands" in steps[0]["text"]
    assert steps[-1]["text"].endswith("all 500 hands together win %s." % format(naive.total(naive.rows(text), 1), ","))


def test_a_tie_broken_by_a_joker_says_the_joker_is_the_weakest_card():
    session = Session()
    session.solve("JKKK2 1\nQQQQ2 2\n")
    shown = json.loads(session.explain(2, 0))
    assert "Q beats J; the joker J is the weakest card for ties." in shown["neighbours"][0]["text"]


def test_a_joker_that_is_not_the_weakest_label_is_not_called_the_weakest():
    from camelcards_core.explain import sort_key
    from camelcards_core.rules import custom

    rules = custom("AKQJT98765432", "K")
    said = sort_key("KKQ23", rules)["sentence"]
    assert "yet as b, its own place in the order, when ties are broken" in said and "weakest card" not in said
    session = Session()
    session.solve(CAMEL)
    step = json.loads(session.walk({"part": "custom", "order": "AKQJT98765432", "joker": "K"}))["steps"][1]["text"]
    assert "its own place in the card order." in step and "weakest" not in step
    assert "its own place in the card order, the weakest." in json.loads(session.walk({"part": 2}))["steps"][1]["text"]
