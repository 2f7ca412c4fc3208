"""A deliberately naive Camel Cards solver for the property tests: tries every joker substitution and
compares hands as tuples, sharing nothing with camelcards_core."""

from collections import Counter

SHAPES = [(1, 1, 1, 1, 1), (2, 1, 1, 1), (2, 2, 1), (3, 1, 1), (3, 2), (4, 1), (5,)]


def strength(hand):
    return SHAPES.index(tuple(sorted(Counter(hand).values(), reverse=True)))


def best_strength(hand):
    return max(strength(hand.replace("J", label)) for label in "AKQT98765432")


def key(hand, part):
    order = "23456789TJQKA" if part == 1 else "J23456789TQKA"
    kind = strength(hand) if part == 1 else best_strength(hand)
    return (kind, [order.index(card) for card in hand])


def total(rows, part):
    ranked = sorted(rows, key=lambda row: key(row[0], part))
    return sum(rank * bid for rank, (_, bid) in enumerate(ranked, 1))
