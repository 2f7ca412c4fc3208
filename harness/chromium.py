"""The browser the tests and the benchmarks drive: Debian's Chromium, else Playwright's own, with the same
arguments."""

import os
import shutil

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
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


def launch_args():
    """Playwright's launch arguments: Debian's Chromium when present (else Playwright's own), with ARGS."""
    return {"args": ARGS, **({"executable_path": CHROMIUM} if os.path.exists(CHROMIUM) else {})}
