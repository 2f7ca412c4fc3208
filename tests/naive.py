"""A deliberately naive Camel Cards solver for the property tests: tries every joker substitution and
compares hands as tuples, sharing nothing with camelcards_core.  Rules are (order strongest first, joker)."""

from collections import Counter

SHAPES = [(1, 1, 1, 1, 1), (2, 1, 1, 1), (2, 2, 1), (3, 1, 1), (3, 2), (4, 1), (5,)]
PARTS = {1: ("AKQJT98765432", None), 2: ("AKQT98765432J", "J")}


def strength(hand):
    return SHAPES.index(tuple(sorted(Counter(hand).values(), reverse=True)))


def best_strength(hand, joker, labels):
    return max(strength(hand.replace(joker, label)) for label in labels if label != joker)


def key(hand, rules):
    """The sort key of a hand under `rules`: 1, 2, or (order, joker)."""
    order, joker = PARTS.get(rules, rules)
    kind = best_strength(hand, joker, order) if joker else strength(hand)
    return (kind, [-order.index(card) for card in hand])


def total(rows, rules):
    ranked = sorted(rows, key=lambda row: key(row[0], rules))
    return sum(rank * bid for rank, (_, bid) in enumerate(ranked, 1))
