"""Inputs the end-to-end tests share, each made for what it tests."""

import itertools
import random

from harness.page_facts import LIVE_LIMIT
from tests.strategies import LABELS


def distinct_hands(count, seed=7):
    hands = ["".join(cards) for cards in itertools.islice(itertools.product(LABELS, repeat=5), 0, 13**5, 37)][:count]
    random.Random(seed).shuffle(hands)
    return hands


# Jokers, repeats with one bid, every type and a bid past 2**64: the cases where the two workers could part.
MIXED = "".join(
    "%s %d\n" % (a + b + c + "J" + a, (i * 7919) % 1000 + 1)
    for i, (a, b, c) in enumerate((a, b, c) for a in LABELS[:6] for b in LABELS[4:9] for c in "JQ2")
) + "AAAAA %d\nJJJJJ 3\nAAAAA %d\n" % (2**70, 2**70)
# Every label in four positions and five in the last: 43,940 distinct hands, about 0.4 MB, beyond the live limit.
BIG = "".join(
    "%s%s%s%s%s %d\n" % (a, b, c, d, e, i % 1000)
    for i, (a, b, c, d, e) in enumerate(
        (a, b, c, d, e) for a in LABELS[:4] for b in LABELS for c in LABELS for d in LABELS for e in LABELS[:5]
    )
)


def beyond(limit):
    """Distinct hands whose text is a little longer than `limit` characters."""
    text = ""
    for i, hand in enumerate(distinct_hands(limit)):
        text += "%s %d\n" % (hand, i % 1000)
        if len(text) > limit + 1000:
            return text


# An input the page answers only on Solve, and no bigger: beyond the live limit, yet whole in the box (under
# input_text.js's SHOWN_LIMIT).
OVER_LIVE = beyond(LIVE_LIMIT)
# 2,197 hands: more than one page of the table.
PAGES = "".join(
    "%s%s%s99 %d\n" % (a, b, c, i + 1)
    for i, (a, b, c) in enumerate((a, b, c) for a in LABELS for b in LABELS for c in LABELS)
)
# 8,000 distinct hands with CRLF line ends: about 87 KB, long enough to be held beside the text box.
CRLF = "".join("%s %d\r\n" % (hand, i % 1000 + 1) for i, hand in enumerate(distinct_hands(8000)))
LONE_CR = "32T3K 765\nT55J5 684\rKK677 28\n"
# The hard 50-card deal: some 1.7 million rounds and 22,000 sub-games of Recursive Combat.
HARD = "Player 1:\n%s\n\nPlayer 2:\n%s\n" % (
    "\n".join(
        map(str, [27, 10, 1, 14, 44, 37, 36, 34, 9, 20, 13, 7, 43, 48, 39, 22, 31, 32, 42, 46, 35, 38, 49, 18, 29])
    ),
    "\n".join(map(str, [50, 25, 45, 24, 26, 15, 19, 28, 21, 12, 41, 30, 40, 8, 4, 11, 17, 2, 6, 5, 16, 3, 33, 47, 23])),
)
# A deal of real size, 1…50 dealt 25 each (a shuffle), whose games the MicroPython worker ends in a moment:
# full Python is never started for it.
DEALT = "Player 1:\n%s\n\nPlayer 2:\n%s\n" % (
    "\n".join(
        map(str, [27, 38, 36, 21, 26, 43, 28, 18, 14, 31, 33, 8, 15, 42, 20, 19, 23, 34, 40, 30, 11, 46, 13, 6, 50])
    ),
    "\n".join(map(str, [39, 24, 10, 9, 7, 3, 35, 29, 5, 22, 1, 48, 16, 41, 4, 25, 2, 44, 37, 12, 47, 45, 17, 49, 32])),
)
# A 70-card deal whose Recursive Combat is some four times longer than HARD's: MicroPython is still playing it
# when the Pyodide worker it starts is ready, however quiet the machine.
LONG = "Player 1:\n%s\n\nPlayer 2:\n%s\n" % (
    "\n".join(
        map(
            str,
            [
                34,
                36,
                40,
                39,
                33,
                12,
                63,
                60,
                54,
                61,
                55,
                3,
                1,
                45,
                11,
                23,
                13,
                31,
                24,
                15,
                2,
                30,
                17,
                57,
                59,
                53,
                22,
                25,
                49,
                69,
                56,
                58,
                18,
                44,
                50,
            ],
        )
    ),
    "\n".join(
        map(
            str,
            [
                51,
                46,
                67,
                14,
                26,
                43,
                47,
                21,
                64,
                10,
                28,
                20,
                6,
                66,
                41,
                9,
                38,
                32,
                42,
                37,
                52,
                62,
                48,
                5,
                27,
                7,
                29,
                70,
                68,
                65,
                16,
                19,
                4,
                8,
                35,
            ],
        )
    ),
)
# Decks typed in place of the example's: 22 for both games.
TYPED = "Player 1:\n1\n3\n\nPlayer 2:\n2\n4\n"


# MicroPython takes decks up to this many characters (site/worker/engine.py).
HEAP_LIMIT = 500_000


def dealt(cards):
    """Decks of `cards` cards each, made in the page (a JavaScript expression), numbered from 100,000 so that
    each line is as long as the next."""
    return (
        "'Player 1:\\n' + Array.from({length: %d}, (_, i) => 100000 + 2 * i + 1).join('\\n')"
        " + '\\n\\nPlayer 2:\\n' + Array.from({length: %d}, (_, i) => 100000 + 2 * i + 2).join('\\n') + '\\n'"
    ) % (cards, cards)
