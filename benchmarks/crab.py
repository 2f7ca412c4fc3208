"""Crab Combat on a shuffled deck of 50 cards, 25 each, both games, best of 3 runs of each.
Usage: python benchmarks/crab.py [SEEDS…]   (default 1 2 3)"""

import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from camelcards_core.crab_combat import play  # noqa: E402


def main(seeds):
    print("| seed | Combat | Recursive Combat | rounds (part 2) | sub-games | deepest |")
    print("|---:|---:|---:|---:|---:|---:|")
    for seed in seeds:
        cards = list(range(1, 51))
        random.Random(seed).shuffle(cards)
        times = []
        for part in (1, 2):
            best = None
            for _ in range(3):
                start = time.perf_counter()
                outcome = play(cards[:25], cards[25:], part)
                best = min(best or 1e9, time.perf_counter() - start)
            times.append(best)
        print("| %d | %.1f ms | %.1f ms | %d | %d | %d |" % (seed, times[0] * 1000, times[1] * 1000, outcome.rounds, outcome.sub_games, outcome.max_depth))


if __name__ == "__main__":
    main([int(arg) for arg in sys.argv[1:]] or [1, 2, 3])
