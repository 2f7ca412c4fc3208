"""Ranks parsed hands under one part's rules: a plain sort of identity ints, the same on every runtime."""

from .parsing import parse
from .rules import PARTS, TYPE_NAMES, TYPE_WEIGHT


def spread(values):
    """The values in golden-ratio stride order.  MicroPython's list.sort is a quicksort that pivots on the
    last element, so input that arrives already ranked would take quadratic time; spread out, it cannot."""
    n = len(values)
    if n < 3:
        return values
    step = int(n * 0.6180339887) | 1
    while _gcd(step, n) != 1:
        step += 2
    return [values[i * step % n] for i in range(n)]


def _gcd(a, b):
    while b:
        a, b = b, a % b
    return a


def _first_at_least(values, bound):
    """Index of the first of the sorted values that is at least `bound` (MicroPython has no bisect)."""
    low, high = 0, len(values)
    while low < high:
        middle = (low + high) // 2
        if values[middle] < bound:
            low = middle + 1
        else:
            high = middle
    return low


class Ranking:
    """`distinct` holds the distinct hands, weakest first, those of type t at distinct[bounds[t]:bounds[t + 1]].
    `order` lists every entry weakest first (repeats of a hand take consecutive ranks, in input order) and
    `ranks[entry]` is an entry's rank; both are made together, on first use."""

    __slots__ = ("rules", "hands", "distinct", "bounds", "total", "_order", "_ranks")

    def __init__(self, rules, hands, distinct, bounds, total):
        self.rules = rules
        self.hands = hands
        self.distinct = distinct
        self.bounds = bounds
        self.total = total
        self._order = None
        self._ranks = None

    @property
    def order(self):
        if self._order is None:
            self._place()
        return self._order

    @property
    def ranks(self):
        if self._ranks is None:
            self._place()
        return self._ranks

    def rank_of(self, entry):
        return self.ranks[entry]

    def type_counts(self):
        """Entries of each type, by type index: copies of a hand count each."""
        bounds, distinct, copies = self.bounds, self.distinct, self.hands.copies
        if not copies:
            return [bounds[t + 1] - bounds[t] for t in range(len(bounds) - 1)]
        return [sum(map(copies.__getitem__, distinct[bounds[t]:bounds[t + 1]])) for t in range(len(bounds) - 1)]

    def _place(self):
        """A counting sort: each distinct hand's first place follows from the copies of the hands below it, so
        one pass over the entries puts every entry in place, with no comparisons."""
        cards, copies = self.hands.cards, self.hands.copies
        if copies:
            place = {}
            position = 0
            for hand in self.distinct:
                place[hand] = position
                position += copies[hand]
            order = [0] * len(cards)
            ranks = [0] * len(cards)
            for entry, hand in enumerate(cards):
                position = place[hand]
                place[hand] = position + 1
                order[position] = entry
                ranks[entry] = position + 1
        else:
            place = {hand: position for position, hand in enumerate(self.distinct, 1)}
            ranks = [place[hand] for hand in cards]
            entry_of = {hand: entry for entry, hand in enumerate(cards)}
            order = [entry_of[hand] for hand in self.distinct]
        self._order, self._ranks = order, ranks


def rank(hands, part):
    """Rank the hands for part 1 or 2 and total their winnings: rank × bid, summed, as an exact int."""
    rules = PARTS[part]
    identity = rules.identity
    hand_of = {identity(hand): hand for hand in hands.bid_of}
    ranked = spread(list(hand_of))
    ranked.sort()
    distinct = [hand_of[key] for key in ranked]
    bounds = [_first_at_least(ranked, t * TYPE_WEIGHT) for t in range(len(TYPE_NAMES) + 1)]
    bid_of, copies = hands.bid_of, hands.copies
    total = 0
    position = 0
    if copies:
        for hand in distinct:
            n = copies[hand]
            # ranks position+1 … position+n, summed: n·position + n(n+1)/2
            total += (n * position + n * (n + 1) // 2) * bid_of[hand]
            position += n
    else:
        for hand in distinct:
            position += 1
            total += position * bid_of[hand]
    return Ranking(rules, hands, distinct, bounds, total)


def total_winnings(text, part):
    """The answer to one part of the puzzle, as an exact int."""
    return rank(parse(text), part).total
