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


def rows(text):
    """The (hand, bid) rows of a well-formed input, as `total` takes them."""
    return [(hand, int(bid)) for hand, bid in map(str.split, text.splitlines())]


def total(rows, rules):
    ranked = sorted(rows, key=lambda row: key(row[0], rules))
    return sum(rank * bid for rank, (_, bid) in enumerate(ranked, 1))


def combat(deck1, deck2, recursive):
    """Crab Combat: plays every sub-game in full by plain recursion, keeping every position seen.  (winner,
    winner's deck, rounds played); the winner is None when plain Combat repeats a position."""
    deck1, deck2, seen, rounds = list(deck1), list(deck2), set(), 0
    while deck1 and deck2:
        if (tuple(deck1), tuple(deck2)) in seen:
            return (1, deck1, rounds) if recursive else (None, [], rounds)
        seen.add((tuple(deck1), tuple(deck2)))
        a, b = deck1.pop(0), deck2.pop(0)
        rounds += 1
        if recursive and len(deck1) >= a and len(deck2) >= b:
            first = combat(deck1[:a], deck2[:b], True)[0] == 1
        else:
            first = a > b
        (deck1 if first else deck2).extend((a, b) if first else (b, a))
    return (1, deck1, rounds) if deck1 else (2, deck2, rounds)
