"""Check your answer for Crab Combat: each known mistake against a naive reference that makes it plainly, the
verdict on a number (a number longer than any score too), where a mistaken game leaves the right one, and the
command line's --check."""

import json
import random
import time

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from camelcards_core import crab_mistakes, crab_session
from camelcards_core.cli import crab_main
from camelcards_core.crab_game import play, playing
from camelcards_core.crab_mistakes import MISTAKES, checking, most, parting, rules_for, scoring
from camelcards_core.crab_parsing import parse
from camelcards_core.crab_rules import PUZZLE, to_end
from tests import naive
from tests.examples import CRAB

GAME = {
    "loser-card-first": (1,),
    "state-concatenated": (2,),
    "repeat-always": (2,),
    "repeat-after-round": (2,),
    "higher-card-first-after-sub-game": (2,),
    "shortcut-top-level": (2,),
    "shortcut-player-2": (2,),
    "shared-seen": (2,),
    "recurse-strict": (2,),
    "recurse-either": (2,),
    "subdeck-includes-drawn": (2,),
}
DECKS = parse(CRAB)


def check(deck1, deck2, part, number):
    outcomes = {each: play(deck1, deck2, each) for each in (1, 2)}
    return to_end(checking(deck1, deck2, part, str(number), outcomes))


def test_the_mistakes_are_the_contracts():
    assert {m.id: (m.stage, m.parts) for m in MISTAKES} == dict(
        {i: ("game", parts) for i, parts in GAME.items()}, **{"score-from-top": ("score", (1, 2))}
    )
    assert all(m.says and m.rule for m in MISTAKES)


@pytest.mark.parametrize(
    "part, mistake, score",
    [
        (1, "loser-card-first", 326),
        (2, "repeat-always", 80),
        (2, "higher-card-first-after-sub-game", 286),
        (2, "shared-seen", 328),
        (2, "recurse-strict", 306),
        (2, "recurse-either", 297),
        (2, "subdeck-includes-drawn", 345),
        (2, "score-from-top", 314),
    ],
)
def test_the_example_gives_what_each_mistake_gives(part, mistake, score):
    assert [mistake] in check(*DECKS, part, score).matches


def mistaken_scores(deck1, deck2, part):
    """Every mistake's score and every pair's, as a check finds them, and the right one's, by their ids."""
    outcomes = {each: play(deck1, deck2, each) for each in (1, 2)}
    scored = {tuple(ids): score for ids, score in to_end(scoring(deck1, deck2, part, outcomes))}
    scored[()] = outcomes[part].score
    return scored


def naive_score(deck1, deck2, part, ids):
    game = [i for i in ids if i != "score-from-top"]
    winner, deck = naive.mistaken_combat(deck1, deck2, part, game[0] if game else None, set())
    return naive.crab_score(deck, "score-from-top" if "score-from-top" in ids else None) if winner else None


dealt = st.permutations(list(range(1, 13))).flatmap(
    lambda cards: st.tuples(st.just(cards), st.integers(1, len(cards) - 1))
)


@settings(max_examples=150, deadline=None)
@given(dealt)
def test_each_mistake_and_pair_agrees_with_the_naive_reference(case):
    cards, cut = case
    deck1, deck2 = cards[:cut], cards[cut:]
    for part in (1, 2):
        scored = mistaken_scores(deck1, deck2, part)
        mine = [m for m in MISTAKES if part in m.parts]
        games = [m.id for m in mine if m.stage == "game"]
        # Each mistake alone, and each of the game with the one of the score.
        expected = (
            [()] + [(i,) for i in games + ["score-from-top"]] + [tuple(sorted([i, "score-from-top"])) for i in games]
        )
        assert sorted(scored) == sorted(expected)
        for ids, score in scored.items():
            assert score == naive_score(deck1, deck2, part, ids), (part, ids)


@settings(max_examples=150, deadline=None)
@given(dealt)
# A sub-game met again on the same decks, whose own sub-games count again; and an outermost game whose repeat
# the fast game sees a cycle late, after a sub-game begun past it.
@example(([2, 6, 3, 1, 11, 8, 4, 12, 10, 9, 7, 5], 5))
@example(([11, 7, 3, 2, 5, 10, 1, 8, 6, 9, 4], 5))
def test_the_rules_without_a_mistake_are_the_puzzles(case):
    cards, cut = case
    for part in (1, 2):
        real = play(cards[:cut], cards[cut:], part)
        # The puzzle's rules, as a mistake's are played: by every field of the rules, not the fast game.
        played = to_end(playing(cards[:cut], cards[cut:], PUZZLE[part].varied({})))
        assert (played.winner, played.deck, played.rounds) == (real.winner, real.deck, real.rounds)
        assert played.sub_games == real.sub_games


def test_a_mistaken_game_longer_than_the_cap_gives_no_answer():
    cards = list(range(1, 51))
    random.Random(9).shuffle(cards)
    deck1, deck2 = cards[:25], cards[25:]
    assert to_end(playing(deck1, deck2, rules_for(2, ["recurse-either"]))).winner is not None
    played = to_end(playing(deck1, deck2, rules_for(2, ["recurse-either"]), cap=1000))
    assert played.capped and played.winner is None


def test_a_right_answer_a_wrong_one_and_the_other_part():
    right_check = check(*DECKS, 1, 306)
    assert (right_check.verdict, right_check.direction, right_check.matches) == ("right", None, [])
    other = check(*DECKS, 1, 291)
    assert other.verdict == "wrong" and other.direction == "too low" and other.matches[0] == ["other-part"]
    nothing = check(*DECKS, 2, 1_000_000)
    assert nothing.direction == "too high" and nothing.matches == []


@settings(max_examples=100, deadline=None)
@given(dealt)
def test_no_score_right_or_mistaken_exceeds_the_bound(case):
    cards, cut = case
    deck1, deck2 = cards[:cut], cards[cut:]
    for part in (1, 2):
        outcomes = {each: play(deck1, deck2, each) for each in (1, 2)}
        scores = [score for _, score in to_end(scoring(deck1, deck2, part, outcomes))]
        assert all(score <= most(deck1, deck2) for score in scores + [outcomes[part].score] if score is not None)


def test_a_number_longer_than_any_score_is_too_high_without_a_game_played(monkeypatch):
    for module in (crab_session, crab_mistakes):
        monkeypatch.setattr(module, "scoring", None)  # no mistaken game is played
    session = crab_session.CrabSession()
    session.start(CRAB)
    session.play(60_000, time.monotonic)
    assert json.loads(session.check_start("9" * 1_000_000, 2)) == {"games": 0}  # over CPython's 4,300 digits
    said = json.loads(session.check_for(60_000, time.monotonic))["checked"]
    assert said == {
        "verdict": "wrong",
        "part": 2,
        "written": "9,999,999,…,999,999,999 (1,000,000 digits)",
        "direction": "too high",
        "beyond": True,
        "matches": [],
        "checklist": said["checklist"],
        "sentence": {
            "start": "9,999,999,…,999,999,999 (1,000,000 digits) is not the score of Recursive Combat: it is too high",
            "end": ", with more digits than any score of these decks.",
        },
        "brief": "9,999,999,…,999,999,999 (1,000,000 digits) is wrong: it is too high.",
        "nothing": "No known mistake, alone or with one in the score, gives it. These rules are the ones people"
        " most often get wrong:",
    }
    checked = check(*DECKS, 1, "9" * 1_000_000)
    assert checked.beyond and checked.as_dict() == {"verdict": "wrong", "direction": "too high", "matches": []}


def test_a_number_as_long_as_the_bound_is_checked_exactly():
    assert most(*DECKS) == 550  # the right scores, 306 and 291, have as many digits
    assert check(*DECKS, 1, "306").verdict == "right" and check(*DECKS, 2, "291").verdict == "right"
    assert check(*DECKS, 1, "291").matches == [["other-part"]] and not check(*DECKS, 1, "999").beyond
    assert check(*DECKS, 1, "1000").beyond
    one_card_each = ([2], [1])  # player 1 wins both cards: a score of 2 * 2 + 1 = 5 of a bound of 6
    outcomes = {each: play(*one_card_each, each) for each in (1, 2)}
    assert to_end(checking(*one_card_each, 1, "5", outcomes)).verdict == "right"
    assert to_end(checking(*one_card_each, 1, "10", outcomes)).beyond


def test_a_pair_of_a_game_mistake_and_the_score_is_named():
    deck1, deck2 = DECKS
    rules = rules_for(2, ["score-from-top", "shared-seen"])
    number = rules.score(to_end(playing(deck1, deck2, rules)).deck)
    assert ["score-from-top", "shared-seen"] in check(deck1, deck2, 2, number).matches


def test_the_first_round_where_a_mistaken_game_leaves_the_right_one():
    deck1, deck2 = DECKS
    record = play(deck1, deck2, 1).record
    assert to_end(parting(deck1, deck2, 1, ["loser-card-first"], record)) == (
        1,
        "player 1 takes both, and puts 5 under, then 9",
    )
    record = play(deck1, deck2, 2).record
    assert to_end(parting(deck1, deck2, 2, ["repeat-always"], record)) == (
        2,
        "the game ends before it, won by player 1",
    )
    assert to_end(parting(deck1, deck2, 2, ["score-from-top"], record)) is None
    round_, said = to_end(parting(deck1, deck2, 2, ["shared-seen"], record))
    real = play(deck1, deck2, 2)
    assert 1 <= round_ <= real.rounds and said.startswith("player")


@pytest.mark.parametrize(
    "argv, status, printed",
    [
        (["--check", "306"], 0, "306 is the right answer to part 1."),
        (["--check", "326"], 1, "loser-card-first"),
        (["--check", "291", "--part", "1"], 1, "other-part"),
    ],
)
def test_the_command_line_checks_an_answer(tmp_path, capsys, argv, status, printed):
    path = tmp_path / "crab.txt"
    path.write_text(CRAB)
    assert crab_main(argv + [str(path)]) == status
    assert printed in capsys.readouterr().out


def test_the_command_line_says_at_once_that_a_number_longer_than_any_score_is_too_high(tmp_path, capsys):
    path = tmp_path / "crab.txt"
    path.write_text(CRAB)
    assert crab_main(["--check", "9" * 1_000_000, "--part", "2", str(path)]) == 1
    assert capsys.readouterr().out.startswith(
        "9999999…999999999 (1,000,000 digits) is not the answer to part 2: it is too high, with more digits"
    )


def test_the_command_line_prints_json(tmp_path, capsys):
    path = tmp_path / "crab.txt"
    path.write_text(CRAB)
    assert crab_main(["--check", "80", "--part", "2", "--json", str(path)]) == 1
    said = json.loads(capsys.readouterr().out)
    assert said == {"verdict": "wrong", "direction": "too low", "matches": [["repeat-always"]]}


def test_a_session_plays_each_parts_mistaken_games_once_whatever_number_is_checked(monkeypatch):
    played = []

    def counted(deck1, deck2, part, outcomes):
        played.append(part)
        return (yield from scoring(deck1, deck2, part, outcomes))

    monkeypatch.setattr(crab_session, "scoring", counted)
    session = crab_session.CrabSession()
    session.start(CRAB)
    session.play(60_000, time.monotonic)
    checked = []
    for number, part in (("345", 2), ("80", 2), ("291", 2), ("326", 1), ("1", 2)):
        session.check_start(number, part)
        checked.append(json.loads(session.check_for(60_000, time.monotonic))["checked"]["matches"])
    session.start("Player 1:\n1\n3\n\nPlayer 2:\n2\n4\n")  # other decks: their own games
    session.play(60_000, time.monotonic)
    session.check_start("1", 1)
    session.check_for(60_000, time.monotonic)
    assert played == [2, 1, 1]
    assert [[match["ids"] for match in matches] for matches in checked] == [
        [["subdeck-includes-drawn"]],
        [["repeat-always"]],
        [],
        [["loser-card-first"]],
        [],
    ]
