"""Camel Cards, both parts: rank every hand by one key, then total rank × bid."""

from collections import Counter

# The rules as data: each part's card order, weakest first, and its joker.
ORDERS = {1: "23456789TJQKA", 2: "J23456789TQKA"}
JOKERS = {1: None, 2: "J"}


def hand_type(hand, joker):
    """The type as the label counts, largest first: [5] beats [4, 1] beats [3, 2] … beats [1, 1, 1, 1, 1]."""
    counts = sorted(Counter(card for card in hand if card != joker).values(), reverse=True) or [0]
    counts[0] += hand.count(joker) if joker else 0  # the jokers join the largest group of other labels
    return counts


def key(hand, part):
    """The type first, then each card's strength from the left."""
    return hand_type(hand, JOKERS[part]), [ORDERS[part].index(card) for card in hand]


def solve(text, part):
    hands = [line.split() for line in text.splitlines() if line.strip()]
    ranked = sorted(hands, key=lambda hand_bid: key(hand_bid[0], part))
    return sum(rank * int(bid) for rank, (hand, bid) in enumerate(ranked, 1))
