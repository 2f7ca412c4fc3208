"""Ranks parsed hands under one part's rules: a plain sort of identity ints, the same on every runtime."""

from .rules import PARTS


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


class Ranking:
    """`distinct` holds the distinct hands, weakest first; `order` spreads them to every entry (repeats of a
    hand take consecutive ranks), so an entry's rank is its position in `order` + 1."""

    __slots__ = ("rules", "hands", "distinct", "total", "_order", "_rank")

    def __init__(self, rules, hands, distinct, total):
        self.rules = rules
        self.hands = hands
        self.distinct = distinct
        self.total = total
        self._order = None
        self._rank = None

    @property
    def order(self):
        if self._order is None:
            entries_of = self.hands.entries_of
            order = []
            for hand in self.distinct:
                order.extend(entries_of(hand))
            self._order = order
        return self._order

    def rank_of(self, entry):
        if self._rank is None:
            rank = [0] * len(self.hands)
            for position, e in enumerate(self.order, 1):
                rank[e] = position
            self._rank = rank
        return self._rank[entry]


def rank(hands, part):
    """Rank the hands for part 1 or 2 and total their winnings: rank × bid, summed, as an exact int."""
    rules = PARTS[part]
    identity = rules.identity
    hand_of = {identity(hand): hand for hand in hands.bid_of}
    ranked = spread(list(hand_of))
    ranked.sort()
    distinct = [hand_of[key] for key in ranked]
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
    return Ranking(rules, hands, distinct, total)
