"""What each known Camel Cards mistake varies, as functions the catalogue (mistakes.py) names: a hand's type
(a function of a Hand), its tie-break (a key of a hand) or its rank (a function of its place), each beside the
right one."""

from .labels import JOKER, ORDERS
from .rules import PARTS, SHAPES, custom, type_of_counts

HIGH_CARD = type_of_counts([1, 1, 1, 1, 1])
FIVE_OF_A_KIND = type_of_counts([5])
FULL_HOUSE = type_of_counts([3, 2])
FOUR_OF_A_KIND = type_of_counts([4, 1])
THREE_OF_A_KIND = type_of_counts([3, 1, 1])
TWO_PAIR = type_of_counts([2, 2, 1])
ALL_JOKERS = JOKER * 5


# --- types ---------------------------------------------------------------------------------------------------


class Hand:
    """What every type reads of a hand, found once: its cards, the rules of the part (whose own type is the
    right one), its jokers, its other cards in the order dealt, and how often each of their labels appears
    (`groups`, largest first)."""

    __slots__ = ("cards", "rules", "jokers", "others", "groups")

    def __init__(self, cards, part):
        joker = PARTS[part].joker
        self.cards, self.rules = cards, PARTS[part]
        self.others = cards.replace(joker, "") if joker else cards
        self.jokers = 5 - len(self.others)
        self.groups = _groups(self.others)


def _groups(cards):
    """How often each label of `cards` appears, largest first."""
    return sorted((cards.count(label) for label in set(cards)), reverse=True)


def _joined(hand):
    """The groups once the jokers join the largest group of other labels, as the rules say."""
    if not hand.others:
        return [5]
    return [hand.groups[0] + hand.jokers] + hand.groups[1:]


def right_type(hand):
    return hand.rules.hand_type(hand.cards)


def _joining(hand, label):
    """The groups once the jokers join `label`'s."""
    groups = list(hand.groups)
    count = hand.others.count(label)
    groups.remove(count)
    groups.append(count + hand.jokers)
    return sorted(groups, reverse=True)


# A type told from one number alone: the number of different labels names the strongest type with as many
# (a full house is then a four of a kind), the largest group the weakest type with one as large (a full house is
# then a three of a kind).  Either way the two types tie, as the mistakes make them.
_BY_DISTINCT = {len(shape): t for t, shape in enumerate(SHAPES)}
_BY_LARGEST = {shape[0]: t for t, shape in reversed(list(enumerate(SHAPES)))}


def by_distinct(hand):
    return _BY_DISTINCT[len(_joined(hand))]


def by_largest(hand):
    return _BY_LARGEST[_joined(hand)[0]]


def full_house_above_four(hand):
    kind = right_type(hand)
    return {FULL_HOUSE: FOUR_OF_A_KIND, FOUR_OF_A_KIND: FULL_HOUSE}.get(kind, kind)


def all_jokers_as(kind):
    return lambda hand: kind if hand.jokers == 5 else right_type(hand)


def joins(choose):
    """Jokers join the label `choose` picks from the hand's other cards."""
    return lambda hand: (
        type_of_counts(_joining(hand, choose(hand.others))) if hand.jokers and hand.others else right_type(hand)
    )


def strongest(labels):
    return min(labels, key=ORDERS[2].index)


def joins_itself(hand):
    """The most common label of the whole hand, J included, ties to the strongest under part 1's order; when
    that is J, the hand is typed with J as a plain label."""
    cards = hand.cards
    label = min(cards, key=lambda c: (-cards.count(c), ORDERS[1].index(c)))
    if not hand.jokers or label not in hand.others:
        return type_of_counts(_groups(cards))
    return type_of_counts(_joining(hand, label))


def one_joker_only(hand):
    if not hand.jokers:
        return right_type(hand)
    groups = sorted(hand.groups + ([hand.jokers - 1] if hand.jokers > 1 else []), reverse=True)
    groups[0] += 1
    return type_of_counts(groups)


def with_one_joker_over(shape, kind):
    """A hand of one joker whose other labels have `shape` is typed `kind`."""
    return lambda hand: kind if hand.jokers == 1 and hand.groups == shape else right_type(hand)


# --- tie-breaks --------------------------------------------------------------------------------------------


def _packed(values):
    key = 0
    for value in values:
        key = key * 16 + value
    return key


def _strengths(hand, part):
    """The hand's card strengths under the part's order: 12 for the strongest label."""
    strength = PARTS[part].strength
    return [strength[c] for c in hand]


# Cards compared as characters: an order of its own, by code point.
ASCII_ORDER = "".join(sorted(ORDERS[1], reverse=True))
BY_CODE_POINT = custom(ASCII_ORDER, "")


def right_key(hand, part):
    return PARTS[part].cards_value(hand)


def in_order(rules_for):
    """Ties broken card by card in the order of the rules `rules_for(part)`."""
    return lambda hand, part: rules_for(part).cards_value(hand)


def poker(hand, part):
    return _packed(sorted(_strengths(hand, part), reverse=True))


def from_right(hand, part):
    return _packed(reversed(_strengths(hand, part)))


def four_cards(hand, part):
    return _packed(_strengths(hand, part)[:4])


def substituted(hand, part):
    """Five jokers join no label, and stay as they are."""
    return right_key(hand if hand == ALL_JOKERS else PARTS[2].effective(hand), 2)


# --- ranks -------------------------------------------------------------------------------------------------


def right_rank(place, hands):
    """The rank of the hand in `place` (1 for the weakest) of `hands`."""
    return place


def from_zero(place, hands):
    return place - 1


def strongest_first(place, hands):
    return hands + 1 - place
