"""Real Chromium (Debian's, else Playwright's own) against the app served over HTTP by serve.py itself."""

import os
import shutil

import pytest

from tests import server

from .page import CamelPage

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
]


@pytest.fixture(scope="session")
def base_url():
    with server.app() as url:
        yield url


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """Debian's Chromium when present; elsewhere Playwright's own.  A missing browser fails the tests."""
    args = {**browser_type_launch_args, "args": ARGS}
    if os.path.exists(CHROMIUM):
        args["executable_path"] = CHROMIUM
    return args


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    """Each test's fresh context would install the service worker and precache some 5 MB: only the tests of
    working offline (test_offline.py) let it run."""
    return {**browser_context_args, "service_workers": "block"}


@pytest.fixture
def camel(page, base_url):
    """The app, with every request beyond 127.0.0.1 blocked and recorded, and console errors collected."""
    return CamelPage(page, base_url)
