"""The app's files: which URL path serves which file (the page, the core and the PyScript runtime, from
node_modules, pinned by package-lock.json, mounted as separate roots, nothing outside them ever served), the
service worker's script with their list, and the static folder of them all that any host can serve."""

import hashlib
import os
import re
import shutil
import sys
import urllib.parse

import precache
import python_files
import snapshot

HERE, SITE, CORE = python_files.HERE, python_files.SITE, python_files.CORE
MODULES = os.path.join(HERE, "node_modules")


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
        ("/pyscript/pyodide/snapshot/", snapshot.FOLDER, lambda name: name == snapshot.FILE),
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
    asked for at every visit, and Pyodide is megabytes."""
    stat = os.stat(source)
    known = _DIGESTS.get(source)
    if known is None or known[:2] != (stat.st_mtime_ns, stat.st_size):
        with open(source, "rb") as file:
            known = _DIGESTS[source] = (stat.st_mtime_ns, stat.st_size, hashlib.sha256(file.read()).digest())
    return known[2]


def service_worker():
    """site/sw.js with its lists written in (precache.py): the files the page uses, its Python in archives."""
    files = dict(served())
    archived = {source for each in python_files.INTERPRETERS for source in python_files.modules(each).values()}
    own = {url: source not in archived for url, source in files.items() if inside(source, SITE)}
    with open(os.path.join(SITE, "sw.js"), encoding="utf-8") as file:
        template = file.read()
    with open(os.path.join(SITE, "boot", "name.js"), encoding="utf-8") as file:
        name = re.search(r'^export const NAME = "([^"]+)";$', file.read(), re.M).group(1)
    full = {each.archive for each in python_files.FULL_PYTHON}
    return precache.worker_script(template, files, own, python_files.archives(), full, digest, name)


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
    for url, content in python_files.archives().items():
        with open(os.path.join(target, url.lstrip("/")), "wb") as file:
            file.write(content)
        count += 1
    with open(os.path.join(target, "sw.js"), "w", encoding="utf-8") as file:
        file.write(service_worker())
    print("Wrote %d files to %s; upload that folder as it is to any static host." % (count + 1, target))
