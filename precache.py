"""What the service worker precaches, and its script (site/sw.js) with that list written in, as Workbox's
injectManifest writes it: the files the page uses, each with a hash of its content as its revision (so that a
deployment changes the worker exactly when a file changed) and as its integrity.

The page uses its own files, each file they name (PyScript's core and the chunks the page imports of it, the
interpreter, the core's modules its configs list, the vendored libraries) and every module those import in
turn; nothing else that the runtime's packages hold (PyScript's terminal, its other plugins, its TOML and ZIP
readers, which the page never loads)."""

import base64
import hashlib
import json
import posixpath
import re

# The service worker's Workbox libraries, which it loads itself.
WORKER_LIBRARIES = ("sw", "core", "precaching", "routing", "strategies", "expiration")
# Pyodide (megabytes, for big inputs and the Code tab), which the worker caches on first use.
PYODIDE = "/pyscript/pyodide/"
# Never precached: Pyodide; the worker script itself; and the worker's own libraries, which the browser keeps
# with the worker script.  (workbox-window runs in the page.)
NOT_PRECACHED = (PYODIDE, "/sw.js") + tuple("/workbox/workbox-%s/" % name for name in WORKER_LIBRARIES)
# A path in quotes in one of the page's files, relative to the page or to the file: "./pyscript/core.js",
# "../vendor/nanotar/index.mjs", "camelcards_core/rules.py".
NAMED = re.compile(r"""["'`](?:\.{1,2}/)*((?:[\w@-]+/)*[\w@.-]+\.\w+)["'`]""")
# A module's static imports, relative to it (an import() loads only on a need, and is not followed).
IMPORTS = re.compile(r"""(?:\bfrom|\bimport)\s*["'](\.{1,2}/[^"'\s]+)["']""")
TEXT = (".html", ".js", ".mjs", ".json", ".py", ".css", ".webmanifest")


def used(files, own):
    """The URLs among `files` ({URL path: source file}) that the page uses: `own` (its own files), each file
    they name, and every module those import, in turn."""
    found, wanted = set(), sorted(own)
    while wanted:
        url = wanted.pop()
        if url in found:
            continue
        found.add(url)
        if not url.endswith(TEXT):
            continue
        with open(files[url], encoding="utf-8") as file:
            text = file.read()
        names = ["/" + name for name in NAMED.findall(text)] if url in own else []
        names += [posixpath.normpath(posixpath.join(posixpath.dirname(url), name)) for name in IMPORTS.findall(text)]
        wanted += [name for name in names if name in files and name not in found]
    return found


def integrity(sha256):
    """A Subresource Integrity value: the browser checks a precached file's download against it, and the
    service worker each response it would serve from a cache."""
    return "sha256-" + base64.b64encode(sha256).decode()


def worker_script(template, files, own, archives, full, digest, name):
    """`template` (site/sw.js's text) with its lists written in.  `files` maps each URL path the app serves to
    its source, `own` maps the page's own files to whether they are precached (not the modules that reach
    their interpreter in its archive alone), `archives` maps each archive's URL path to its bytes, `full` holds
    the archives that only full Python (Pyodide) unpacks, `digest` gives a file's SHA-256.  The lists: each
    file the page uses, with its revision and integrity, and the other archives; Pyodide's files and its
    archives (cached on first use, with full Python) with their integrity; and a hash over Pyodide's own files,
    which names its cache; and `name`, the page's name (boot/name.js's NAME), which prefixes its caches'."""
    entries, pyodide, revision = [], {}, hashlib.sha256()
    precached = {url for url in used(files, own) if own.get(url, True) and not url.startswith(NOT_PRECACHED)}
    for url, source in files.items():
        if url.startswith(PYODIDE):
            revision.update(digest(source))
            pyodide[url.lstrip("/")] = integrity(digest(source))
        elif url in precached:
            sha256 = digest(source)
            entries.append({"url": url.lstrip("/"), "revision": sha256.hex()[:16], "integrity": integrity(sha256)})
    for url, content in archives.items():
        sha256 = hashlib.sha256(content).digest()
        if url in full:
            pyodide[url.lstrip("/")] = integrity(sha256)
        else:
            entries.append({"url": url.lstrip("/"), "revision": sha256.hex()[:16], "integrity": integrity(sha256)})
    worker = template.replace("self.__WB_MANIFEST", json.dumps(entries, separators=(",", ":")))
    worker = worker.replace("self.__PYODIDE_FILES", json.dumps(pyodide, separators=(",", ":")))
    worker = worker.replace("self.__NAME", json.dumps(name))
    return worker.replace("${self.__PYODIDE_REVISION}", revision.hexdigest()[:16])
