"""The core against the naive reference on random inputs and rules, by both of its ways (the whole-input
way CPython takes and the hand-by-hand way MicroPython takes, forced here), and junk that never escapes as
a crash."""

from hypothesis import given, settings
from hypothesis import strategies as st

from camelcards_core.parsing import parse
from camelcards_core.problems import InvalidInput
from camelcards_core.ranking import rank
from camelcards_core.rules import custom
from camelcards_core.solution import Solution
from tests import naive
from tests.conftest import portable
from tests.strategies import any_hand, any_rules, inputs, text_of


@settings(max_examples=300, deadline=None)
@given(inputs)
def test_totals_agree_with_the_naive_reference(way, bids):
    rows = list(bids.items())
    parsed = parse(text_of(rows))
    for part in (1, 2):
        assert rank(parsed, part).total == naive.total(rows, part)


@settings(max_examples=300, deadline=None)
@given(inputs, any_rules, st.lists(st.integers(0, 59), max_size=10))
def test_any_rules_agree_with_the_naive_reference(way, bids, rules, repeats):
    rows = list(bids.items())
    rows += [rows[i % len(rows)] for i in repeats]
    order, joker = rules
    ranked = rank(parse(text_of(rows)), custom(order, joker))
    assert ranked.total == naive.total(rows, (order, joker or None))
    assert [rows[e][0] for e in ranked.order] == [
        hand for hand, _ in sorted(rows, key=lambda row: naive.key(row[0], (order, joker or None)))
    ]


@settings(max_examples=200, deadline=None)
@given(inputs, st.lists(st.integers(0, 59), max_size=20))
def test_repeated_lines_rank_consecutively_and_rows_add_up_with_both_parts_ranks(way, bids, repeats):
    rows = list(bids.items())
    rows += [rows[i % len(rows)] for i in repeats]
    solution = Solution(parse(text_of(rows)))
    for part in (1, 2):
        assert solution.rankings[part].total == naive.total(rows, part)
        table = solution.rows(part)
        assert [row["rank"] for row in table] == list(range(1, len(rows) + 1))
        assert sum(int(row["winnings"]) for row in table) == solution.rankings[part].total
        assert sorted(row["line"] for row in table) == list(range(1, len(rows) + 1))
        # Each row's rank in the other part: the place of its line when the lines are sorted, stably, by
        # the other part's key.
        other = sorted(range(len(rows)), key=lambda e: naive.key(rows[e][0], 3 - part))
        assert [row["other_rank"] for row in table] == [other.index(row["line"] - 1) + 1 for row in table]


@settings(max_examples=500, deadline=None)
@given(st.text(max_size=200) | st.binary(max_size=200).map(lambda b: b.decode("latin-1")))
def test_junk_parses_or_names_a_line(text):
    try:
        parse(text)
    except InvalidInput as error:
        assert error.problems
        count = max(1, len(text.split("\n")))
        for problem in error.problems:
            assert 1 <= problem.line <= count
            assert problem.column >= 1
            assert str(problem).startswith("line %d, column %d: " % (problem.line, problem.column))


def read(text):
    try:
        hands = parse(text)
    except InvalidInput as error:
        return [str(p) for p in error.problems]
    return list(hands.cards), list(hands.bids), list(hands.lines)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.tuples(any_hand, st.integers(0, 10**6), st.sampled_from(["", "0", " "])), min_size=1, max_size=40),
    st.sampled_from(["\n", "\r\n", "\r"]),
    st.booleans(),
    st.lists(st.integers(0, 39), max_size=5),
)
def test_both_ways_read_an_input_alike(rows, end, final, repeats):
    """Line ends, leading zeros, trailing spaces, repeated hands with one bid or two: the whole-input reading
    and the line-by-line one accept and refuse the same texts, with the same problems."""
    rows += [(rows[i % len(rows)][0], rows[i % len(rows)][1] + (i % 2), "") for i in repeats]
    text = end.join(
        "%s %s%d%s" % (hand, "0" if extra == "0" else "", bid, " " if extra == " " else "") for hand, bid, extra in rows
    )
    text += end if final else ""
    fast = read(text)
    with portable():
        assert read(text) == fast
