"""The Camel Cards mistakes that Check your answer knows, as data: each a small variation (variations.py) of the
one solution in one of its three parts, a different type, a different tie-break or a different rank formula,
with what it does and what the rule says.  mistaken.py finds what each, and each pair from two parts, gives."""

from .rules import PARTS
from .variations import (
    BY_CODE_POINT,
    FIVE_OF_A_KIND,
    FOUR_OF_A_KIND,
    HIGH_CARD,
    THREE_OF_A_KIND,
    TWO_PAIR,
    all_jokers_as,
    by_distinct,
    by_largest,
    four_cards,
    from_right,
    from_zero,
    full_house_above_four,
    in_order,
    joins,
    joins_itself,
    one_joker_only,
    poker,
    strongest,
    strongest_first,
    substituted,
    with_one_joker_over,
)


class Mistake:
    """One mistake: its id, the part of the solution it is in ("type", "tie-break" or "rank"), the parts of
    the puzzle it can be made in, what it does and what the rule really says, in one sentence each, and
    `vary`, the variation itself: for a type, Hand → type (one above five of a kind is allowed);
    for a tie-break, (hand, part) → key; for a rank, (place, hands) → rank, as right_rank."""

    __slots__ = ("id", "stage", "parts", "says", "rule", "vary")

    def __init__(self, id, stage, parts, says, rule, vary):
        self.id, self.stage, self.parts, self.says, self.rule, self.vary = id, stage, parts, says, rule, vary


BOTH = (1, 2)
MISTAKES = (
    Mistake(
        "tiebreak-poker",
        "tie-break",
        BOTH,
        "ties are broken by the cards sorted strongest first, as in poker",
        "ties are broken card by card, in the order dealt",
        poker,
    ),
    Mistake(
        "ascii-order",
        "tie-break",
        BOTH,
        "cards are compared as characters, by code point, so T beats A",
        "cards are compared by strength: A K Q J T 9 … 2",
        in_order(lambda part: BY_CODE_POINT),
    ),
    Mistake(
        "distinct-only",
        "type",
        BOTH,
        "the type is told from the number of different labels alone, so a full house ties with four of a kind",
        "the type is the shape of the groups, and a full house is below four of a kind",
        by_distinct,
    ),
    Mistake(
        "max-count-only",
        "type",
        BOTH,
        "the type is told from the largest group alone, so a full house ties with three of a kind",
        "a full house beats three of a kind, and two pair beats one pair",
        by_largest,
    ),
    Mistake(
        "full-house-above-four",
        "type",
        BOTH,
        "a full house ranks above four of a kind",
        "four of a kind beats a full house",
        full_house_above_four,
    ),
    Mistake(
        "tiebreak-from-right",
        "tie-break",
        BOTH,
        "ties are broken from the fifth card back to the first",
        "ties are broken from the first card on",
        from_right,
    ),
    Mistake(
        "tiebreak-four-cards",
        "tie-break",
        BOTH,
        "ties are broken by the first four cards only",
        "ties are broken by all five cards",
        four_cards,
    ),
    Mistake(
        "rank-from-zero",
        "rank",
        BOTH,
        "ranks are counted from 0",
        "the weakest hand has rank 1",
        from_zero,
    ),
    Mistake(
        "strongest-first",
        "rank",
        BOTH,
        "rank 1 goes to the strongest hand",
        "rank 1 is the weakest hand",
        strongest_first,
    ),
    Mistake(
        "jack-lowest-in-part-1",
        "tie-break",
        (1,),
        "J ranks below 2 in part 1",
        "in part 1, J is between Q and T",
        in_order(lambda part: PARTS[2]),
    ),
    Mistake(
        "joker-still-jack",
        "tie-break",
        (2,),
        "J keeps its part 1 strength in ties",
        "in part 2, J is the weakest card in ties",
        in_order(lambda part: PARTS[1]),
    ),
    Mistake(
        "tiebreak-on-substituted",
        "tie-break",
        (2,),
        "ties are compared with the jokers replaced by the label they join",
        "ties compare the cards as dealt, each J the weakest",
        substituted,
    ),
    Mistake(
        "jjjjj-high-card",
        "type",
        (2,),
        "JJJJJ is typed as high card",
        "JJJJJ is five of a kind",
        all_jokers_as(HIGH_CARD),
    ),
    Mistake(
        "jjjjj-above-all",
        "type",
        (2,),
        "JJJJJ ranks above every other five of a kind",
        "JJJJJ is the weakest five of a kind: its jokers are the weakest cards",
        all_jokers_as(FIVE_OF_A_KIND + 1),
    ),
    Mistake(
        "joker-joins-strongest",
        "type",
        (2,),
        "jokers become the strongest other label in the hand",
        "jokers join the most common other label",
        joins(strongest),
    ),
    Mistake(
        "joker-joins-first",
        "type",
        (2,),
        "jokers become the first other label in the hand",
        "jokers join the most common other label",
        joins(lambda others: others[0]),
    ),
    Mistake(
        "joker-joins-itself",
        "type",
        (2,),
        "jokers join the most common label of the whole hand, J included",
        "jokers join the most common label other than J",
        joins_itself,
    ),
    Mistake(
        "one-joker-only",
        "type",
        (2,),
        "only the first J joins; any other J counts as a plain label",
        "every J joins the largest group",
        one_joker_only,
    ),
    Mistake(
        "joker-never-full-house",
        "type",
        (2,),
        "two pair and a joker are typed as three of a kind",
        "two pair and a joker make a full house",
        with_one_joker_over([2, 2], THREE_OF_A_KIND),
    ),
    Mistake(
        "two-pair-joker-four",
        "type",
        (2,),
        "two pair and a joker are typed as four of a kind",
        "two pair and a joker make a full house",
        with_one_joker_over([2, 2], FOUR_OF_A_KIND),
    ),
    Mistake(
        "pair-joker-two-pair",
        "type",
        (2,),
        "one pair and a joker are typed as two pair",
        "one pair and a joker make three of a kind",
        with_one_joker_over([2, 1, 1], TWO_PAIR),
    ),
)
BY_ID = {mistake.id: mistake for mistake in MISTAKES}
