"""Servers the tests start: the app through serve.py, or a built folder through Python's plain static server."""

import re
import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


@contextmanager
def process(command, cwd, pattern):
    """Start a server on a free port; yield its base URL and its process once it says where it listens, and
    stop it after."""
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        for line in process.stdout:
            match = re.search(pattern, line)
            if match:
                yield "http://127.0.0.1:%s/" % match.group(1), process
                return
        raise RuntimeError("the server did not start: %s" % " ".join(command))
    finally:
        process.terminate()
        process.wait()


@contextmanager
def running(command, cwd, pattern):
    """`process`, yielding its base URL alone."""
    with process(command, cwd, pattern) as (url, _):
        yield url


APP = [sys.executable, "serve.py", "--no-open", "--port", "0"], ROOT, r"127\.0\.0\.1:(\d+)"


def app():
    """serve.py itself, on 127.0.0.1."""
    return running(*APP)


def app_process():
    """serve.py, yielding its base URL and its process."""
    return process(*APP)


def static(folder):
    """A folder served as any static host would: Python's plain http.server, which knows nothing of the app."""
    return running([sys.executable, "-u", "-m", "http.server", "0", "--bind", "127.0.0.1"], folder, r"port (\d+)")
