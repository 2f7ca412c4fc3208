"""The site served on a free port of 127.0.0.1: by serve.py itself, by Python's plain static server in a
process of its own (a built folder, as any static host serves it), or by that server in a thread of this
process, keeping connections open as hosts do."""

import http.server
import re
import subprocess
import sys
import threading
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


def serve_py(tree=ROOT):
    """The command, folder and listening line of serve.py in the checkout `tree`."""
    return [sys.executable, "serve.py", "--no-open", "--port", "0"], tree, r"127\.0\.0\.1:(\d+)"


def app(tree=ROOT):
    """serve.py itself (of the checkout `tree`), on 127.0.0.1."""
    return running(*serve_py(tree))


def app_process():
    """serve.py, yielding its base URL and its process."""
    return process(*serve_py())


def static(folder):
    """A folder served as any static host would: Python's plain http.server, which knows nothing of the app."""
    return running([sys.executable, "-u", "-m", "http.server", "0", "--bind", "127.0.0.1"], folder, r"port (\d+)")


class _Quiet(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        """A page closed mid-download is no news."""


class _Static(http.server.SimpleHTTPRequestHandler):
    """Python's plain static server, keeping connections open as hosts do (its default, HTTP/1.0, opens one
    a request), with Nagle's algorithm off so that a response's second write is not held back, and quiet."""

    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True

    def log_message(self, *args):
        pass


def in_thread(folder):
    """`folder` served by a thread of this process: (the server, to shut down, and its base URL)."""
    server = _Quiet(("127.0.0.1", 0), lambda *a: _Static(*a, directory=folder))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, "http://127.0.0.1:%d/" % server.server_address[1]


def build(folder, tree=ROOT):
    """The static folder of the checkout `tree` written into `folder`, as `serve.py --build` writes it."""
    subprocess.run([sys.executable, "serve.py", "--build", str(folder)], cwd=tree, check=True, capture_output=True)
