"""Ranks parsed hands under one set of rules: the total, and the order of every entry, weakest first.

Two ways to the same answer, chosen by what the runtime has.  On CPython and Pyodide every hand's identity
comes from whole-input operations (Rules.identities) and one sort with a C-level key orders the entries.
MicroPython, which lacks those operations, takes the portable way: distinct hands' identities, a plain
sort of ints, and a counting pass that places the entries."""

from .rules import FAST, PARTS, TYPE_NAMES, TYPE_WEIGHT
from .sorting import first_at_least, spread

if FAST:
    from itertools import accumulate
    from operator import itemgetter

TYPES = len(TYPE_NAMES)


class Conflict(ValueError):
    """Two lines hold the same hand with different bids: the order of the copies would be undefined."""


class Ranking:
    """The total, and `order`: every entry (input line) weakest first, repeats of a hand consecutively in
    input order, so that `order` is sorted by (identity, entry); the entries of type t are
    order[bounds[t]:bounds[t + 1]].  `keys[entry]` is an entry's identity; `ranks[entry]`, its rank, is
    made on first use."""

    __slots__ = ("rules", "hands", "order", "bounds", "total", "keys", "_ranks", "_searches")

    def __init__(self, rules, hands, order, bounds, total, keys):
        self.rules = rules
        self.hands = hands
        self.order = order
        self.bounds = bounds
        self.total = total
        self.keys = keys
        self._ranks = None
        self._searches = 0

    @property
    def ranks(self):
        if self._ranks is None:
            ranks = [0] * len(self.order)
            for place, entry in enumerate(self.order, 1):
                ranks[entry] = place
            self._ranks = ranks
        return self._ranks

    def rank_of(self, entry):
        """An entry's rank.  A page of rows needs a few hundred, and making all of a million costs a Python
        step each, so the first are found by a binary search of `order`; once the searches have cost about
        as much as making them all (a search is some log2(n) steps, each about four of the making's), every
        rank is made, as a whole table or file of rows needs."""
        if self._ranks is None:
            n = len(self.order)
            bits = len(bin(n)) - 2  # (MicroPython's ints have no bit_length)
            if 4 * bits * self._searches < n:
                self._searches += 1
                keys = self.keys
                return first_at_least(self.order, (keys[entry], entry), lambda e: (keys[e], e)) + 1
        return self.ranks[entry]

    def type_counts(self):
        """Entries of each type, by type index."""
        bounds = self.bounds
        return [bounds[t + 1] - bounds[t] for t in range(TYPES)]


def _rank_fast(hands, rules):
    """One sort with a C-level key orders the entries, and the bids are gathered in rank order by one call."""
    keys, types = rules.identities(hands.joined())
    n = len(keys)
    order = sorted(range(n), key=keys.__getitem__)
    gather = itemgetter(*order) if n > 1 else (lambda values: [values[e] for e in order])
    ranked = gather(hands.bids)
    # Σ rank × bid, as the sum of every suffix's sum of bids: additions alone.
    total = sum(accumulate(reversed(ranked)))
    bounds = [0] + list(accumulate(types.count(t) for t in range(TYPES)))
    return Ranking(rules, hands, order, bounds, total, keys)


def _rank_portable(hands, rules):
    """Identities of every entry, a dict from each to its entries (int keys, which MicroPython hashes fast),
    and one plain sort of the distinct identities, spread first.  Grouping the entries by hand finds a hand
    with two bids, which raises Conflict."""
    cards, bids = hands.cards, hands.bids
    keys = list(map(rules.identity, cards))
    last = dict(zip(keys, range(len(keys))))
    ranked = spread(list(last))
    ranked.sort()
    if len(last) == len(keys):
        order = [last[key] for key in ranked]
        before = range(len(order) + 1)
    else:
        # Some hand stands on several lines: its entries take consecutive places, in input order.
        groups = {}
        for entry, key in enumerate(keys):
            group = groups.get(key)
            if group is None:
                groups[key] = [entry]
            elif bids[group[0]] != bids[entry]:
                raise Conflict()
            else:
                group.append(entry)
        order, before = [], [0]
        for key in ranked:
            order += groups[key]
            before.append(len(order))
    bounds = [before[first_at_least(ranked, t * TYPE_WEIGHT)] for t in range(TYPES + 1)]
    total = 0
    for place, entry in enumerate(order, 1):
        total += place * bids[entry]
    return Ranking(rules, hands, order, bounds, total, keys)


def rank(hands, rules):
    """Rank the hands under `rules` (a Rules, or 1 or 2 for the puzzle's parts) and total their winnings:
    rank × bid, summed, as an exact int.  On MicroPython, a hand that stands on two lines with two bids
    raises Conflict (reading checks for one on the other runtimes)."""
    if not hasattr(rules, "identity"):
        rules = PARTS[rules]
    ranking = hands.ranked.get(rules.key) if rules is PARTS.get(rules.key) else None
    if ranking is None:
        ranking = (_rank_fast if FAST else _rank_portable)(hands, rules)
    return ranking
