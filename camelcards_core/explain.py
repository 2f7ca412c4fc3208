"""Why a hand has its rank, in terms a person can check by hand: its label counts, what its jokers joined,
and what sets it apart from the hands ranked just below and above it."""

from .rules import TYPE_NAMES


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


def _plural(count, word):
    return "%d %s%s" % (count, word, "" if count == 1 else "s")


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
    note = "%s join%s the largest group, %s×%d, making %s." % (
        _plural(jokers, "joker"), "s" if jokers == 1 else "", joined, largest, kind)
    if len(tied) > 1:
        note += " The largest groups (%s) tie; joining any of them gives the same type, so %s is shown." % (", ".join(tied), joined)
    return note


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
            other, TYPE_NAMES[rules.hand_type(other)], "stronger" if stronger else "weaker", TYPE_NAMES[rules.hand_type(hand)])
    if found["by"] == "copy":
        return "%s is the same hand, on line %d: copies take consecutive ranks in input order." % (other, line)
    i = found["position"] - 1
    high, low = (other[i], hand[i]) if stronger else (hand[i], other[i])
    note = "; J is the weakest card in part 2" if rules.joker and rules.joker in (other[i], hand[i]) else ""
    matched = "the first card matches" if i == 1 else "the first %d cards match" % i
    return "%s is also %s; %s: %s beats %s%s." % (
        other, TYPE_NAMES[rules.hand_type(hand)], "card 1 decides" if i == 0 else matched + ", and card %d decides" % (i + 1),
        high, low, note)


def explain(ranking, other_ranking, entry):
    """Everything the page shows about one entry of a ranking, as plain data."""
    rules, hands = ranking.rules, ranking.hands
    hand = hands.cards[entry]
    order = ranking.order
    place = ranking.rank_of(entry)
    groups = counts_of(hand, rules)
    neighbours = []
    for side, position in (("below", place - 2), ("above", place)):
        if 0 <= position < len(order):
            other = order[position]
            other_hand, other_line = hands.cards[other], hands.lines[other]
            found = decider(hand, other_hand, rules)
            neighbours.append({
                "side": side,
                "rank": position + 1,
                "hand": other_hand,
                "line": other_line,
                "by": found["by"],
                "position": found["position"],
                "text": _reason(hand, other_hand, other_line, rules, side == "above", found),
            })
    return {
        "part": rules.part,
        "hand": hand,
        "line": hands.lines[entry],
        "rank": place,
        "of": len(order),
        "other_rank": other_ranking.rank_of(entry),
        "counts": groups,
        "shape": "+".join(str(count) for _, count in groups) or "0",
        "jokers": hand.count(rules.joker) if rules.joker else 0,
        "type": TYPE_NAMES[rules.hand_type(hand)],
        "effective": rules.effective(hand),
        "joker_note": joker_note(hand, rules),
        "neighbours": neighbours,
    }
