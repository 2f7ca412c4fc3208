"""The solution step by step, on a few hands of an input: their label counts and types, the jokers joining
the largest group, the hands grouped by type, the order within a type card by card, rank × bid, and the sum.
Each step names the functions of the core that do it, as the runtime on hand runs them."""

from .explain import counts_of, sort_key
from .rules import FAST, TYPE_NAMES, TYPES, type_of_counts
from .words import grouped, listed, plural, times

# Hands walked through: enough to show every step, few enough to read.
SAMPLE = 8


def _uses(*names):
    """[file, function] pairs; a name with a dot is a method, found in the source by its own name."""
    return [[name.split(":")[0], name.split(":")[1].split(".")[-1]] for name in names]


def walk(ranking):
    """The six steps, each {"title", "text", "head", "rows", "uses"}, on the first SAMPLE entries of the input."""
    rules, hands = ranking.rules, ranking.hands
    entries = list(range(min(SAMPLE, len(hands))))
    cards = hands.cards
    all_of = len(entries) == len(hands)
    sample = (
        "its %s" % plural(len(entries), "hand")
        if all_of
        else "the first %s of its %s" % (grouped(len(entries)), plural(len(hands), "hand"))
    )
    labels_weak_first = [rules.order[i] for i in range(len(rules.order) - 1, -1, -1)]
    steps = []

    rows = []
    for e in entries:
        groups = counts_of(cards[e], rules)
        jokers = cards[e].count(rules.joker) if rules.joker else 0
        shape = "+".join(str(count) for _, count in groups) or "none"
        counted = ", ".join("%s %s" % (label, times(count)) for label, count in groups) or "jokers only"
        rows.append(
            [
                cards[e],
                counted + (" (and %s)" % plural(jokers, "joker") if jokers else ""),
                shape,
                TYPE_NAMES[_plain_type(cards[e], rules)],
            ]
        )
    steps.append(
        {
            "title": "Count each hand's labels",
            "text": "Take %s. A hand's type comes from how often each label appears in it: %s.%s"
            % (
                sample,
                listed("+".join(map(str, shape)) + " is " + name for name, shape in reversed(TYPES)),
                " Jokers are left out of the count here." if rules.joker else "",
            ),
            "head": ["Hand", "Labels", "Shape", "Type"],
            "rows": rows,
            "uses": _uses("rules.py:Rules._types") if FAST else _uses("rules.py:Rules.hand_type"),
        }
    )

    if rules.joker:
        rows = []
        for e in entries:
            hand = cards[e]
            if rules.joker in hand:
                effective = rules.effective(hand)
                rows.append(
                    [
                        hand,
                        plural(hand.count(rules.joker), "joker"),
                        effective,
                        TYPE_NAMES[_plain_type(hand, rules)],
                        TYPE_NAMES[rules.hand_type(hand)],
                    ]
                )
        text = (
            "%s is the joker: it joins the largest group of other labels, which makes the strongest type it can. "
            "When ties are broken (the next steps) it counts as its own place in the card order%s."
            % (rules.joker, ", the weakest" if rules.joker == rules.order[-1] else "")
        )
        if not rows:
            text += " None of these hands holds one."
    else:
        rows = []
        text = "These rules have no joker, so every hand keeps the type its labels give it."
    steps.append(
        {
            "title": "Jokers join the largest group",
            "text": text,
            "head": ["Hand", "Jokers", "Plays as", "Type without", "Type with"],
            "rows": rows,
            "uses": _uses("rules.py:Rules._types", "rules.py:_jokers_table")
            if FAST
            else _uses("rules.py:Rules.hand_type", "rules.py:Rules.effective"),
        }
    )

    by_type = {}
    for e in entries:
        by_type.setdefault(rules.hand_type(cards[e]), []).append(cards[e])
    steps.append(
        {
            "title": "Group the hands by type, weakest first",
            "text": "Every hand of a stronger type beats every hand of a weaker one, so the ranking starts with the "
            "weakest type. Rank 1 is the weakest hand.",
            "head": ["Type", "Hands"],
            "rows": [[TYPE_NAMES[t], ", ".join(by_type[t])] for t in sorted(by_type)],
            "uses": _uses("rules.py:Rules.identity", "ranking.py:rank"),
        }
    )

    ordered = sorted(entries, key=lambda e: rules.identity(cards[e]))
    rows = []
    for e in ordered:
        key = sort_key(cards[e], rules)
        rows.append(
            [
                cards[e],
                TYPE_NAMES[rules.hand_type(cards[e])],
                key["type"],
                " ".join(digit for _, digit in key["cards"]),
                key["key"],
            ]
        )
    steps.append(
        {
            "title": "Within a type, compare card by card",
            "text": "Hands of one type are compared by their first card, then their second, and so on. Each card "
            "becomes one hex digit, its strength: %s, weakest to strongest, are 0 to c. Put the type first and the "
            "five cards after it, and the hand is one number, its sort key: sorting the keys ranks the hands. The "
            "readable solution's key is the same as a pair, the type and the list of its cards' strengths, which "
            "Python compares item by item." % (", ".join(labels_weak_first)),
            "head": ["Hand", "Type", "Type digit", "Card digits", "Sort key"],
            "rows": rows,
            "uses": _uses("rules.py:Rules.identities", "ranking.py:_rank_fast")
            if FAST
            else _uses("rules.py:Rules.identity", "rules.py:Rules.cards_value", "ranking.py:_rank_portable"),
        }
    )

    rows, subtotal = [], 0
    for e in sorted(entries, key=ranking.rank_of):
        place, bid = ranking.rank_of(e), hands.bids[e]
        subtotal += place * bid
        rows.append([grouped(place), cards[e], grouped(bid), grouped(place * bid)])
    steps.append(
        {
            "title": "Rank × bid",
            "text": "Each hand wins its bid times its rank%s."
            % ("" if all_of else " among all %s" % plural(len(hands), "hand")),
            "head": ["Rank", "Hand", "Bid", "Winnings"],
            "rows": rows,
            "uses": _uses("ranking.py:_rank_fast") if FAST else _uses("ranking.py:_rank_portable"),
        }
    )

    added = " + ".join(row[3] for row in rows)
    if all_of:
        text = "The total winnings are the sum: %s = %s." % (added, grouped(ranking.total))
    else:
        text = "These hands win %s = %s; all %s together win %s." % (
            added,
            grouped(subtotal),
            plural(len(hands), "hand"),
            grouped(ranking.total),
        )
    steps.append(
        {
            "title": "Add them up",
            "text": text,
            "head": [],
            "rows": [],
            "uses": _uses("ranking.py:_rank_fast") if FAST else _uses("ranking.py:_rank_portable"),
        }
    )
    return steps


def _plain_type(hand, rules):
    """The type the labels give with the jokers left out: each joker counts as a label of its own."""
    jokers = hand.count(rules.joker) if rules.joker else 0
    return type_of_counts([count for _, count in counts_of(hand, rules)] + [1] * jokers)
