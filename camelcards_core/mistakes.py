"""A wrong Camel Cards answer traced to the mistakes that make it.  Each mistake is a small variation of the
one solution in one of its three parts, declared once in MISTAKES: a different type (a function of a hand),
a different tie-break (a key of a hand) or a different rank formula.  The effect of each variation on every
hand is computed once; a pair of mistakes from two parts combines them, so checking every single mistake and
every pair costs one sort of ints a type-and-tie-break combination."""

from .labels import JOKER, ORDERS
from .numbers import Number
from .ranking import rank
from .rules import PARTS, SHAPES, custom, type_of_counts
from .sorting import spread
from .words import capital, written

HIGH_CARD = type_of_counts([1, 1, 1, 1, 1])
FIVE_OF_A_KIND = type_of_counts([5])
FULL_HOUSE = type_of_counts([3, 2])
FOUR_OF_A_KIND = type_of_counts([4, 1])
THREE_OF_A_KIND = type_of_counts([3, 1, 1])
TWO_PAIR = type_of_counts([2, 2, 1])
ALL_JOKERS = JOKER * 5


class Mistake:
    """One mistake: its id, the part of the solution it is in ("type", "tie-break" or "rank"), the parts of
    the puzzle it can be made in, what it does and what the rule really says, in one sentence each, and
    `vary`, the variation itself: for a type, Hand → type (one above five of a kind is allowed);
    for a tie-break, (hand, part) → key; for a rank, (place, hands) → rank, as right_rank."""

    __slots__ = ("id", "stage", "parts", "says", "rule", "vary")

    def __init__(self, id, stage, parts, says, rule, vary):
        self.id, self.stage, self.parts, self.says, self.rule, self.vary = id, stage, parts, says, rule, vary


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


def _by_distinct(hand):
    return _BY_DISTINCT[len(_joined(hand))]


def _by_largest(hand):
    return _BY_LARGEST[_joined(hand)[0]]


def _full_house_above_four(hand):
    kind = right_type(hand)
    return {FULL_HOUSE: FOUR_OF_A_KIND, FOUR_OF_A_KIND: FULL_HOUSE}.get(kind, kind)


def _all_jokers_as(kind):
    return lambda hand: kind if hand.jokers == 5 else right_type(hand)


def _joins(choose):
    """Jokers join the label `choose` picks from the hand's other cards."""
    return lambda hand: (
        type_of_counts(_joining(hand, choose(hand.others))) if hand.jokers and hand.others else right_type(hand)
    )


def _strongest(labels):
    return min(labels, key=ORDERS[2].index)


def _joins_itself(hand):
    """The most common label of the whole hand, J included, ties to the strongest under part 1's order; when
    that is J, the hand is typed with J as a plain label."""
    cards = hand.cards
    label = min(cards, key=lambda c: (-cards.count(c), ORDERS[1].index(c)))
    if not hand.jokers or label not in hand.others:
        return type_of_counts(_groups(cards))
    return type_of_counts(_joining(hand, label))


def _one_joker_only(hand):
    if not hand.jokers:
        return right_type(hand)
    groups = sorted(hand.groups + ([hand.jokers - 1] if hand.jokers > 1 else []), reverse=True)
    groups[0] += 1
    return type_of_counts(groups)


def _with_one_joker_over(shape, kind):
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
_BY_CODE_POINT = custom(ASCII_ORDER, "")


def right_key(hand, part):
    return PARTS[part].cards_value(hand)


def _in_order(rules_for):
    """Ties broken card by card in the order of the rules `rules_for(part)`."""
    return lambda hand, part: rules_for(part).cards_value(hand)


def _poker(hand, part):
    return _packed(sorted(_strengths(hand, part), reverse=True))


def _from_right(hand, part):
    return _packed(reversed(_strengths(hand, part)))


def _four_cards(hand, part):
    return _packed(_strengths(hand, part)[:4])


def _substituted(hand, part):
    """Five jokers join no label, and stay as they are."""
    return right_key(hand if hand == ALL_JOKERS else PARTS[2].effective(hand), 2)


# --- ranks -------------------------------------------------------------------------------------------------


def right_rank(place, hands):
    """The rank of the hand in `place` (1 for the weakest) of `hands`."""
    return place


def _from_zero(place, hands):
    return place - 1


def _strongest_first(place, hands):
    return hands + 1 - place


BOTH = (1, 2)
MISTAKES = (
    Mistake(
        "tiebreak-poker",
        "tie-break",
        BOTH,
        "ties are broken by the cards sorted strongest first, as in poker",
        "ties are broken card by card, in the order dealt",
        _poker,
    ),
    Mistake(
        "ascii-order",
        "tie-break",
        BOTH,
        "cards are compared as characters, by code point, so T beats A",
        "cards are compared by strength: A K Q J T 9 … 2",
        _in_order(lambda part: _BY_CODE_POINT),
    ),
    Mistake(
        "distinct-only",
        "type",
        BOTH,
        "the type is told from the number of different labels alone, so a full house ties with four of a kind",
        "the type is the shape of the groups, and a full house is below four of a kind",
        _by_distinct,
    ),
    Mistake(
        "max-count-only",
        "type",
        BOTH,
        "the type is told from the largest group alone, so a full house ties with three of a kind",
        "a full house beats three of a kind, and two pair beats one pair",
        _by_largest,
    ),
    Mistake(
        "full-house-above-four",
        "type",
        BOTH,
        "a full house ranks above four of a kind",
        "four of a kind beats a full house",
        _full_house_above_four,
    ),
    Mistake(
        "tiebreak-from-right",
        "tie-break",
        BOTH,
        "ties are broken from the fifth card back to the first",
        "ties are broken from the first card on",
        _from_right,
    ),
    Mistake(
        "tiebreak-four-cards",
        "tie-break",
        BOTH,
        "ties are broken by the first four cards only",
        "ties are broken by all five cards",
        _four_cards,
    ),
    Mistake(
        "rank-from-zero",
        "rank",
        BOTH,
        "ranks are counted from 0",
        "the weakest hand has rank 1",
        _from_zero,
    ),
    Mistake(
        "strongest-first",
        "rank",
        BOTH,
        "rank 1 goes to the strongest hand",
        "rank 1 is the weakest hand",
        _strongest_first,
    ),
    Mistake(
        "jack-lowest-in-part-1",
        "tie-break",
        (1,),
        "J ranks below 2 in part 1",
        "in part 1, J is between Q and T",
        _in_order(lambda part: PARTS[2]),
    ),
    Mistake(
        "joker-still-jack",
        "tie-break",
        (2,),
        "J keeps its part 1 strength in ties",
        "in part 2, J is the weakest card in ties",
        _in_order(lambda part: PARTS[1]),
    ),
    Mistake(
        "tiebreak-on-substituted",
        "tie-break",
        (2,),
        "ties are compared with the jokers replaced by the label they join",
        "ties compare the cards as dealt, each J the weakest",
        _substituted,
    ),
    Mistake(
        "jjjjj-high-card",
        "type",
        (2,),
        "JJJJJ is typed as high card",
        "JJJJJ is five of a kind",
        _all_jokers_as(HIGH_CARD),
    ),
    Mistake(
        "jjjjj-above-all",
        "type",
        (2,),
        "JJJJJ ranks above every other five of a kind",
        "JJJJJ is the weakest five of a kind: its jokers are the weakest cards",
        _all_jokers_as(FIVE_OF_A_KIND + 1),
    ),
    Mistake(
        "joker-joins-strongest",
        "type",
        (2,),
        "jokers become the strongest other label in the hand",
        "jokers join the most common other label",
        _joins(_strongest),
    ),
    Mistake(
        "joker-joins-first",
        "type",
        (2,),
        "jokers become the first other label in the hand",
        "jokers join the most common other label",
        _joins(lambda others: others[0]),
    ),
    Mistake(
        "joker-joins-itself",
        "type",
        (2,),
        "jokers join the most common label of the whole hand, J included",
        "jokers join the most common label other than J",
        _joins_itself,
    ),
    Mistake(
        "one-joker-only",
        "type",
        (2,),
        "only the first J joins; any other J counts as a plain label",
        "every J joins the largest group",
        _one_joker_only,
    ),
    Mistake(
        "joker-never-full-house",
        "type",
        (2,),
        "two pair and a joker are typed as three of a kind",
        "two pair and a joker make a full house",
        _with_one_joker_over([2, 2], THREE_OF_A_KIND),
    ),
    Mistake(
        "two-pair-joker-four",
        "type",
        (2,),
        "two pair and a joker are typed as four of a kind",
        "two pair and a joker make a full house",
        _with_one_joker_over([2, 2], FOUR_OF_A_KIND),
    ),
    Mistake(
        "pair-joker-two-pair",
        "type",
        (2,),
        "one pair and a joker are typed as two pair",
        "one pair and a joker make three of a kind",
        _with_one_joker_over([2, 1, 1], TWO_PAIR),
    ),
)
BY_ID = {mistake.id: mistake for mistake in MISTAKES}


def _places(keys):
    """Each key's place among the distinct keys: the same order, in ints small enough to pack."""
    place = {key: i for i, key in enumerate(sorted(set(keys)))}
    return [place[key] for key in keys]


def _order(types, places):
    """The hands' indexes, weakest first, ordered by type, then by the place of their tie-break key, then
    (still tied) as they stand in the input.  Each hand is one int (a small one on MicroPython, up to the
    live limit), sorted spread out (sorting.spread says why)."""
    n = len(types)
    packed = spread([(types[i] * n + places[i]) * n + i for i in range(n)])
    packed.sort()
    return [p % n for p in packed]


def _total(order, bids, ranked=right_rank):
    n = len(order)
    return sum(ranked(place, n) * bids[i] for place, i in enumerate(order, 1))


def _types(mistake, facts):
    return [mistake.vary(hand) for hand in facts] if mistake else [right_type(hand) for hand in facts]


def _keys(mistake, cards, part):
    tying = mistake.vary if mistake else right_key
    return _places([tying(hand, part) for hand in cards])


def totals(hands, part):
    """Every single mistake's total and every pair's (two mistakes from two parts of the solution) for
    `hands` (a parsed input) in `part`: a list of (ids in alphabetical order, total).  Each variation's
    effect on every hand is found once, and each order sorted once."""
    cards, bids = hands.cards, hands.bids
    facts = [Hand(hand, part) for hand in cards]
    mine = [m for m in MISTAKES if part in m.parts]
    types = [(m, _types(m, facts)) for m in [None] + [m for m in mine if m.stage == "type"]]
    keys = [(m, _keys(m, cards, part)) for m in [None] + [m for m in mine if m.stage == "tie-break"]]
    ranks = [m for m in mine if m.stage == "rank"]
    # A mistake that changes no hand here gives the order of the rule: each distinct order is sorted once.
    distinct_types, distinct_keys, orders = [], [], {}
    found = []
    for typing, typed in types:
        for tying, keyed in keys:
            which = (_first(distinct_types, typed), _first(distinct_keys, keyed))
            if which not in orders:
                orders[which] = _order(typed, keyed)
            ids = [m.id for m in (typing, tying) if m]
            if ids:
                found.append((sorted(ids), _total(orders[which], bids)))
            if len(ids) < 2:
                found += [(sorted(ids + [m.id]), _total(orders[which], bids, m.vary)) for m in ranks]
    return found


def _first(lists, values):
    """The index of the first of `lists` equal to `values`, which are added when none is."""
    for i, each in enumerate(lists):
        if each == values:
            return i
    lists.append(values)
    return len(lists) - 1


def ranks(hands, part, ids=()):
    """Each hand's rank, in input order, when the mistakes `ids` are made (none: the right ranks)."""
    chosen = {BY_ID[i].stage: BY_ID[i] for i in ids}
    facts = [Hand(hand, part) for hand in hands.cards]
    order = _order(_types(chosen.get("type"), facts), _keys(chosen.get("tie-break"), hands.cards, part))
    ranked = chosen["rank"].vary if "rank" in chosen else right_rank
    placed = [0] * len(order)
    for place, i in enumerate(order, 1):
        placed[i] = ranked(place, len(order))
    return placed


def moved(hands, part, ids, shown=5, right=None):
    """How many hands rank otherwise when the mistakes `ids` are made, and the first `shown` of them in
    input order, as (index, right rank, mistaken rank).  `right`: the right ranks, when found already."""
    return otherwise(right or ranks(hands, part), ranks(hands, part, ids), shown)


def otherwise(right, wrong, shown=5):
    """How many hands the ranks `wrong` (in input order) rank otherwise than `right`, and the first `shown`
    of them, as (index, right rank, mistaken rank)."""
    differ = [i for i in range(len(right)) if right[i] != wrong[i]]
    return len(differ), [(i, right[i], wrong[i]) for i in differ[:shown]]


def most(hands):
    """An int that no total exceeds, right or mistaken: every rank, as any mistake counts it, is at most the
    number of hands."""
    return len(hands) * sum(hands.bids)


class Check:
    """A number checked against the answer to `part`: `verdict` "right" or "wrong", `direction` "too high",
    "too low" or None, and `matches`, each a list of the ids (in alphabetical order) that together give the
    number, "other-part" for the other part's answer; sorted singles first.  `beyond`: whether the number
    has more digits than `most`, and so is too high without being read as an int."""

    __slots__ = ("part", "number", "verdict", "direction", "matches", "beyond")

    def __init__(self, hands, part, digits, answers=None):
        """`digits`: the number as numbers.read_number reads it; `answers`: both parts' right totals, when the
        caller has them already."""
        number = Number(digits, most(hands))
        self.part, self.number, self.matches = part, number, []
        self.beyond = number.value is None
        if self.beyond:
            self.verdict, self.direction = "wrong", "too high"
            return
        given = number.value
        answers = answers or {key: rank(hands, rules).total for key, rules in PARTS.items()}
        right = answers[part]
        self.verdict = "right" if given == right else "wrong"
        self.direction = None if given == right else "too high" if given > right else "too low"
        if given == right:
            return
        if given == answers[3 - part]:
            self.matches.append(["other-part"])
        found = [ids for ids, total in totals(hands, part) if total == given]
        self.matches += sorted(found, key=lambda ids: (len(ids), ids))

    def as_dict(self):
        return {"verdict": self.verdict, "direction": self.direction, "matches": self.matches}

    def sentence(self):
        """The verdict in words, and what follows it."""
        number = written(self.number.digits, "")
        if self.verdict == "right":
            return "%s is the right answer to part %d." % (number, self.part)
        beyond = ", with more digits than any total of this input" if self.beyond else ""
        said = "%s is not the answer to part %d: it is %s%s." % (number, self.part, self.direction, beyond)
        if not self.matches:
            return said + " No known mistake, alone or with one other, gives it."
        return said + " It is what %s:" % ("this gives" if len(self.matches) == 1 else "each of these gives")


def checklist(hands, part, shown=6):
    """The hands of this input whose type the commonest mistakes get wrong: for each known mistake of the type,
    the first hand it types otherwise, as (index, the right type), in input order."""
    facts = [Hand(hand, part) for hand in hands.cards]
    first = []
    for mistake in MISTAKES:
        if mistake.stage == "type" and part in mistake.parts:
            for i, hand in enumerate(facts):
                right = right_type(hand)
                if mistake.vary(hand) != right:
                    if i not in [entry for entry, _ in first]:
                        first.append((i, right))
                    break
    return sorted(first)[:shown]


def match_lines(ids):
    """One match in words: its ids, then what each mistake does and what the rule says, a line each."""
    if ids == ["other-part"]:
        return ["other-part: the answer to the other part"]
    return [" + ".join(ids)] + ["  %s. The rule: %s." % (capital(BY_ID[i].says), BY_ID[i].rule) for i in ids]
