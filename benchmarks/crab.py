"""Recursive Combat as whole command-line runs (--part 2): camelcards_core against the plain, correct
reference in references.py, which keeps every position of a game in a set and recurses on copies.  The
decks: the hard 50-card deal named in the README, and shuffles of 1…50 dealt 25 each as puzzle inputs
are, chosen for their many sub-games.  The commands take turns, three rounds; each figure is the median.
Usage: python benchmarks/crab.py"""

import contextlib
import os
import random
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from cli import median, run  # noqa: E402

COMMANDS = {
    "camelcards_core": [sys.executable, "-m", "camelcards_core.crab_combat", "--part", "2"],
    "reference": [sys.executable, os.path.join(HERE, "references.py"), "crab"],
}
HARD = (
    [27, 10, 1, 14, 44, 37, 36, 34, 9, 20, 13, 7, 43, 48, 39, 22, 31, 32, 42, 46, 35, 38, 49, 18, 29],
    [50, 25, 45, 24, 26, 15, 19, 28, 21, 12, 41, 30, 40, 8, 4, 11, 17, 2, 6, 5, 16, 3, 33, 47, 23],
)
SHUFFLES = (235, 176, 42, 9)


def shuffled(seed):
    cards = list(range(1, 51))
    random.Random(seed).shuffle(cards)
    return cards[:25], cards[25:]


def text(decks):
    return "".join("Player %d:\n%s\n\n" % (player, "\n".join(map(str, deck))) for player, deck in enumerate(decks, 1))


def deals():
    """The deals every Crab Combat benchmark plays, named: the hard deal, then the shuffles."""
    return [("hard deal", HARD)] + [("shuffle %d" % seed, shuffled(seed)) for seed in SHUFFLES]


@contextlib.contextmanager
def deck_file(decks):
    """The path of a file holding `decks` as a puzzle input, removed afterwards."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as file:
        file.write(text(decks))
    try:
        yield file.name
    finally:
        os.unlink(file.name)


def main():
    print("| decks | camelcards_core | reference | ratio | peak memory, core |")
    print("|---|---:|---:|---:|---:|")
    for name, decks in deals():
        times, memory, scores = {key: [] for key in COMMANDS}, 0, set()
        with deck_file(decks) as path:
            for _ in range(3):
                for key, command in COMMANDS.items():
                    elapsed, peak, output = run(command, path)
                    times[key].append(elapsed)
                    scores.add(output.split()[-1])
                    memory = max(memory, peak) if key == "camelcards_core" else memory
        assert len(scores) == 1, "the two disagree"
        core, reference = median(times["camelcards_core"]), median(times["reference"])
        print(
            "| %s | %.2f s | %.2f s | %.2f | %.0f MB |" % (name, core, reference, core / reference, memory), flush=True
        )


if __name__ == "__main__":
    main()
