"""Camel Cards rules as data: a card order and an optional joker.  Part 1, part 2 and any rules a person
sets are three values of one class, and every function takes them as a parameter."""

from array import array
from sys import byteorder

from .labels import JOKER, LABELS, ORDERS
from .problems import describe
from .words import listed, times

# Whether the runtime has what whole-input operations need (CPython and Pyodide do; MicroPython has neither
# bytes.maketrans nor extended slice assignment, and goes hand by hand).
FAST = hasattr(bytes, "maketrans")

# Each type, weakest first: its name, and its shape (how often each label of a hand appears, largest first).
TYPES = (
    ("high card", (1, 1, 1, 1, 1)),
    ("one pair", (2, 1, 1, 1)),
    ("two pair", (2, 2, 1)),
    ("three of a kind", (3, 1, 1)),
    ("full house", (3, 2)),
    ("four of a kind", (4, 1)),
    ("five of a kind", (5,)),
)
TYPE_NAMES = tuple(name for name, _ in TYPES)
SHAPES = tuple(shape for _, shape in TYPES)

# Ways of telling a type from its shape, each unique to a type: the sum of count² over the labels (5 for all
# different up to 25 for five alike), the number of equal pairs among the five cards, and the number of
# different labels with the size of the largest group (as 8 × labels + size: a small int).
_TYPE_OF_SQUARES = {sum(count * count for count in shape): t for t, shape in enumerate(SHAPES)}
_TYPE_OF_PAIRS = {sum(count * (count - 1) // 2 for count in shape): t for t, shape in enumerate(SHAPES)}
_TYPE_OF_GROUPS = {8 * len(shape) + shape[0]: t for t, shape in enumerate(SHAPES)}
# A hand's identity: its type, then one hex digit a card, its strength under the rules (0 the weakest), so
# that ranking is a plain sort of small ints (under 2²³, a "small int" even on 32-bit MicroPython) and the
# identity written in hex reads as the sort key: 5b9009 is four of a kind, K, T, J, J, T in part 2.
TYPE_WEIGHT = 16**5


def type_of_counts(counts):
    """The type of five cards whose labels appear `counts` times."""
    return _TYPE_OF_SQUARES[sum(count * count for count in counts)]


class InvalidRules(ValueError):
    """Rules a person set that are not rules: the message says what to change."""


class Rules:
    """One set of rules.  `order` lists the labels strongest first and sets the tie-break; `joker`, when
    set, joins the largest group of other labels for the type.  `name` is how sentences speak of them,
    `key` how the page and the command line do, and `versus` is the key of the rules that tables compare
    these with.  A table of card pairs reads an identity in three look-ups instead of five; it has 169
    entries, so it costs nothing at import, which is on the page's start path."""

    __slots__ = ("key", "name", "order", "joker", "versus", "strength", "_pairs", "_tables")

    def __init__(self, key, name, order, joker, versus):
        self.key = key
        self.name = name
        self.order = order
        self.joker = joker or None
        self.versus = versus
        self.strength = {label: 12 - i for i, label in enumerate(order)}
        s = self.strength
        self._pairs = {a + b: s[a] * 16 + s[b] for a in order for b in order}
        self._tables = None

    def hand_type(self, hand):
        """Index into TYPES; jokers join the largest group of other labels."""
        joker = self.joker
        if joker and joker in hand:
            rest = hand.replace(joker, "")
            if not rest:
                return len(TYPES) - 1  # all jokers: the strongest type
            largest = max(map(rest.count, rest))
            grown = largest + 5 - len(rest)
            return _TYPE_OF_SQUARES[sum(map(rest.count, rest)) - largest * largest + grown * grown]
        # The number of different labels tells the largest group at once for five, four or one of them
        # (MicroPython, which ranks hand by hand, finds it in half the time of the counts); with three or two,
        # the largest group is among the first three cards.
        distinct = len(set(hand))
        if distinct == 2:
            first = hand.count(hand[0])
            largest = max(first, 5 - first)
        elif distinct == 3:
            largest = max(hand.count(hand[0]), hand.count(hand[1]), hand.count(hand[2]))
        else:
            largest = 6 - distinct
        return _TYPE_OF_GROUPS[8 * distinct + largest]

    def cards_value(self, hand):
        """The cards alone, one hex digit each: the tie-break order, ignoring the type."""
        pairs = self._pairs
        return pairs[hand[:2]] * 4096 + pairs[hand[2:4]] * 16 + self.strength[hand[4]]

    def identity(self, hand):
        """One int that orders hands exactly as the rules do."""
        return self.hand_type(hand) * TYPE_WEIGHT + self.cards_value(hand)

    def effective(self, hand):
        """The hand with its jokers replaced by the label they act as (the strongest of the most common)."""
        joker = self.joker
        if not joker or joker not in hand:
            return hand
        rest = hand.replace(joker, "")
        if not rest:
            return hand.replace(joker, self.order[0] if self.order[0] != joker else self.order[1])
        s = self.strength
        best = max(rest, key=lambda label: rest.count(label) * 13 + s[label])
        return hand.replace(joker, best)

    def identities(self, cards):
        """Every hand's identity at once, and its type as one byte a hand, from whole-input operations in C:
        no Python-level step a hand.  `cards` is the hands joined, as ASCII bytes.  For runtimes with
        bytes.translate and extended slice assignment (CPython, Pyodide); MicroPython has neither and goes
        hand by hand."""
        columns = self._columns(cards)
        types = self._types(cards, columns)
        return _ints(columns, types, len(cards) // 5), types

    def _columns(self, cards):
        """Each card position's strengths, one byte a hand, read as one big number."""
        if self._tables is None:
            others = bytes(0 if self.joker and b == ord(self.joker) else 1 for b in range(256))
            self._tables = (bytes.maketrans(self.order.encode(), bytes(range(12, -1, -1))), others)
        return [int.from_bytes(cards[i::5].translate(self._tables[0]), "big") for i in range(5)]

    def _types(self, cards, columns):
        """Each hand's type as one byte, from the number of equal pairs among its cards (a joker pairs with
        nothing) and its number of jokers, counted for all hands at once: XOR of two columns read as one
        big number is zero in exactly the bytes where those cards match."""
        n = len(cards) // 5
        others = self._tables[1]
        mask = [int.from_bytes(cards[i::5].translate(others), "big") for i in range(5)] if self.joker else None
        pairs = 0
        for i in range(5):
            for j in range(i + 1, 5):
                same = int.from_bytes(equal_bytes(columns[i], columns[j], n), "big")
                pairs += same & mask[i] if mask else same
        if not mask:
            return pairs.to_bytes(n, "big").translate(_PAIRS_TO_TYPE)
        jokers = 5 * int.from_bytes(b"\x01" * n, "big") - sum(mask)
        return (pairs + 11 * jokers).to_bytes(n, "big").translate(_JOKERS_TO_TYPE)


def equal_bytes(a, b, size):
    """`size` bytes, 1 where the two numbers' bytes (written big-endian in that size) are equal and 0 where
    not: their XOR is zero in exactly those bytes."""
    return (a ^ b).to_bytes(size, "big").translate(_ZERO_TO_ONE)


def _ints(columns, types, n):
    """The identities of n hands as a list of ints.  Four bytes a hand, least significant first: (s3, s4),
    (s1, s2), (type, s0), 0, each byte a pair of nibbles whose halves are added as whole numbers: no byte
    exceeds 255, so none carries into the next."""
    record = bytearray(4 * n)
    record[0::4] = ((columns[3] << 4) + columns[4]).to_bytes(n, "big")
    record[1::4] = ((columns[1] << 4) + columns[2]).to_bytes(n, "big")
    record[2::4] = ((int.from_bytes(types, "big") << 4) + columns[0]).to_bytes(n, "big")
    ints = array("I", record)
    if byteorder == "big":
        ints.byteswap()
    return ints.tolist()


def _shapes(cards):
    """Every way `cards` cards fall into groups of equal labels, largest group first."""
    if not cards:
        return [[]]
    return [
        [first] + rest
        for first in range(cards, 0, -1)
        for rest in _shapes(cards - first)
        if not rest or rest[0] <= first
    ]


def _jokers_table():
    """Byte `pairs + 11 × jokers` → the type, where `pairs` counts the equal pairs among the cards that are
    not jokers: the jokers join the largest group."""
    table = bytearray(256)
    for jokers in range(6):
        for shape in _shapes(5 - jokers):
            pairs = sum(c * (c - 1) // 2 for c in shape)
            grown = [shape[0] + jokers] + shape[1:] if shape else [5]
            table[pairs + 11 * jokers] = type_of_counts(grown)
    return bytes(table)


_ZERO_TO_ONE = bytes([1] + [0] * 255)
_PAIRS_TO_TYPE = bytes(_TYPE_OF_PAIRS.get(p, 0) for p in range(256))
_JOKERS_TO_TYPE = _jokers_table()

PARTS = {
    1: Rules(1, "part 1", ORDERS[1], None, 2),
    2: Rules(2, "part 2", ORDERS[2], JOKER, 1),
}


def _upper(text):
    """Lower-case ASCII letters made upper-case, and nothing else: every runtime does the same (CPython's
    str.upper turns ß into SS and the Kelvin sign stays as it is; MicroPython's knows ASCII only)."""
    return "".join(chr(ord(c) - 32) if "a" <= c <= "z" else c for c in text)


def custom(order, joker):
    """Rules a person set: `order` must hold each of the thirteen labels once, strongest first, and `joker`
    must be one of them or empty.  Spaces around them do not count.  They are compared with part 1."""
    order = _upper(order.strip(" "))
    joker = _upper(joker.strip(" "))
    if not order:
        raise InvalidRules("the order is empty; give the 13 labels, strongest first, such as %s" % LABELS)
    strangers = []
    for label in order:
        if label not in LABELS and label not in strangers:
            strangers.append(label)
    if strangers:
        raise InvalidRules(
            "%s %s; the labels are %s"
            % (
                listed(map(describe, strangers)),
                "is not a card label" if len(strangers) == 1 else "are not card labels",
                LABELS,
            )
        )
    missing = [label for label in LABELS if label not in order]
    if missing or len(order) != 13:
        twice = [label for label in LABELS if order.count(label) > 1]
        said = ["%s stands %s" % (label, times(order.count(label))) for label in twice]
        if missing:
            said.append("%s %s missing" % (listed(missing), "is" if len(missing) == 1 else "are"))
        raise InvalidRules("the order must hold each of the 13 labels once: %s" % "; ".join(said))
    if len(joker) > 1 or (joker and joker not in LABELS):
        raise InvalidRules(
            "the joker must be one card label, or left empty for no joker; %s is not"
            % (describe(joker) if len(joker) == 1 else "'%s'" % joker)
        )
    return Rules("custom", "your rules", order, joker, 1)
