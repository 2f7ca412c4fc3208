"""What the known Camel Cards mistakes (mistakes.py) give: every single mistake's total and every pair's (two
mistakes from two parts of the solution), each variation's effect on every hand computed once, so that checking
them all costs one sort of ints a type-and-tie-break combination; the ranks a mistake gives each hand; and a
number checked against them (checking.py says the verdict)."""

from .checking import Check, settled
from .mistakes import BY_ID, MISTAKES
from .numbers import Number
from .ranking import rank
from .rules import PARTS
from .sorting import spread
from .variations import Hand, right_key, right_rank, right_type


def _places(keys):
    """Each key's place among the distinct keys: the same order, in ints small enough to pack."""
    place = {key: i for i, key in enumerate(sorted(set(keys)))}
    return [place[key] for key in keys]


def _order(types, places):
    """The hands' indexes, weakest first, ordered by type, then by the place of their tie-break key, then
    (still tied) as they stand in the input.  Each hand is one int (a small one on MicroPython, up to the
    live limit), sorted spread out (sorting.spread says why)."""
    n = len(types)
    packed = spread([(types[i] * n + places[i]) * n + i for i in range(n)])
    packed.sort()
    return [p % n for p in packed]


def _total(order, bids, ranked=right_rank):
    n = len(order)
    return sum(ranked(place, n) * bids[i] for place, i in enumerate(order, 1))


def _types(mistake, facts):
    return [mistake.vary(hand) for hand in facts] if mistake else [right_type(hand) for hand in facts]


def _keys(mistake, cards, part):
    tying = mistake.vary if mistake else right_key
    return _places([tying(hand, part) for hand in cards])


def totals(hands, part):
    """Every single mistake's total and every pair's (two mistakes from two parts of the solution) for
    `hands` (a parsed input) in `part`: a list of (ids in alphabetical order, total).  Each variation's
    effect on every hand is found once, and each order sorted once."""
    cards, bids = hands.cards, hands.bids
    facts = [Hand(hand, part) for hand in cards]
    mine = [m for m in MISTAKES if part in m.parts]
    types = [(m, _types(m, facts)) for m in [None] + [m for m in mine if m.stage == "type"]]
    keys = [(m, _keys(m, cards, part)) for m in [None] + [m for m in mine if m.stage == "tie-break"]]
    ranks = [m for m in mine if m.stage == "rank"]
    # A mistake that changes no hand here gives the order of the rule: each distinct order is sorted once.
    distinct_types, distinct_keys, orders = [], [], {}
    found = []
    for typing, typed in types:
        for tying, keyed in keys:
            which = (_first(distinct_types, typed), _first(distinct_keys, keyed))
            if which not in orders:
                orders[which] = _order(typed, keyed)
            ids = [m.id for m in (typing, tying) if m]
            if ids:
                found.append((sorted(ids), _total(orders[which], bids)))
            if len(ids) < 2:
                found += [(sorted(ids + [m.id]), _total(orders[which], bids, m.vary)) for m in ranks]
    return found


def _first(lists, values):
    """The index of the first of `lists` equal to `values`, which are added when none is."""
    for i, each in enumerate(lists):
        if each == values:
            return i
    lists.append(values)
    return len(lists) - 1


def ranks(hands, part, ids=()):
    """Each hand's rank, in input order, when the mistakes `ids` are made (none: the right ranks)."""
    chosen = {BY_ID[i].stage: BY_ID[i] for i in ids}
    facts = [Hand(hand, part) for hand in hands.cards]
    order = _order(_types(chosen.get("type"), facts), _keys(chosen.get("tie-break"), hands.cards, part))
    ranked = chosen["rank"].vary if "rank" in chosen else right_rank
    placed = [0] * len(order)
    for place, i in enumerate(order, 1):
        placed[i] = ranked(place, len(order))
    return placed


def moved(hands, part, ids, shown=5, right=None):
    """How many hands rank otherwise when the mistakes `ids` are made, and the first `shown` of them in
    input order, as (index, right rank, mistaken rank).  `right`: the right ranks, when found already."""
    return otherwise(right or ranks(hands, part), ranks(hands, part, ids), shown)


def otherwise(right, wrong, shown=5):
    """How many hands the ranks `wrong` (in input order) rank otherwise than `right`, and the first `shown`
    of them, as (index, right rank, mistaken rank)."""
    differ = [i for i in range(len(right)) if right[i] != wrong[i]]
    return len(differ), [(i, right[i], wrong[i]) for i in differ[:shown]]


def most(hands):
    """An int that no total exceeds, right or mistaken: every rank, as any mistake counts it, is at most the
    number of hands."""
    return len(hands) * sum(hands.bids)


def checklist(hands, part, shown=6):
    """The hands of this input whose type the commonest mistakes get wrong: for each known mistake of the type,
    the first hand it types otherwise, as (index, the right type), in input order."""
    facts = [Hand(hand, part) for hand in hands.cards]
    first = []
    for mistake in MISTAKES:
        if mistake.stage == "type" and part in mistake.parts:
            for i, hand in enumerate(facts):
                right = right_type(hand)
                if mistake.vary(hand) != right:
                    if i not in [entry for entry, _ in first]:
                        first.append((i, right))
                    break
    return sorted(first)[:shown]


def check(hands, part, digits, answers=None):
    """The number `digits` (as numbers.read_number reads it) checked against the answer to `part`: the
    checking.Check.  `answers`: both parts' right totals, when the caller has them already."""
    number = Number(digits, most(hands))
    answers = answers or {key: rank(hands, rules).total for key, rules in PARTS.items()}
    found = [] if settled(number, answers, part) else totals(hands, part)
    return Check(part, number, answers, found)
