"""Crab Combat: both parts against a naive recursive reference, loops, deep games, the command line, and a
game gone through round by round."""

import json
import sys

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from camelcards_core.crab_game import play
from camelcards_core.crab_parsing import parse
from camelcards_core.crab_rounds import Rounds
from tests.conftest import run_module
from tests.examples import CRAB
from tests.micropython import run_json
from tests.naive import combat


def solve(text, part):
    return play(*parse(text), part)


def test_the_example():
    assert solve(CRAB, 1).score == 306
    outcome = solve(CRAB, 2)
    assert (outcome.score, outcome.winner) == (291, 2)
    assert outcome.sub_games > 0 and outcome.max_depth >= 1


def test_plain_combat_that_loops_is_reported_not_hung():
    outcome = play([43, 19], [2, 29, 14], 1)
    assert outcome.winner is None and outcome.score is None
    assert "comes back after %d rounds" % outcome.rounds in outcome.describe()
    assert play([43, 19], [2, 29, 14], 2).winner == 1


def agrees(deck1, deck2):
    for part in (1, 2):
        outcome = play(deck1, deck2, part)
        assert (outcome.winner, outcome.deck, outcome.rounds) == combat(deck1, deck2, part == 2)
        assert bytes(outcome.record) == bytes(winners_of(deck1, deck2, part))[: outcome.rounds]


def winners_of(deck1, deck2, part):
    """Each round's winner of the outermost game, found by asking the reference who wins from each position."""
    deck1, deck2, winners = list(deck1), list(deck2), []
    for _ in range(play(deck1, deck2, part).rounds):
        a, b = deck1.pop(0), deck2.pop(0)
        if part == 2 and len(deck1) >= a and len(deck2) >= b:
            won = combat(deck1[:a], deck2[:b], True)[0]
        else:
            won = 1 if a > b else 2
        (deck1 if won == 1 else deck2).extend((a, b) if won == 1 else (b, a))
        winners.append(won)
    return winners


@settings(max_examples=300, deadline=None)
@given(
    st.permutations(list(range(1, 15))).flatmap(lambda cards: st.tuples(st.just(cards), st.integers(1, len(cards) - 1)))
)
# A sub-game in which player 2 keeps the highest card meets a round where a player holds exactly as many cards as
# the card drawn, and must start a sub-game of its own.
@example(([4, 11, 3, 8, 12, 10, 1, 6, 2, 13, 9, 7, 5], 6))
def test_both_parts_agree_with_the_naive_reference(case):
    cards, cut = case
    agrees(cards[:cut], cards[cut:])


# Small values start many sub-games; with repeats among them, the highest card of a sub-game may start one
# of its own, or be lost, so that holding it does not decide the sub-game.
small_decks = st.lists(st.integers(0, 6), min_size=1, max_size=8)


@settings(max_examples=400, deadline=None)
@given(small_decks, small_decks)
def test_zeros_duplicates_and_uneven_decks_agree_with_the_naive_reference(deck1, deck2):
    agrees(deck1, deck2)


def test_holding_the_highest_card_decides_a_sub_game_only_when_it_cannot_be_lost():
    agrees([5, 6, 4, 2, 2, 4], [1, 3, 4, 3, 1, 3])
    # Round 1 opens a sub-game of 2 and 6 cards whose highest card, player 2's 5, is below the 8 in play: it
    # may open a sub-game of its own and be lost, so player 2 may run out of cards.
    agrees([2, 1, 4], [6, 5, 3, 2, 3, 1, 3])


def test_a_repeat_is_found_where_it_first_happens():
    # Plain Combat that loops after a long lead-in: the round found is the first whose position comes back.
    for deck1, deck2 in [([43, 19], [2, 29, 14]), ([5, 8, 1, 3], [7, 2, 6, 4, 9]), ([1, 4, 7], [3, 2, 6, 5])]:
        agrees(deck1, deck2)


def deep_decks(depth):
    """Decks whose first round opens a sub-game whose first round opens another, `depth` games deep: each
    player's leading cards fall by two, and player 2 holds the highest card of every sub-game, so none is
    decided at once.  (Each game's second round replays the sub-game below, so the work doubles with depth.)"""
    cards1 = [2 * (depth - k) + 2 for k in range(1, depth + 1)]
    cards2 = [2 * (depth - k) + 3 for k in range(1, depth + 1)]
    return cards1 + [5000 + i for i in range(depth + 2)], cards2 + [10000 + i for i in range(depth + 3)]


def stack_depth():
    """The depth the stack is at here, as the recursion limit counts it: more than the Python frames above
    when a runner calls tests through C (pytest-xdist does), so it is found by going down to the limit."""

    def room(depth):
        try:
            return room(depth + 1)
        except RecursionError:
            return depth

    return sys.getrecursionlimit() - room(0)


def test_sub_games_deeper_than_the_call_stack_allows():
    deck1, deck2 = deep_decks(14)
    expected = combat(deck1, deck2, True)
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(stack_depth() + 10)  # ten frames to spare: fewer than the games are deep
    try:
        try:
            combat(deck1, deck2, True)
            overflowed = False
        except RecursionError:
            overflowed = True
        outcome = play(deck1, deck2, 2)
    finally:
        sys.setrecursionlimit(limit)
    assert overflowed, "the reference, which recurses, must overflow at this limit"
    assert outcome.max_depth == 14
    assert (outcome.winner, outcome.deck, outcome.rounds) == expected


def cli(*args, stdin):
    return run_module("camelcards_core.crab_combat", *args, "-", stdin=stdin.encode())


def test_cli():
    assert cli(stdin=CRAB).stdout.decode().startswith("Part 1: 306\nPart 2: 291\n")
    assert cli("--part", "2", stdin=CRAB).stdout == b"291\n"
    looping = cli("--part", "1", stdin="Player 1:\n43\n19\n\nPlayer 2:\n2\n29\n14\n")
    assert looping.returncode == 1 and b"no winner" in looping.stderr and looping.stdout == b""
    bad = cli(stdin="Player 1:\nx\n")
    assert bad.returncode == 2 and bad.stderr.startswith(b"line 2, column 1:")
    zero = cli(stdin="Player 1:\n0\n2\n\nPlayer 2:\n1\n3\n")
    assert zero.returncode == 2 and zero.stderr == b"line 2, column 1: card 0 is not dealt; cards are numbered from 1\n"


def test_same_results_on_micropython():
    script = (
        "from camelcards_core.crab_game import play\n"
        "from camelcards_core.crab_parsing import parse\n"
        "import json\n"
        "decks = parse(open('/input.txt').read())\n"
        "print(json.dumps([play(*decks, p).as_dict() for p in (1, 2)]))\n"
    )
    assert run_json(script, CRAB) == [solve(CRAB, p).as_dict() for p in (1, 2)]


PLAYS = """
import json
import sys
from camelcards_core.crab_game import play

games = []
for deck1, deck2 in json.loads(open('/input.txt').read()):
    for part in (1, 2):
        outcome = play(deck1, deck2, part)
        games.append([outcome.winner, outcome.deck, outcome.rounds])
print(json.dumps(games))
"""


@settings(max_examples=8, deadline=None)
@given(
    st.lists(
        st.one_of(
            st.permutations(list(range(1, 13))).map(lambda cards: (cards[: len(cards) // 2], cards[len(cards) // 2 :])),
            st.tuples(small_decks, small_decks),
        ),
        min_size=1,
        max_size=40,
    )
)
def test_both_parts_on_micropython_agree_with_the_naive_reference(deals):
    played = run_json(PLAYS, json.dumps(deals))
    expected = [list(combat(deck1, deck2, part == 2)) for deck1, deck2 in deals for part in (1, 2)]
    assert played == expected


HARD = (
    [27, 10, 1, 14, 44, 37, 36, 34, 9, 20, 13, 7, 43, 48, 39, 22, 31, 32, 42, 46, 35, 38, 49, 18, 29],
    [50, 25, 45, 24, 26, 15, 19, 28, 21, 12, 41, 30, 40, 8, 4, 11, 17, 2, 6, 5, 16, 3, 33, 47, 23],
)


def test_every_position_of_a_long_game_is_reached_from_its_record():
    from camelcards_core.crab_rounds import CHECKPOINT, Rounds

    rounds = Rounds(HARD[0], HARD[1], 1)
    assert rounds.rounds > 2 * CHECKPOINT  # several saved positions, reached out of order
    deck1, deck2 = list(HARD[0]), list(HARD[1])
    expected = [(deck1[:], deck2[:])]
    for _ in range(rounds.rounds):
        a, b = deck1.pop(0), deck2.pop(0)
        (deck1 if a > b else deck2).extend((a, b) if a > b else (b, a))
        expected.append((deck1[:], deck2[:]))
    for number in (rounds.rounds, 0, 2 * CHECKPOINT + 5, CHECKPOINT, CHECKPOINT - 1, 1):
        assert rounds.position(number) == expected[number]
        shown = rounds.round(number)
        assert shown["decks"] == [[str(c) for c in deck] for deck in expected[number]]
    assert rounds.round(rounds.rounds)["end"] == solve(text_of(HARD), 1).describe()


def text_of(decks):
    return "Player 1:\n%s\n\nPlayer 2:\n%s\n" % ("\n".join(map(str, decks[0])), "\n".join(map(str, decks[1])))


def test_each_round_says_what_decided_it_and_sub_games_are_reached_round_by_round():
    from camelcards_core.crab_rounds import Rounds

    deck1, deck2 = parse(CRAB)
    game = Rounds(deck1, deck2, 2)
    assert game.round(0)["next"] == {"cards": ["9", "5"], "winner": 1, "why": "9 is higher than 5"}
    decided = game.round(8)["next"]
    assert decided["sub_game"] == 9 and "a sub-game of 4 and 3 cards decides: player 2 wins it" in decided["why"]
    inner = Rounds(deck1, deck2, 2, [9])
    assert inner.round(0)["decks"] == [["9", "8", "5", "2"], ["10", "1", "7"]] and inner.path == [9]
    assert inner.winners() == "".join(map(str, winners_of([9, 8, 5, 2], [10, 1, 7], 2)))
    with pytest.raises(ValueError):
        Rounds(deck1, deck2, 2, [1])  # round 1 starts no sub-game
    # A game already played is gone through from its outcome, not played again, and leads into its sub-games alike.
    played = play(deck1, deck2, 2)
    assert Rounds(deck1, deck2, 2, (), played).outcome is played
    assert Rounds(deck1, deck2, 2, [9], played).round(0) == inner.round(0)


def test_the_page_plays_both_games_a_slice_at_a_time_and_goes_through_them_round_by_round():
    from camelcards_core.crab_session import CrabSession

    ticks = iter(range(10**9))
    session = CrabSession()
    assert json.loads(session.start("Player 1:\nx\n"))["problems"][0]["line"] == 2
    assert json.loads(session.start(text_of(HARD))) == {"cards": 50}
    answers = []
    while not answers or "games" not in answers[-1]:
        answers.append(json.loads(session.play(2, lambda: next(ticks))))
    assert len(answers) > 100 and answers[-2]["progress"]["part"] == 2
    assert [game["score"] for game in answers[-1]["games"]] == ["33003", "34298"]
    shown = json.loads(session.rounds(1, "[]"))
    assert shown["round"] == 0 and len(shown["winners"]) == shown["rounds"]
    assert json.loads(session.round(3))["decks"] == Rounds(HARD[0], HARD[1], 1).round(3)["decks"]
    session.start(text_of(HARD))
    late = iter(range(0, 10**9, 100))  # each reading of the clock a slice later than the one before
    late_start = json.loads(session.play(50, lambda: next(late)))["progress"]  # one step of the game, not none
    assert late_start["rounds"] > 0
    session.stop()
    assert session.games is None
