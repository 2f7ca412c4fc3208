"""The figures' arithmetic and the command lines the page is compared against: medians and their spread, a
whole process timed, the strong pure-Python program, the Crab Combat command line, and the exact total an
input must show."""

import os
import random
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def median(values):
    return sorted(values)[len(values) // 2]


def spread(ratios, resamplings=2000):
    """The median of the ratios, with the 90 % interval of the medians of resamplings of them: on a machine
    whose speed changes from minute to minute, how far one run's median may be from another's."""
    draw = random.Random(0).choices
    medians = sorted(median(draw(ratios, k=len(ratios))) for _ in range(resamplings))
    tail = resamplings // 20  # 5 % of the medians on either side
    return "%.2f (90 %% interval %.2f to %.2f)" % (median(ratios), medians[tail], medians[-tail - 1])


def exact_total(text, part=1):
    """The exact total of a Camel Cards input under `part`, as the page must show it (a decimal string)."""
    from camelcards_core.parsing import parse
    from camelcards_core.ranking import rank

    return str(rank(parse(text), part).total)


def process_seconds(command, runs=3, status=0):
    """Median seconds of `command` as a whole process, run `runs` times, each ending with `status`."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        done = subprocess.run(command, capture_output=True, cwd=ROOT)
        times.append(time.perf_counter() - start)
        assert done.returncode == status, "%s ended with %d" % (command, done.returncode)
    return median(times)


def strong_process(path, runs=3):
    """Median seconds of the strong pure-Python program as a whole CPython process on the file."""
    return process_seconds([sys.executable, os.path.join(HERE, "references.py"), "strong"] + [path], runs)


def on_decks(decks, command, status=0):
    """Median seconds of the Crab Combat command line with the arguments `command` on a file of `decks`, each
    run ending with `status`."""
    from crab import deck_file

    with deck_file(decks) as path:
        return process_seconds([sys.executable, "-m", "camelcards_core.crab_combat"] + command + [path], 3, status)
