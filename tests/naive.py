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


# --- mistakes: each written out plainly, one at a time, sharing nothing with camelcards_core.mistakes -------

TYPE_MISTAKES = {
    "distinct-only",
    "max-count-only",
    "full-house-above-four",
    "jjjjj-high-card",
    "jjjjj-above-all",
    "joker-joins-strongest",
    "joker-joins-first",
    "joker-joins-itself",
    "one-joker-only",
    "joker-never-full-house",
    "two-pair-joker-four",
    "pair-joker-two-pair",
}
CARD_MISTAKES = {
    "tiebreak-poker",
    "ascii-order",
    "tiebreak-from-right",
    "tiebreak-four-cards",
    "jack-lowest-in-part-1",
    "joker-still-jack",
    "tiebreak-on-substituted",
}


def joined(hand, joker):
    """The hand with its jokers turned into the most common other label, ties to the strongest."""
    rest = hand.replace(joker, "") if joker else hand
    if not joker or not rest or rest == hand:
        return hand
    order = PARTS[2][0]
    best = sorted(rest, key=lambda label: (-rest.count(label), order.index(label)))[0]
    return hand.replace(joker, best)


def mistaken_type(hand, joker, mistake):
    """The type (an index into SHAPES; 7 is above five of a kind) of `hand` when `mistake` is made, or the
    right one when it is another kind of mistake."""
    right = strength(joined(hand, joker))
    counts = sorted(Counter(joined(hand, joker)).values(), reverse=True)
    if mistake == "distinct-only":
        return [None, 6, 5, 3, 1, 0][len(counts)]
    if mistake == "max-count-only":
        return [None, 0, 1, 3, 5, 6][counts[0]]
    if mistake == "full-house-above-four":
        return {4: 5, 5: 4}.get(right, right)
    if joker is None:
        return right
    if mistake == "jjjjj-high-card" and hand == "JJJJJ":
        return 0
    if mistake == "jjjjj-above-all" and hand == "JJJJJ":
        return 7
    others = [card for card in hand if card != "J"]
    if mistake == "joker-joins-strongest" and others:
        return strength(hand.replace("J", min(others, key=PARTS[2][0].index)))
    if mistake == "joker-joins-first" and others:
        return strength(hand.replace("J", others[0]))
    if mistake == "joker-joins-itself":
        most = max(Counter(hand).values())
        label = min((card for card in hand if hand.count(card) == most), key=PARTS[1][0].index)
        return strength(hand.replace("J", label))
    if mistake == "one-joker-only" and "J" in hand:
        rest = hand.replace("J", "", 1)
        return max(strength(rest + label) for label in set(rest))
    plain = sorted(Counter(others).values(), reverse=True)
    if hand.count("J") == 1:
        if mistake == "joker-never-full-house" and plain == [2, 2]:
            return 3
        if mistake == "two-pair-joker-four" and plain == [2, 2]:
            return 5
        if mistake == "pair-joker-two-pair" and plain == [2, 1, 1]:
            return 2
    return right


def mistaken_cards(hand, part, mistake):
    """The tie-break of `hand` (a tuple, larger is stronger) when `mistake` is made."""
    order = PARTS[part][0]
    if mistake == "jack-lowest-in-part-1" or (mistake == "tiebreak-on-substituted"):
        order = PARTS[2][0]
    if mistake == "joker-still-jack":
        order = PARTS[1][0]
    if mistake == "tiebreak-on-substituted":
        hand = joined(hand, "J")
    values = [-order.index(card) for card in hand]
    if mistake == "ascii-order":
        values = [ord(card) for card in hand]
    if mistake == "tiebreak-poker":
        values.sort(reverse=True)
    if mistake == "tiebreak-from-right":
        values.reverse()
    if mistake == "tiebreak-four-cards":
        values = values[:4]
    return tuple(values)


def mistaken_total(rows, part, mistakes):
    """The total of well-formed `rows` in `part` when every mistake in `mistakes` is made (at most one of
    each part of the solution); hands still tied keep their input order."""
    joker = PARTS[part][1]
    typing = next((m for m in mistakes if m in TYPE_MISTAKES), "")
    tying = next((m for m in mistakes if m in CARD_MISTAKES), "")
    ranked = [
        row
        for _, row in sorted(
            enumerate(rows),
            key=lambda item: (
                mistaken_type(item[1][0], joker, typing),
                mistaken_cards(item[1][0], part, tying),
                item[0],
            ),
        )
    ]
    if "strongest-first" in mistakes:
        ranked.reverse()
    first = 0 if "rank-from-zero" in mistakes else 1
    return sum(rank * bid for rank, (_, bid) in enumerate(ranked, first))


def mistaken_combat(deck1, deck2, part, mistake, shared=None, outermost=True):
    """Crab Combat with one mistake made, written out plainly by recursion, every position of every game kept
    (sharing nothing with camelcards_core.crab_mistakes): (winner, winner's deck), the winner None when plain
    Combat repeats a position."""
    deck1, deck2 = list(deck1), list(deck2)
    seen = shared if mistake == "shared-seen" else set()
    live = []  # repeat-always: a history that holds the decks themselves
    if mistake == "shortcut-top-level" and max(deck1) > max(deck2):
        return 1, deck1
    if not outermost and mistake == "shortcut-player-2" and max(deck2) > max(deck1):
        return 2, deck2
    while deck1 and deck2:
        if mistake == "repeat-always":
            if [deck1, deck2] in live:
                return 1, deck1
            live.append([deck1, deck2])
        elif mistake != "repeat-after-round":
            position = tuple(deck1 + deck2) if mistake == "state-concatenated" else (tuple(deck1), tuple(deck2))
            if position in seen:
                return (1, deck1) if part == 2 else (None, [])
            seen.add(position)
        a, b = deck1.pop(0), deck2.pop(0)
        sub = None
        if part == 2:
            if mistake == "recurse-strict" and len(deck1) > a and len(deck2) > b:
                sub = deck1[:a], deck2[:b]
            elif mistake == "recurse-either" and (len(deck1) >= a or len(deck2) >= b):
                sub = deck1[: min(a, len(deck1))], deck2[: min(b, len(deck2))]
            elif mistake == "subdeck-includes-drawn" and len(deck1) >= a and len(deck2) >= b:
                sub = [a] + deck1[: a - 1], [b] + deck2[: b - 1]
            elif mistake not in ("recurse-strict", "recurse-either", "subdeck-includes-drawn"):
                if len(deck1) >= a and len(deck2) >= b:
                    sub = deck1[:a], deck2[:b]
        if sub is not None:
            first = mistaken_combat(sub[0], sub[1], part, mistake, shared, False)[0] == 1
        else:
            first = a > b
        if sub is not None and mistake == "higher-card-first-after-sub-game":
            cards = (max(a, b), min(a, b))
        elif mistake == "loser-card-first":
            cards = (b, a) if first else (a, b)
        else:
            cards = (a, b) if first else (b, a)
        (deck1 if first else deck2).extend(cards)
        if mistake == "repeat-after-round":
            position = (tuple(deck1), tuple(deck2))
            if position in seen:
                return 1, deck1
            seen.add(position)
    return (1, deck1) if deck1 else (2, deck2)


def crab_score(deck, mistake=None):
    if mistake == "score-from-top":
        return sum(card * (i + 1) for i, card in enumerate(deck))
    return sum(card * (len(deck) - i) for i, card in enumerate(deck))
