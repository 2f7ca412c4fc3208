"""Real Chromium (Debian's, else Playwright's own) against the app served over HTTP by serve.py itself."""

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .page import CamelPage

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
    "--disable-component-update", "--no-first-run", "--disable-sync",
]


def start_server(command, cwd, pattern):
    """Start a server on a free port and return (process, base URL) once it says where it listens."""
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    for line in process.stdout:
        match = re.search(pattern, line)
        if match:
            return process, "http://127.0.0.1:%s/" % match.group(1)
    process.kill()
    raise RuntimeError("the server did not start: %s" % " ".join(command))


@pytest.fixture(scope="session")
def base_url():
    process, url = start_server([sys.executable, "serve.py", "--no-open", "--port", "0"], ROOT, r"127\.0\.0\.1:(\d+)")
    yield url
    process.terminate()
    process.wait()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """Debian's Chromium when present; elsewhere Playwright's own.  A missing browser fails the tests."""
    args = {**browser_type_launch_args, "args": ARGS}
    if os.path.exists(CHROMIUM):
        args["executable_path"] = CHROMIUM
    return args


@pytest.fixture
def camel(page, base_url):
    """The app, with every request beyond 127.0.0.1 blocked and recorded, and console errors collected."""
    return CamelPage(page, base_url)
