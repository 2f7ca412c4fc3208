"""Check your answer: each known mistake, alone and with one from another part of the solution, against a
naive reference that makes it plainly; the verdict on a number, a number longer than any total too; and the
command line's --check."""

import json
from itertools import combinations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from camelcards_core.checking import CAMEL as WORDS
from camelcards_core.cli import camel_main
from camelcards_core.mistaken import check, most, moved, ranks, totals
from camelcards_core.mistakes import MISTAKES
from camelcards_core.numbers import read_number
from camelcards_core.parsing import parse
from camelcards_core.ranking import rank
from camelcards_core.rules import PARTS
from tests import naive
from tests.examples import CAMEL
from tests.strategies import inputs, text_of

# The contract: each mistake's id, the part of the solution it is in (as the naive reference, written from the
# contract, sorts them), and the puzzle parts it is made in.
STAGES = {"type": naive.TYPE_MISTAKES, "tie-break": naive.CARD_MISTAKES, "rank": {"rank-from-zero", "strongest-first"}}
ONLY = {"jack-lowest-in-part-1": 1} | {
    i: 2
    for i in STAGES["type"] | {"joker-still-jack", "tiebreak-on-substituted"}
    if i not in ("distinct-only", "max-count-only", "full-house-above-four")
}


def test_the_mistakes_are_the_contracts():
    assert {m.id: m.stage for m in MISTAKES} == {i: stage for stage, ids in STAGES.items() for i in ids}
    for mistake in MISTAKES:
        assert mistake.parts == ((ONLY[mistake.id],) if mistake.id in ONLY else (1, 2)), mistake.id
        assert mistake.says and mistake.rule


@pytest.mark.parametrize(
    "part, ids, number",
    [
        (1, ["ascii-order"], 6833),
        (1, ["distinct-only"], 4602),
        (1, ["tiebreak-from-right"], 6632),
        (1, ["rank-from-zero"], 4260),
        (1, ["strongest-first"], 6640),
        (2, ["one-joker-only"], 6632),
        (2, ["joker-joins-itself"], 6440),
        (2, ["rank-from-zero"], 3725),
        (2, ["strongest-first"], 7175),
        (2, ["tiebreak-poker"], 6168),
        (2, ["tiebreak-from-right"], 6168),
        (2, ["joker-joins-first"], 6168),
    ],
)
def test_the_puzzles_example_names_each_mistake_that_changes_it(part, ids, number):
    checked = check(parse(CAMEL), part, str(number))
    assert checked.verdict == "wrong" and ids in checked.matches


def pairs(part):
    """Every single mistake of `part` and every pair from two parts of the solution."""
    mine = [m for m in MISTAKES if part in m.parts]
    return [[m.id] for m in mine] + [sorted([a.id, b.id]) for a, b in combinations(mine, 2) if a.stage != b.stage]


@settings(max_examples=150, deadline=None)
@given(inputs, st.lists(st.integers(0, 59), max_size=6))
@example({"JJJJJ": 5, "22222": 9, "2JJJJ": 4, "KKJJ2": 7, "TTJJ2": 1, "AKQJT": 2, "J2345": 8}, [0])
def test_every_mistake_and_pair_gives_what_the_naive_reference_gives(bids, repeats):
    rows = [(hand, bid % 1000) for hand, bid in bids.items()]
    rows += [rows[i % len(rows)] for i in repeats]  # the same hand on several lines, with one bid
    hands = parse(text_of(rows))
    for part in (1, 2):
        found = {tuple(ids): total for ids, total in totals(hands, part)}
        assert sorted(found) == sorted(map(tuple, pairs(part)))
        for ids, total in found.items():
            assert total == naive.mistaken_total(rows, part, ids), ids


def test_a_right_answer_is_right_and_names_nothing():
    checked = check(parse(CAMEL), 2, "5905")
    assert checked.as_dict() == {"verdict": "right", "direction": None, "matches": []}


def test_the_other_parts_answer_is_named_first():
    checked = check(parse(CAMEL), 1, "5905")
    assert checked.as_dict() == {"verdict": "wrong", "direction": "too low", "matches": [["other-part"]]}


def test_a_number_no_mistake_gives_is_wrong_and_names_nothing():
    assert check(parse(CAMEL), 1, "1" + "0" * 30).as_dict() == {
        "verdict": "wrong",
        "direction": "too high",
        "matches": [],
    }


@settings(max_examples=100, deadline=None)
@given(inputs)
def test_no_total_right_or_mistaken_exceeds_the_bound(bids):
    hands = parse(text_of(bids))
    for part in (1, 2):
        assert rank(hands, PARTS[part]).total <= most(hands)
        assert all(total <= most(hands) for _, total in totals(hands, part))


def test_a_number_longer_than_any_total_is_too_high_without_being_read_as_an_int():
    checked = check(parse(CAMEL), 1, "9" * 1_000_000)  # CPython refuses to read it: over 4,300 digits
    assert checked.beyond and checked.as_dict() == {"verdict": "wrong", "direction": "too high", "matches": []}
    assert checked.sentence(WORDS).startswith(
        "9999999…999999999 (1,000,000 digits) is not the answer to part 1: it is too high, with more digits than"
        " any total of this input."
    )


def test_a_number_as_long_as_the_bound_is_checked_exactly():
    hands = parse("AAAAA 99\n")  # one hand: its total is the bound itself
    assert most(hands) == 99
    assert check(hands, 1, "99").verdict == "right" and not check(hands, 1, "99").beyond
    assert check(hands, 1, "98").direction == "too low"
    assert check(hands, 2, "99").verdict == "right"
    assert check(hands, 1, "100").beyond
    example = parse(CAMEL)
    at_the_bound = str(most(example))
    assert len(at_the_bound) == 5 and not check(example, 1, at_the_bound).beyond
    assert check(example, 1, at_the_bound + "0").beyond


def test_a_number_is_read_as_people_write_it():
    assert read_number(" 6,440 ") == read_number("6 440") == read_number("6_440") == read_number("006440") == "6440"
    assert read_number("6\u202f440") == read_number("6'440") == "6440" and read_number("000") == "0"
    for wrong in ("", " , ", "64 40x", "-6440", "6.44", "\u0666"):
        with pytest.raises(ValueError, match="whole number, such as 6440"):
            read_number(wrong)


def test_matches_are_every_single_and_pair_giving_the_number_singles_first():
    hands = parse(CAMEL)
    found = [ids for ids, total in totals(hands, 2) if total == 6168]
    matches = check(hands, 2, "6168").matches
    assert sorted(matches) == sorted(found) and all(ids == sorted(ids) for ids in matches)
    assert [len(ids) for ids in matches] == sorted(len(ids) for ids in matches)


@pytest.fixture
def example(tmp_path):
    path = tmp_path / "input.txt"
    path.write_text(CAMEL)
    return str(path)


def test_the_command_line_says_right_with_status_0(example, capsys):
    assert camel_main(["--check", "5905", "--part", "2", example]) == 0
    assert capsys.readouterr().out == "5905 is the right answer to part 2.\n"


def test_the_command_line_names_the_mistake_with_status_1(example, capsys):
    assert camel_main(["--check", "6833", example]) == 1
    out = capsys.readouterr().out
    assert out.startswith("6833 is not the answer to part 1: it is too high.")
    assert "\n  ascii-order\n    Cards are compared as characters" in out


def test_the_command_line_says_at_once_that_a_number_longer_than_any_total_is_too_high(example, capsys):
    assert camel_main(["--check", "1" + "0" * 999_999, example]) == 1
    assert capsys.readouterr().out.startswith(
        "1000000…000000000 (1,000,000 digits) is not the answer to part 1: it is too high, with more digits"
    )


def test_the_command_lines_json_is_the_contracts(example, capsys):
    assert camel_main(["--check", "6440", "--part", "2", "--json", example]) == 1
    said = json.loads(capsys.readouterr().out)
    assert said == check(parse(CAMEL), 2, "6440").as_dict()
    assert said["matches"][:2] == [["other-part"], ["joker-joins-itself"]]


def test_bad_input_under_check_exits_2(tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text("32T3X 765\n")
    from camelcards_core.cli import run

    assert run(camel_main, ["--check", "1", str(path)]) == 2


def test_check_refuses_your_rules(example):
    with pytest.raises(SystemExit) as exit:
        camel_main(["--check", "1", "--order", "AKQJT98765432", example])
    assert exit.value.code == 2


@settings(max_examples=100, deadline=None)
@given(inputs, st.sampled_from([m.id for m in MISTAKES]))
def test_the_hands_a_mistake_moves_are_those_it_ranks_otherwise(bids, mistake):
    rows = [(hand, bid % 1000) for hand, bid in bids.items()]
    hands = parse(text_of(rows))
    part = ONLY.get(mistake, 2)
    right = rank(hands, PARTS[part])
    assert ranks(hands, part) == [right.rank_of(i) for i in range(len(rows))]
    wrong = ranks(hands, part, [mistake])
    assert sum(r * bid for r, (_, bid) in zip(wrong, rows)) == naive.mistaken_total(rows, part, [mistake])
    count, first = moved(hands, part, [mistake], shown=3)
    differ = [i for i in range(len(rows)) if wrong[i] != right.rank_of(i)]
    assert count == len(differ) and first == [(i, right.rank_of(i), wrong[i]) for i in differ[:3]]
