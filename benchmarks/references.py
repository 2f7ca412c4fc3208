"""Solutions for comparison only: `python references.py strong|keyed|classes|crab FILE` prints both
totals (or scores).  `strong` is a strong pure-Python program: one regular expression checks the whole input,
str.split splits it, a hand's cards are int(hand.translate(HEX), 16) and its type the signature Σ count²,
and sorted(range(n), key=keys.__getitem__) ranks.  `keyed` packs type and cards into one int and sorts
with sorted(key=…); `classes` is a Hand class with __lt__, as a first solution is often written.  `crab`
is a plain, correct Recursive Combat, and prints its score alone."""

import re
import sys
from collections import Counter

STRONG_ORDERS = {1: "23456789TJQKA", 2: "J23456789TQKA"}
HEX = {part: str.maketrans(order, "0123456789abc") for part, order in STRONG_ORDERS.items()}
SIGNATURE_TYPE = {5: 0, 7: 1, 9: 2, 11: 3, 13: 4, 17: 5, 25: 6}
VALID = re.compile(r"(?:[2-9TJQKA]{5} [0-9]+\n)*")


def strong(text):
    """Both parts' totals of a whole input."""
    if not VALID.fullmatch(text):
        raise ValueError("not a Camel Cards input")
    fields = text.split()
    hands, bids = fields[0::2], list(map(int, fields[1::2]))
    totals = []
    for part in (1, 2):
        table, keys = HEX[part], []
        for hand in hands:
            shaped = hand
            if part == 2 and "J" in hand and hand != "JJJJJ":
                rest = hand.replace("J", "")
                shaped = hand.replace("J", max(rest, key=rest.count))
            keys.append(SIGNATURE_TYPE[sum(map(shaped.count, shaped))] << 20 | int(hand.translate(table), 16))
        order = sorted(range(len(hands)), key=keys.__getitem__)
        totals.append(sum(rank * bids[i] for rank, i in enumerate(order, 1)))
    return totals


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


def crab(deck1, deck2, recursive):
    """Crab Combat as it is plainly written: deques, every position of a game kept as a tuple pair in a set,
    and each sub-game played on copies by recursion.  (winner, winner's deck)."""
    from collections import deque
    from itertools import islice

    deck1, deck2, seen = deque(deck1), deque(deck2), set()
    while deck1 and deck2:
        position = (tuple(deck1), tuple(deck2))
        if position in seen:
            return 1, deck1
        seen.add(position)
        card1, card2 = deck1.popleft(), deck2.popleft()
        if recursive and len(deck1) >= card1 and len(deck2) >= card2:
            winner = crab(islice(deck1, card1), islice(deck2, card2), True)[0]
        else:
            winner = 1 if card1 > card2 else 2
        if winner == 1:
            deck1.extend((card1, card2))
        else:
            deck2.extend((card2, card1))
    return (1, deck1) if deck1 else (2, deck2)


def crab_score(text):
    """The Recursive Combat score of a Crab Combat input."""
    sys.setrecursionlimit(100_000)
    decks = [list(map(int, block.split(":")[1].split())) for block in text.strip().split("\n\n")]
    _, deck = crab(decks[0], decks[1], True)
    return sum(card * (len(deck) - i) for i, card in enumerate(deck))


if __name__ == "__main__":
    if sys.argv[1] == "strong":
        totals = strong(open(sys.argv[2]).read())
    elif sys.argv[1] == "crab":
        totals = [crab_score(open(sys.argv[2]).read())]
    else:
        solve = {"classes": classes, "keyed": keyed}[sys.argv[1]]
        rows = [(line.split()[0], int(line.split()[1])) for line in open(sys.argv[2]) if line.strip()]
        totals = [solve(rows, part) for part in (1, 2)]
    for part, total in enumerate(totals, 1):
        print("Part %d: %d" % (part, total) if len(totals) > 1 else total)
