"""The calls the page makes, on either path: views sorted and filtered like a naive sort of the table,
pages that add up to the view, CSV that matches the rows, and problems that keep their lines."""

import csv
import io
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from camelcards_core.rules import TYPE_NAMES
from camelcards_core.session import CSV_HEADER, SORTS, Session
from tests import naive
from tests.examples import CAMEL
from tests.strategies import inputs, text_of


def solved(text):
    session = Session()
    session.solve(text)
    return session


def view(part, **rest):
    return json.dumps(dict(part=str(part), **rest))


def every_row(session, part, **rest):
    return json.loads(session.page(view(part, start=0, count=10**9, **rest)))["rows"]


def value(row, sort):
    return {"rank": None, "bid": int(row["bid"]), "winnings": int(row["winnings"]), "change": row["change"]}.get(sort)


def test_solve_gives_both_totals_and_type_counts():
    answer = json.loads(Session().solve(CAMEL))
    assert answer["hands"] == 5
    assert [answer["parts"][p]["total"] for p in "12"] == ["6440", "5905"]
    for part in "12":
        counts = answer["parts"][part]["types"]
        assert [c["type"] for c in counts] == list(reversed(TYPE_NAMES))
        assert sum(c["count"] for c in counts) == 5


def test_problems_come_back_with_their_lines():
    answer = json.loads(Session().solve("32T3K 765\nT55X5 684\n"))
    assert answer["problems"][0]["line"] == 2
    assert answer["problems"][0]["place"] == "line 2, column 4"
    assert answer["problems"][0]["message"].startswith("'X' is not a card label")


def test_a_failed_read_forgets_the_previous_solution():
    session = solved(CAMEL)
    session.solve("nonsense")
    assert session.solution is None and session.hands is None


@settings(max_examples=150, deadline=None)
@given(
    inputs,
    st.sampled_from(SORTS),
    st.booleans(),
    st.sampled_from(("",) + TYPE_NAMES),
    st.sampled_from(["", "J", "k", "QQ"]),
)
def test_views_match_a_naive_sort_and_filter_of_the_table(bids, sort, descending, kind, contains):
    session = solved(text_of(bids))
    for part in (1, 2):
        table = every_row(session, part)
        order = "23456789TJQKA" if part == 1 else "J23456789TQKA"
        expected = [r for r in table if (not kind or r["type"] == kind) and contains.upper() in r["hand"]]
        if sort == "hand":
            expected.sort(key=lambda r: ([order.index(c) for c in r["hand"]], r["rank"]))
        elif sort != "rank":
            expected.sort(key=lambda r: (value(r, sort), r["rank"]))
        if descending:
            expected.reverse()
        shown = every_row(session, part, sort=sort, descending=descending, kind=kind, contains=contains)
        assert [r["entry"] for r in shown] == [r["entry"] for r in expected]


def test_pages_cover_the_view_without_gaps():
    text = "".join("%s %d\n" % (a + b + "234", i) for i, (a, b) in enumerate((a, b) for a in "AKQJT" for b in "98765"))
    session = solved(text)
    seen = []
    start = 0
    while start < 25:
        page = json.loads(session.page(view(1, sort="bid", descending=True, start=start, count=7)))
        assert page["matched"] == 25 and page["start"] == start
        seen += [r["entry"] for r in page["rows"]]
        start += 7
    assert json.loads(session.page(view(1, start=99)))["rows"] == []
    assert seen == [r["entry"] for r in every_row(session, 1, sort="bid", descending=True)]


@settings(max_examples=100, deadline=None)
@given(inputs)
def test_table_ranks_agree_with_the_naive_order(bids):
    rows = list(bids.items())
    session = solved(text_of(rows))
    for part in (1, 2):
        ranked = sorted(rows, key=lambda row: naive.key(row[0], part))
        assert [r["hand"] for r in every_row(session, part)] == [hand for hand, _ in ranked]


def test_csv_matches_the_rows_of_the_same_view():
    session = solved(CAMEL)
    text = session.csv(view(2, sort="winnings", descending=True, kind="four of a kind"))
    records = list(csv.reader(io.StringIO(text)))
    assert records[0] == CSV_HEADER.split(",")
    rows = every_row(session, 2, sort="winnings", descending=True, kind="four of a kind")
    assert [r[:2] + r[4:6] for r in records[1:]] == [[str(r["rank"]), r["hand"], r["bid"], r["winnings"]] for r in rows]
    assert len(records) == 4


def test_an_unknown_sort_is_refused():
    with pytest.raises(ValueError):
        solved(CAMEL).page(view(1, sort="colour"))
