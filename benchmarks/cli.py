"""Whole command-line runs, both parts, on generated inputs: camelcards_core against two straightforward
solutions (references.py), timed in the same run so that the ratios hold on a noisy machine.
Usage: python benchmarks/cli.py [SIZES…]   (default 1000 100000 1000000)"""

import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from generate import generate  # noqa: E402

COMMANDS = {
    "camelcards_core": [sys.executable, "-m", "camelcards_core"],
    "keyed (sorted key=)": [sys.executable, os.path.join(HERE, "references.py"), "keyed"],
    "classes (__lt__)": [sys.executable, os.path.join(HERE, "references.py"), "classes"],
}


def best_time(command, path, repeats):
    best, output = None, None
    for _ in range(repeats):
        start = time.perf_counter()
        output = subprocess.run(command + [path], cwd=ROOT, capture_output=True, check=True).stdout
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    return best, output


def main(sizes):
    print("| hands | " + " | ".join(COMMANDS) + " | core ÷ keyed | core ÷ classes |")
    print("|---:|" + "---:|" * (len(COMMANDS) + 2))
    for size in sizes:
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as file:
            file.write(generate(size))
        repeats = 3 if size <= 100_000 else 1
        times, outputs = {}, set()
        for name, command in COMMANDS.items():
            times[name], output = best_time(command, file.name, repeats)
            outputs.add(output)
        os.unlink(file.name)
        assert len(outputs) == 1, "the solutions disagree"
        core, keyed, classes = (times[name] for name in COMMANDS)
        cells = " | ".join("%.2f s" % times[name] for name in COMMANDS)
        print("| %s | %s | %.2f | %.2f |" % (format(size, ","), cells, core / keyed, core / classes), flush=True)


if __name__ == "__main__":
    main([int(arg) for arg in sys.argv[1:]] or [1000, 100_000, 1_000_000])
