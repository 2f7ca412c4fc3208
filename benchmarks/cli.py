"""Whole command-line runs, both parts, on generated inputs: camelcards_core against three other solutions
(references.py), every ratio against the strong pure-Python one.  The commands take turns, three rounds,
and each figure is the median of its rounds, so that the machine's slow moments
fall on all of them alike.  Peak memory is each process's maximum resident size.
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
    "strong": [sys.executable, os.path.join(HERE, "references.py"), "strong"],
    "keyed (sorted key=)": [sys.executable, os.path.join(HERE, "references.py"), "keyed"],
    "classes (__lt__)": [sys.executable, os.path.join(HERE, "references.py"), "classes"],
}


def run(command, path):
    """Seconds, peak resident memory in MB, and the output of one whole process."""
    start = time.perf_counter()
    process = subprocess.Popen(command + [path], cwd=ROOT, stdout=subprocess.PIPE)
    output = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    assert status == 0, "%s failed" % command
    return elapsed, usage.ru_maxrss / 1024, output


def median(values):
    return sorted(values)[len(values) // 2]


def main(sizes):
    names = list(COMMANDS)
    print(
        "| hands | "
        + " | ".join(names)
        + " | "
        + " | ".join("%s ÷ strong" % name for name in names if name != "strong")
        + " | peak memory, core |"
    )
    print("|---:|" + "---:|" * (2 * len(names)))
    for size in sizes:
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as file:
            file.write(generate(size))
        rounds = 3
        times, memory, outputs = {name: [] for name in names}, {}, set()
        for _ in range(rounds):
            for name in names:
                elapsed, peak, output = run(COMMANDS[name], file.name)
                times[name].append(elapsed)
                memory[name] = max(memory.get(name, 0), peak)
                outputs.add(output)
        os.unlink(file.name)
        assert len(outputs) == 1, "the solutions disagree"
        middle = {name: median(times[name]) for name in names}
        cells = " | ".join("%.2f s" % middle[name] for name in names)
        ratios = " | ".join("%.2f" % (middle[name] / middle["strong"]) for name in names if name != "strong")
        print("| %s | %s | %s | %.0f MB |" % (format(size, ","), cells, ratios, memory["camelcards_core"]), flush=True)


if __name__ == "__main__":
    main([int(arg) for arg in sys.argv[1:]] or [1000, 100_000, 1_000_000])
