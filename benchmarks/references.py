"""Two straightforward solutions, for comparison only: `python references.py classes|keyed FILE` prints both
totals.  `classes` is a Hand class with __lt__, sorted, as a first solution is often written; `keyed` packs
type and cards into one int and sorts with sorted(key=…)."""

import sys
from collections import Counter

ORDERS = {1: "23456789TJQKA", 2: "J23456789TQKA"}


def kind(hand, part):
    counts = Counter(hand)
    jokers = counts.pop("J", 0) if part == 2 else 0
    counts = sorted(counts.values(), reverse=True) or [0]
    counts[0] += jokers
    return [[1, 1, 1, 1, 1], [2, 1, 1, 1], [2, 2, 1], [3, 1, 1], [3, 2], [4, 1], [5]].index(counts)


class Hand:
    def __init__(self, cards, bid, part):
        self.cards, self.bid, self.part = cards, bid, part
        self.kind = kind(cards, part)
        self.values = [ORDERS[part].index(c) for c in cards]

    def __lt__(self, other):
        return (self.kind, self.values) < (other.kind, other.values)


def classes(rows, part):
    ranked = sorted(Hand(cards, bid, part) for cards, bid in rows)
    return sum(rank * hand.bid for rank, hand in enumerate(ranked, 1))


def keyed(rows, part):
    order = ORDERS[part]

    def key(row):
        cards = row[0]
        packed = kind(cards, part)
        for c in cards:
            packed = packed * 16 + order.index(c)
        return packed

    return sum(rank * bid for rank, (_, bid) in enumerate(sorted(rows, key=key), 1))


if __name__ == "__main__":
    solve = {"classes": classes, "keyed": keyed}[sys.argv[1]]
    rows = [(line.split()[0], int(line.split()[1])) for line in open(sys.argv[2]) if line.strip()]
    for part in (1, 2):
        print("Part %d: %d" % (part, solve(rows, part)))
