"""Writes a valid Camel Cards input of N hands: random hands, each bid a function of its hand, so that the
repeats any input over 371,293 (13⁵) lines must hold carry equal bids."""

import random
import sys
import zlib

LABELS = "23456789TJQKA"


def generate(count, seed=2023):
    rng = random.Random(seed)
    lines = []
    for _ in range(count):
        hand = "".join(rng.choices(LABELS, k=5))
        lines.append("%s %d" % (hand, 1 + zlib.crc32(hand.encode()) % 1000))
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.stdout.write(generate(int(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 2023))
