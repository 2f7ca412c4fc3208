"""Explanations against first principles: counts add up, jokers join a largest group, and the stated
decider is the first difference a person would find by comparing the two hands."""

import json
from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from camelcards_core.explain import counts_of, decider, joker_note
from camelcards_core.rules import PARTS
from camelcards_core.session import Session
from tests import naive
from tests.examples import CAMEL
from tests.strategies import any_hand as hands


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
    assert [(n["side"], n["hand"], n["by"]) for n in part1["neighbours"]] == [("below", "32T3K", "type"), ("above", "KK677", "card")]


def test_copies_say_they_are_copies():
    session = Session()
    session.solve("AAAAA 2\nKKKKK 1\nAAAAA 2\n")
    explained = json.loads(session.explain(1, 0))
    assert explained["neighbours"][1]["by"] == "copy" and "line 3" in explained["neighbours"][1]["text"]
