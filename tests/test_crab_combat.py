"""Crab Combat: both parts against a naive recursive reference, loops, deep games and bad input."""

import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from camelcards_core.problems import InvalidInput
from camelcards_core.crab_combat import parse, play, solve
from tests.examples import CRAB
from tests.micropython import run_json


def naive(deck1, deck2, recursive, depth=0):
    """Plays every sub-game in full by plain recursion; None for a plain game that repeats."""
    deck1, deck2, seen = list(deck1), list(deck2), set()
    while deck1 and deck2:
        if (tuple(deck1), tuple(deck2)) in seen:
            return (1, deck1) if recursive else None
        seen.add((tuple(deck1), tuple(deck2)))
        a, b = deck1.pop(0), deck2.pop(0)
        if recursive and len(deck1) >= a and len(deck2) >= b:
            first = naive(deck1[:a], deck2[:b], True, depth + 1)[0] == 1
        else:
            first = a > b
        (deck1 if first else deck2).extend((a, b) if first else (b, a))
    return (1, deck1) if deck1 else (2, deck2)


def test_the_example():
    assert solve(CRAB, 1).score == 306
    outcome = solve(CRAB, 2)
    assert (outcome.score, outcome.winner) == (291, 2)
    assert outcome.sub_games > 0 and outcome.max_depth >= 1


def test_plain_combat_that_loops_is_reported_not_hung():
    outcome = play([43, 19], [2, 29, 14], 1)
    assert outcome.winner is None and outcome.score is None
    assert "repeats after %d rounds" % outcome.rounds in outcome.describe()
    assert play([43, 19], [2, 29, 14], 2).winner == 1


@settings(max_examples=300, deadline=None)
@given(st.permutations(list(range(1, 15))).flatmap(lambda cards: st.tuples(st.just(cards), st.integers(1, len(cards) - 1))))
def test_both_parts_agree_with_the_naive_reference(case):
    cards, cut = case
    deck1, deck2 = cards[:cut], cards[cut:]
    for part in (1, 2):
        outcome = play(deck1, deck2, part)
        expected = naive(deck1, deck2, part == 2)
        assert (None if outcome.winner is None else (outcome.winner, outcome.deck)) == expected


def deep_decks(depth):
    """Decks whose first round opens a sub-game whose first round opens another, `depth` games deep: each
    player's leading cards fall by two, and player 2 holds the highest card of every sub-game, so none is
    decided at once.  (Each game's second round replays the sub-game below, so the work doubles with depth.)"""
    cards1 = [2 * (depth - k) + 2 for k in range(1, depth + 1)]
    cards2 = [2 * (depth - k) + 3 for k in range(1, depth + 1)]
    return cards1 + [5000 + i for i in range(depth + 2)], cards2 + [10000 + i for i in range(depth + 3)]


def stack_depth():
    frame, depth = sys._getframe(), 0
    while frame:
        frame, depth = frame.f_back, depth + 1
    return depth


def test_sub_games_deeper_than_the_call_stack_allows():
    deck1, deck2 = deep_decks(14)
    expected = naive(deck1, deck2, True)
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(stack_depth() + 10)  # ten frames to spare: fewer than the games are deep
    try:
        try:
            naive(deck1, deck2, True)
            overflowed = False
        except RecursionError:
            overflowed = True
        outcome = play(deck1, deck2, 2)
    finally:
        sys.setrecursionlimit(limit)
    assert overflowed, "the reference, which recurses, must overflow at this limit"
    assert outcome.max_depth == 14
    assert (outcome.winner, outcome.deck) == expected


@pytest.mark.parametrize("text, line, column, words", [
    ("9\nPlayer 2:\n5\n", 1, 1, "expected 'Player 1:'"),
    ("Player 1:\n9\nx\n\nPlayer 2:\n5\n", 3, 1, "'x' is not part of a card"),
    ("Player 1:\n9\n-3\n\nPlayer 2:\n5\n", 3, 1, "'-' is not part of a card"),
    ("Player 1:\n9\n5\n\nPlayer 2:\n5\n", 6, 1, "card 5 is already dealt on line 3"),
    ("Player 1:\n\nPlayer 2:\n5\n", 1, 1, "player 1's deck is empty"),
    ("Player 1:\n9\n", 2, 1, "'Player 2:' and its deck are missing"),
    ("Player 2:\n9\n", 1, 1, "expected 'Player 1:' here"),
])
def test_bad_input_names_its_line(text, line, column, words):
    with pytest.raises(InvalidInput) as caught:
        parse(text)
    first = caught.value.problems[0]
    assert (first.line, first.column) == (line, column)
    assert words in first.message


def cli(*args, stdin):
    return subprocess.run([sys.executable, "-m", "camelcards_core.crab_combat", *args, "-"], input=stdin.encode(), capture_output=True)


def test_cli():
    assert cli(stdin=CRAB).stdout.decode().startswith("Part 1: 306\nPart 2: 291\n")
    assert cli("--part", "2", stdin=CRAB).stdout == b"291\n"
    looping = cli("--part", "1", stdin="Player 1:\n43\n19\n\nPlayer 2:\n2\n29\n14\n")
    assert looping.returncode == 1 and b"no winner" in looping.stderr and looping.stdout == b""
    bad = cli(stdin="Player 1:\nx\n")
    assert bad.returncode == 2 and bad.stderr.startswith(b"line 2, column 1:")


def test_same_results_on_micropython():
    script = (
        "from camelcards_core.crab_combat import solve\n"
        "import json\n"
        "text = open('/input.txt').read()\n"
        "print(json.dumps([solve(text, p).as_dict() for p in (1, 2)]))\n"
    )
    assert run_json(script, CRAB) == [solve(CRAB, p).as_dict() for p in (1, 2)]
