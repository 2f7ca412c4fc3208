"""The same core files under the MicroPython build that the page ships, run headless by Node."""

import json

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from tests import naive
from tests.examples import CAMEL, CRAB
from tests.micropython import run, run_json
from tests.micropython.report import report
from tests.strategies import any_hand, any_rules, hands, text_of

REPORT = "import json\nfrom report import report\nprint(json.dumps(report(open('/input.txt').read())))\n"


def on_micropython(text, tmp_path):
    return run_json(REPORT, text, tmp_path=tmp_path)


def on_cpython(text):
    return report(text)


def test_micropython_is_the_runtime():
    assert run("import sys\nprint(sys.implementation.name)\n").strip() == "micropython"


@pytest.mark.parametrize(
    "text",
    [
        CAMEL,
        CAMEL.replace("\n", "\r\n") + "\n\n",
        "32T3K 765\nT55X5 684\nKK677\n\n32t3k 1\n",
        "AAAAA %d\nJJJJJ 3\n2233J 4\nJJ234 5\nAAAAA %d\n" % (2**80, 2**80),
        "32T3K 765\n32T3K 766\n",
        "",
    ],
)
def test_same_results_as_cpython(text, tmp_path):
    assert on_micropython(text, tmp_path) == on_cpython(text)


@settings(max_examples=10, deadline=None)
@given(st.dictionaries(hands, st.integers(0, 2**40), min_size=1, max_size=300))
def test_random_inputs_match_cpython(tmp_path_factory, bids):
    text = text_of(bids)
    assert on_micropython(text, tmp_path_factory.mktemp("mp")) == on_cpython(text)


RANKED = """
import json
from camelcards_core.parsing import parse
from camelcards_core.ranking import rank

hands = parse(open('/input.txt').read())
print(json.dumps([[ranked.order, str(ranked.total)] for ranked in (rank(hands, 1), rank(hands, 2))]))
"""


def test_input_already_in_rank_order_ranks_the_same(tmp_path):
    # MicroPython's quicksort pivots on the last element; an input in rank order must still rank correctly.
    from camelcards_core.parsing import parse
    from camelcards_core.ranking import rank

    labels = "23456789TJQKA"
    hands = parse(
        "".join(
            "%s%s%s%s%s %d\n" % (a, b, c, d, d, 1)
            for a in labels
            for b in labels[:4]
            for c in labels[:4]
            for d in labels[:3]
        )
    )
    ordered = "".join("%s %d\n" % (hands.cards[e], e + 1) for e in rank(hands, 1).order)
    again = parse(ordered)
    assert run_json(RANKED, ordered, tmp_path=tmp_path) == [
        [list(ranked.order), str(ranked.total)] for ranked in (rank(again, 1), rank(again, 2))
    ]


LINK = """import json
from camelcards_core.share import fragment, open_link
given = json.loads(open('/input.txt').read())
opened = json.loads(open_link(lambda: given['crafted'], given['read']))
read = json.loads(open_link(lambda: given['link'], given['read']))
print(json.dumps({'made': fragment(given['text'], 2), 'read': read, 'opened': opened}))
"""
# A crafted link: fields the page does not read (each said, with why), a step of digits int() refuses, a long one.
CRAFTED = "&part=3&replay=2&view=how&step=\u00b2&" + "x" * 50


@pytest.mark.parametrize(
    "text",
    [
        CAMEL + "AAAAA %d\n" % 2**90,
        # 2,000 hands repeat each other at distances far beyond MicroPython's default 256-byte window.
        "".join(
            "%s %d\n" % ("".join("AKQJT98765432"[(i * 7 + k * 3) % 13] for k in range(5)), i % 997) for i in range(2000)
        ),
    ],
)
def test_share_links_cross_between_runtimes(text):
    from camelcards_core.share import fragment, open_link
    from harness.page_facts import READ
    from tests.links import opened, read_fragment

    crafted = fragment(text, 1) + CRAFTED
    answer = run_json(LINK, json.dumps({"text": text, "link": fragment(text, 1), "crafted": crafted, "read": READ}))
    assert answer["read"] == opened(fragment(text, 1)) and read_fragment(fragment(text, 1)) == (text, 1, "camel", None)
    assert answer["opened"] == json.loads(open_link(lambda: crafted, READ)) and answer["opened"]["unread"]["more"] == 1
    assert read_fragment(answer["made"]) == (text, 2, "camel", None)


LINKS = """import json
from camelcards_core.share import make_link, open_link
given = json.loads(open('/input.txt').read())
cases, links, read = given['cases'], given['links'], given['read']
made = [json.loads(make_link(lambda: text, given['request'], None, lambda: code)) for text, code in cases]
print(json.dumps([[each, json.loads(open_link(lambda: link, read))] for each, link in zip(made, links)]))
"""


@settings(max_examples=10, deadline=None)
@example([("\u00a0", ""), ("0", "caf\u00e9"), ("\u00e9", "\u3000")])  # blanks beyond ASCII; a blank's last byte
@given(st.lists(st.tuples(st.text(min_size=1, max_size=20), st.text(max_size=20)), min_size=1, max_size=50))
def test_links_to_text_and_code_of_any_characters_are_made_and_read_as_on_cpython(cases):
    """MicroPython strips a str by its bytes, and only of ASCII's blanks: a blank's last byte once cut the "é" of
    "café" in two, and the link was refused with no reason; an input of a no-break space was shared."""
    from camelcards_core.share import make_link, open_link
    from harness.page_facts import READ

    request = json.dumps({"game": "camel", "part": 1})
    made = [json.loads(make_link(lambda t=text: t, request, None, lambda c=code: c)) for text, code in cases]
    links = [each.get("fragment", "") for each in made]
    given = {"cases": cases, "links": links, "request": request, "read": READ}
    # (as UTF-8: MicroPython's json reads an escaped pair of surrogates as two characters, where a page's text
    # comes whole)
    answer = run_json(LINKS, json.dumps(given, ensure_ascii=False))

    def read(made):  # (the runtimes deflate alike, not to the same bytes)
        return json.loads(open_link(lambda: made["fragment"], READ)) if "fragment" in made else made

    assert [[read(each), opened] for each, opened in answer] == [
        [read(each), json.loads(open_link(lambda f=link: f, READ))] for each, link in zip(made, links)
    ]


NUMBERS = """import json
from camelcards_core.numbers import read_number

def read(text):
    try:
        return read_number(text)
    except ValueError as error:
        return str(error)

print(json.dumps([read(text) for text in json.loads(open('/input.txt').read())]))
"""


def test_a_number_typed_with_blanks_of_any_kind_is_read_as_on_cpython():
    """An answer typed with an ideographic space after it (a Japanese keyboard's) or an em space before it:
    MicroPython's strip() knows only ASCII's blanks, and refused it."""
    from camelcards_core.blanks import BLANKS
    from camelcards_core.numbers import read_number

    typed = ["%s6,440%s" % (blank, blank) for blank in BLANKS] + ["\u30006\u2003440\u3000", "64x40", "\u2028"]

    def read(text):
        try:
            return read_number(text)
        except ValueError as error:
            return str(error)

    assert run_json(NUMBERS, json.dumps(typed, ensure_ascii=False)) == [read(text) for text in typed]
    assert [read(text) for text in typed[:-2]] == ["6440"] * (len(typed) - 2)


COMPARISONS = """
from camelcards_core.sorting import spread

class Counted:
    compared = 0

    def __init__(self, value):
        self.value = value

    def __lt__(self, other):
        Counted.compared += 1
        return self.value < other.value

ranked = spread([Counted(i) for i in range(2000)])
ranked.sort()
assert [c.value for c in ranked] == list(range(2000))
print(Counted.compared)
"""


def test_input_already_in_rank_order_is_spread_before_micropython_sorts_it():
    """MicroPython's list.sort is a quicksort pivoting on the last element: on 2,000 values already in
    order it would make 1,999,000 comparisons.  Spread first, it makes of the order of n·log n."""
    assert int(run(COMPARISONS)) < 2000 * 11 * 4


@given(st.lists(st.integers(), max_size=200))
def test_spread_reorders_without_losing_or_adding(values):
    from camelcards_core.sorting import spread

    assert sorted(spread(values)) == sorted(values)


RULES = """
import json
from camelcards_core.parsing import parse
from camelcards_core.ranking import rank
from camelcards_core.rules import custom

given = json.loads(open('/input.txt').read())
hands = parse(given['text'])
print(json.dumps([str(rank(hands, custom(order, joker)).total) for order, joker in given['rules']]))
"""


@settings(max_examples=10, deadline=None)
@given(
    st.lists(st.tuples(any_hand, st.integers(0, 2**70)), min_size=1, max_size=200, unique_by=lambda row: row[0]),
    st.lists(any_rules, min_size=1, max_size=8),
)
def test_any_rules_on_micropython_agree_with_the_naive_reference(rows, rules):
    totals = run_json(RULES, json.dumps({"text": text_of(rows), "rules": rules}))
    assert totals == [str(naive.total(rows, (order, joker or None))) for order, joker in rules]


WALK = """from camelcards_core.session import Session
s = Session()
s.solve(open('/input.txt').read())
print('[' + s.walk('{"part": 2}') + ',' + s.explain(2, 3) + ']')
"""


def test_the_walkthrough_and_the_sort_key_read_the_same_on_micropython():
    from camelcards_core.session import Session

    walked, explained = run_json(WALK, CAMEL)
    session = Session()
    session.solve(CAMEL)
    here = json.loads(session.walk({"part": 2}))
    for mine, theirs in zip(walked["steps"], here["steps"]):
        assert {k: v for k, v in mine.items() if k != "uses"} == {k: v for k, v in theirs.items() if k != "uses"}
    # MicroPython ranks hand by hand, and the steps name the functions that it runs.
    assert walked["steps"][3]["uses"] == [
        ["rules.py", "identity"],
        ["rules.py", "cards_value"],
        ["ranking.py", "_rank_portable"],
    ]
    assert explained == json.loads(session.explain(2, 3))


MISTAKES = """import json
from camelcards_core.mistaken import totals, ranks
from camelcards_core.parsing import parse
hands = parse(open('/input.txt').read())
print(json.dumps([[totals(hands, part), ranks(hands, part, ['tiebreak-poker'])] for part in (1, 2)]))
"""


@settings(max_examples=5, deadline=None)
@given(st.dictionaries(any_hand, st.integers(0, 2**40), min_size=1, max_size=200))
def test_every_mistakes_total_is_the_same_as_on_cpython(tmp_path_factory, bids):
    from camelcards_core.mistaken import ranks, totals
    from camelcards_core.parsing import parse

    hands = parse(text_of(bids))
    expected = [[[list(t) for t in totals(hands, part)], ranks(hands, part, ["tiebreak-poker"])] for part in (1, 2)]
    assert run_json(MISTAKES, text_of(bids), tmp_path=tmp_path_factory.mktemp("mp")) == expected


CRAB_MISTAKES = """import json
from camelcards_core.crab_game import play
from camelcards_core.crab_mistakes import scoring
from camelcards_core.crab_parsing import parse
from camelcards_core.crab_rules import to_end
decks = parse(open('/input.txt').read())
outcomes = {part: play(decks[0], decks[1], part) for part in (1, 2)}
print(json.dumps([to_end(scoring(decks[0], decks[1], part, outcomes)) for part in (1, 2)]))
"""


def test_every_crab_combat_mistakes_score_is_the_same_as_on_cpython(tmp_path):
    from camelcards_core.crab_game import play
    from camelcards_core.crab_mistakes import scoring
    from camelcards_core.crab_parsing import parse
    from camelcards_core.crab_rules import to_end

    decks = parse(CRAB)
    outcomes = {part: play(decks[0], decks[1], part) for part in (1, 2)}
    expected = [[list(each) for each in to_end(scoring(decks[0], decks[1], part, outcomes))] for part in (1, 2)]
    assert run_json(CRAB_MISTAKES, CRAB, tmp_path=tmp_path) == expected
