"""The core under the page's MicroPython build (in Node): parse and rank both parts, in milliseconds; or, with
--crab, both games of Crab Combat on the decks of benchmarks/crab.py, against CPython in this process.
Usage: python benchmarks/micropython.py [SIZES…]   (default 1000 5000 20000)
       python benchmarks/micropython.py --crab"""

import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from generate import generate  # noqa: E402

RUNNER = os.path.join(HERE, "..", "tests", "micropython", "run.mjs")
sys.path.insert(0, os.path.join(HERE, ".."))


def main(sizes):
    print("| hands | parse | rank both parts | total |")
    print("|---:|---:|---:|---:|")
    for size in sizes:
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as file:
            file.write(generate(size))
        runs = [
            subprocess.run(
                ["node", RUNNER, os.path.join(HERE, "micropython_core.py"), file.name],
                capture_output=True,
                text=True,
                check=True,
            ).stdout.split()
            for _ in range(3)
        ]
        os.unlink(file.name)
        count, parse_ms, rank_ms = min(runs, key=lambda run: int(run[1]) + int(run[2]))
        print(
            "| %s | %s ms | %s ms | %d ms |"
            % (format(int(count), ","), parse_ms, rank_ms, int(parse_ms) + int(rank_ms))
        )


def crab():
    """Both games on each deal: MicroPython in Node (the play alone, best of 3) against CPython here (best of 3)."""
    from camelcards_core.crab_game import play
    from crab import deals, deck_file

    print("| decks | MicroPython | CPython | MicroPython ÷ CPython |")
    print("|---|---:|---:|---:|")
    runner = os.path.join(HERE, "micropython_crab.py")
    for name, decks in deals():
        with deck_file(decks) as path:
            on_micropython = min(
                int(subprocess.run(["node", RUNNER, runner, path], capture_output=True, text=True, check=True).stdout)
                for _ in range(3)
            )
        on_cpython = []
        for _ in range(3):
            start = time.perf_counter()
            play(*decks, 1)
            play(*decks, 2)
            on_cpython.append((time.perf_counter() - start) * 1000)
        fastest = min(on_cpython)
        print("| %s | %d ms | %.0f ms | %.1f |" % (name, on_micropython, fastest, on_micropython / fastest), flush=True)


if __name__ == "__main__":
    if sys.argv[1:] == ["--crab"]:
        crab()
    else:
        main([int(arg) for arg in sys.argv[1:]] or [1000, 5000, 20000])
