"""The page's MicroPython build, run headless by Node, with camelcards_core and this folder's scripts importable."""

import json
import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent


def run(script, given=None, tmp_path=None, timeout=120):
    """Run `script` (Python source) on MicroPython with `given` (text or bytes) readable at /input.txt; its
    standard output, as text.  A Python error fails with MicroPython's message."""
    import tempfile

    with tempfile.TemporaryDirectory(dir=tmp_path) as folder:
        source = Path(folder) / "script.py"
        source.write_text(script)
        command = ["node", str(HERE / "run.mjs"), str(source)]
        if given is not None:
            data = Path(folder) / "input.txt"
            data.write_bytes(given if isinstance(given, bytes) else given.encode())
            command.append(str(data))
        done = subprocess.run(command, capture_output=True, timeout=timeout)
    assert done.returncode == 0, done.stderr.decode()
    return done.stdout.decode()


def run_json(script, given=None, **options):
    """`run`, for a script that prints one JSON value."""
    return json.loads(run(script, given, **options))
