"""The core under the page's MicroPython build (in Node): parse and rank both parts, in milliseconds.
Usage: python benchmarks/micropython.py [SIZES…]   (default 1000 5000 20000)"""

import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from generate import generate  # noqa: E402

RUNNER = os.path.join(HERE, "..", "tests", "micropython", "run.mjs")


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


if __name__ == "__main__":
    main([int(arg) for arg in sys.argv[1:]] or [1000, 5000, 20000])
