"""Why a hand has its rank, in terms a person can check by hand: its label counts, what its jokers joined,
and what sets it apart from the hands ranked just below and above it."""

from .rules import TYPE_NAMES
from .words import grouped, listed, times


def counts_of(hand, rules):
    """[label, count] pairs without the jokers: the largest group first, the stronger label first among equals."""
    strength = rules.strength
    seen = []
    for label in hand:
        if label != rules.joker and label not in seen:
            seen.append(label)
    groups = [(hand.count(label), strength[label], label) for label in seen]
    groups.sort(reverse=True)
    return [[label, count] for count, _, label in groups]


def joker_note(hand, rules):
    """What the jokers did for the type, or None when the hand has none to play."""
    joker = rules.joker
    jokers = hand.count(joker) if joker else 0
    if not jokers:
        return None
    kind = TYPE_NAMES[rules.hand_type(hand)]
    if jokers == 5:
        return "All five cards are jokers, so they make five of a kind (shown as %s)." % rules.effective(hand)
    groups = counts_of(hand, rules)
    largest = groups[0][1]
    tied = [label for label, count in groups if count == largest]
    joined = rules.effective(hand)[hand.index(joker)]
    note = "%s the largest group (%s, %s), making %s." % (
        "The joker joins" if jokers == 1 else "The %d jokers join" % jokers,
        joined,
        times(largest),
        kind,
    )
    if len(tied) > 1:
        note += " The largest groups (%s) tie; joining any of them gives the same type, so %s is shown." % (
            ", ".join(tied),
            joined,
        )
    return note


def sort_key(hand, rules):
    """The hand's sort key under `rules`, digit by digit: its type, then each card's strength (0 the weakest
    label, c the strongest), which is its identity written in hex; and the sentence that reads it out."""
    key = "%06x" % rules.identity(hand)
    kind, digits = int(key[0]), list(key[1:])
    said = (
        "Its sort key is %s: %x for its type (%s; 0 is high card and 6 five of a kind), then one digit a card, "
        "its strength under %s from 0 for the weakest label to c for the strongest: %s."
        % (key, kind, TYPE_NAMES[kind], rules.name, ", ".join("%s→%s" % pair for pair in zip(hand, digits)))
    )
    if rules.joker and rules.joker in hand:
        strength = rules.strength[rules.joker]
        said += " So %s counts towards the type, yet as %x%s when ties are broken." % (
            "the joker" if hand.count(rules.joker) == 1 else "each joker",
            strength,
            ", the weakest card," if strength == 0 else ", its own place in the order,",
        )
    return {
        "key": key,
        "type": "%x" % kind,
        "cards": [[label, digit] for label, digit in zip(hand, digits)],
        "sentence": said,
    }


def decider(hand, other, rules):
    """What orders `hand` against `other`: their types, the first card that differs (position from 1), or nothing."""
    mine, theirs = rules.hand_type(hand), rules.hand_type(other)
    if mine != theirs:
        return {"by": "type", "position": None}
    for i in range(5):
        if hand[i] != other[i]:
            return {"by": "card", "position": i + 1}
    return {"by": "copy", "position": None}


def _reason(hand, other, line, rules, stronger, found):
    """One sentence on why `other` sits above (stronger) or below `hand`, given what `decider` found."""
    if found["by"] == "type":
        return "%s is %s, which is %s than %s: the type decides." % (
            other,
            TYPE_NAMES[rules.hand_type(other)],
            "stronger" if stronger else "weaker",
            TYPE_NAMES[rules.hand_type(hand)],
        )
    if found["by"] == "copy":
        return "%s is the same hand, on line %d: copies take consecutive ranks in input order." % (other, line)
    i = found["position"] - 1
    high, low = (other[i], hand[i]) if stronger else (hand[i], other[i])
    joker = rules.joker
    note = (
        "; the joker %s is the weakest card for ties" % joker
        if joker and joker in (other[i], hand[i]) and joker == rules.order[-1]
        else ""
    )
    matched = "the first card matches" if i == 1 else "the first %d cards match" % i
    return "%s is also %s; %s: %s beats %s%s." % (
        other,
        TYPE_NAMES[rules.hand_type(hand)],
        "card 1 decides" if i == 0 else matched + ", and card %d decides" % (i + 1),
        high,
        low,
        note,
    )


def _counts_sentence(groups, jokers, kind, noted):
    """The hand's labels and how often each appears, and its type unless the joker note says it."""
    if not groups:
        return "It holds nothing but jokers."
    labels = listed(["%s %s" % (label, times(count)) for label, count in groups])
    shape = "+".join(str(count) for _, count in groups)
    lead = "Without the jokers, its labels are" if jokers else "Its labels are"
    return "%s %s (the shape %s)%s" % (lead, labels, shape, "." if noted else ": %s." % kind)


def explain(ranking, other_ranking, entry):
    """Everything the page shows about one entry of a ranking, as plain data and as the sentences that say it."""
    rules, hands = ranking.rules, ranking.hands
    hand = hands.cards[entry]
    order = ranking.order
    place = ranking.rank_of(entry)
    groups = counts_of(hand, rules)
    neighbours = []
    jokers = hand.count(rules.joker) if rules.joker else 0
    kind = TYPE_NAMES[rules.hand_type(hand)]
    note = joker_note(hand, rules)
    for side, position in (("below", place - 2), ("above", place)):
        if 0 <= position < len(order):
            other = order[position]
            other_hand, other_line = hands.cards[other], hands.lines[other]
            found = decider(hand, other_hand, rules)
            neighbours.append(
                {
                    "side": side,
                    "rank": position + 1,
                    "hand": other_hand,
                    "line": other_line,
                    "by": found["by"],
                    "position": found["position"],
                    "text": "%s, rank %s: %s"
                    % (
                        "Just above" if side == "above" else "Just below",
                        grouped(position + 1),
                        _reason(hand, other_hand, other_line, rules, side == "above", found),
                    ),
                }
            )
    other_rank = other_ranking.rank_of(entry)
    head = "%s, line %d: rank %s of %s in %s (rank %s in %s)." % (
        hand,
        hands.lines[entry],
        grouped(place),
        grouped(len(order)),
        rules.name,
        grouped(other_rank),
        other_ranking.rules.name,
    )
    key = sort_key(hand, rules)
    bid = hands.bids[entry]
    earns = "Rank %s × bid %s = winnings of %s." % (grouped(place), grouped(bid), grouped(place * bid))
    return {
        "part": str(rules.key),
        "hand": hand,
        "line": hands.lines[entry],
        "rank": place,
        "of": len(order),
        "other_rank": other_rank,
        "counts": groups,
        "jokers": jokers,
        "type": kind,
        "effective": rules.effective(hand),
        "joker_note": note,
        "neighbours": neighbours,
        "key": key,
        "sentences": [head, _counts_sentence(groups, jokers, kind, note)]
        + ([note] if note else [])
        + [key["sentence"], earns],
        "alone": None if neighbours else "It is the only hand.",
    }
