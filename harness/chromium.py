"""The browser the tests and the benchmarks drive: Debian's Chromium, else Playwright's own, with the same
arguments; and for most tests, the same Chromium without a browser's window around its pages (Debian's
chromium-headless-shell, which Playwright's own headless mode runs too), which takes a fifth less of the
processor.  It has no back-forward cache, no full screen that the window's size can be set in, and reads no
profile's settings: tests of those run in the full browser."""

import os
import shutil

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
SHELL = shutil.which("chromium-headless-shell") or "/usr/bin/chromium-headless-shell"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    # No host but the local server's resolves: a request beyond it fails at once, without routing every request
    # through Playwright, which would turn the browser's cache off (the tests' page helper records any such
    # request).
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
]


def launch_args(shell=False):
    """Playwright's launch arguments: Debian's Chromium (or its headless shell when `shell`, and it is there) when
    present, else Playwright's own, with ARGS."""
    found = [path for path in ([SHELL] if shell else []) + [CHROMIUM] if os.path.exists(path)]
    return {"args": ARGS, **({"executable_path": found[0]} if found else {})}
