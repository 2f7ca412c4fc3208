"""Camel Cards rules as data: a card order and an optional joker; both parts share every function."""

TYPE_NAMES = (
    "high card",
    "one pair",
    "two pair",
    "three of a kind",
    "full house",
    "four of a kind",
    "five of a kind",
)
LABELS = "AKQJT98765432"

# The sum of count² over a hand's labels names its type uniquely: 5 (all different) up to 25 (five alike).
_TYPE_OF_SQUARES = {5: 0, 7: 1, 9: 2, 11: 3, 13: 4, 17: 5, 25: 6}
# A hand's identity is type · 13⁵ + its cards read as a base-13 number, so ranking is a plain sort of
# small ints (under 2²², a "small int" even on 32-bit MicroPython).
TYPE_WEIGHT = 13**5


class Rules:
    """One part's rules.  A table of card pairs reads an identity in three look-ups instead of five; it has
    169 entries, so it costs nothing at import, which is on the page's start path."""

    __slots__ = ("part", "order", "joker", "versus", "strength", "_pairs")

    def __init__(self, part, order, joker, versus):
        self.part = part
        self.order = order
        self.joker = joker
        self.versus = versus  # the part this one's table is compared with
        self.strength = {label: i for i, label in enumerate(order)}
        s = self.strength
        self._pairs = {a + b: s[a] * 13 + s[b] for a in order for b in order}

    def hand_type(self, hand):
        """Index into TYPE_NAMES; jokers join the largest group of other labels."""
        joker = self.joker
        if joker and joker in hand:
            rest = hand.replace(joker, "")
            if not rest:
                return 6
            largest = max(map(rest.count, rest))
            grown = largest + 5 - len(rest)
            return _TYPE_OF_SQUARES[sum(map(rest.count, rest)) - largest * largest + grown * grown]
        return _TYPE_OF_SQUARES[sum(map(hand.count, hand))]

    def identity(self, hand):
        """One int that orders hands exactly as the rules do."""
        pairs = self._pairs
        return self.hand_type(hand) * TYPE_WEIGHT + pairs[hand[:2]] * 2197 + pairs[hand[2:4]] * 13 + self.strength[hand[4]]

    def cards_value(self, hand):
        """The cards alone read as a base-13 number: the tie-break order, ignoring the type."""
        pairs = self._pairs
        return pairs[hand[:2]] * 2197 + pairs[hand[2:4]] * 13 + self.strength[hand[4]]

    def effective(self, hand):
        """The hand with its jokers replaced by the label they act as (the strongest of the most common)."""
        joker = self.joker
        if not joker or joker not in hand:
            return hand
        rest = hand.replace(joker, "")
        if not rest:
            return hand.replace(joker, self.order[-1])
        s = self.strength
        best = max(rest, key=lambda label: rest.count(label) * 13 + s[label])
        return hand.replace(joker, best)


PARTS = {
    1: Rules(1, "23456789TJQKA", None, 2),
    2: Rules(2, "J23456789TQKA", "J", 1),
}
