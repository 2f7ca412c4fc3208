"""The core against the naive reference on random inputs, and junk that never escapes as a crash."""

from hypothesis import given, settings
from hypothesis import strategies as st

from camelcards_core.parsing import parse
from camelcards_core.problems import InvalidInput
from camelcards_core.ranking import rank
from camelcards_core.solution import Solution
from tests import naive
from tests.strategies import inputs, text_of


@settings(max_examples=300, deadline=None)
@given(inputs)
def test_totals_agree_with_the_naive_reference(bids):
    rows = list(bids.items())
    parsed = parse(text_of(rows))
    for part in (1, 2):
        assert rank(parsed, part).total == naive.total(rows, part)


@settings(max_examples=200, deadline=None)
@given(inputs, st.lists(st.integers(0, 59), max_size=20))
def test_repeated_lines_rank_consecutively_and_rows_add_up(bids, repeats):
    rows = list(bids.items())
    rows += [rows[i % len(rows)] for i in repeats]
    solution = Solution(parse(text_of(rows)))
    for part in (1, 2):
        assert solution.rankings[part].total == naive.total(rows, part)
        table = solution.rows(part)
        assert [row["rank"] for row in table] == list(range(1, len(rows) + 1))
        assert sum(int(row["winnings"]) for row in table) == solution.rankings[part].total
        assert sorted(row["line"] for row in table) == list(range(1, len(rows) + 1))


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
