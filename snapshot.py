"""Pyodide's memory snapshot: the interpreter as it stands once started, which a worker restores in a tenth of
the time that starting one takes (python benchmarks/pyodide_start.py).  Node makes it once from the pinned
Pyodide, and again only when that changes; the page's Pyodide worker and the Code tab's runners start from it
(js/snapshot.js), and start without it where it could not be made (no Node).

It holds nothing of a visitor's, nor of the machine that made it: a bare interpreter, before any module of the
project's is imported.  Every worker started from it shares its state, so each reseeds `random`; the hash of
a str, set as an interpreter starts, is the same in each, as under PYTHONHASHSEED (a set of strs iterates in
the same order every run)."""

import gzip
import hashlib
import os
import shutil
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
PYODIDE = os.path.join(HERE, "node_modules", "pyodide")
# Served as /pyscript/pyodide/snapshot/memory.bin.gz (site_files.ROOTS), cached with Pyodide's own files.
FOLDER = os.path.join(HERE, ".tools", "pyodide-snapshot")
FILE = "memory.bin.gz"
# What the snapshot is made from: another of these, another snapshot.
MADE_FROM = ("pyodide.asm.wasm", "pyodide.asm.mjs", "pyodide.mjs", "python_stdlib.zip")

# Node's environment is not the browser's: `_` names the script, where a browser's interpreter has Emscripten's
# own name for its program.
MAKE = """
import { loadPyodide } from %s;
import { writeFileSync } from "node:fs";
const pyodide = await loadPyodide({ _makeSnapshot: true, stdout: () => {}, stderr: () => {} });
pyodide.runPython("import os; os.environ['_'] = './this.program'");
writeFileSync(process.argv[1], pyodide.makeMemorySnapshot());
"""


# The stamp of Pyodide's files as they stand: {their sizes and times: stamp}, read again only once they change.
_STAMPS = {}


def stamp():
    """A hash of the Pyodide that the snapshot, and the bytecode (bytecode.py), are made from."""
    paths = [os.path.join(PYODIDE, name) for name in MADE_FROM]
    seen = tuple((os.stat(path).st_mtime_ns, os.stat(path).st_size) for path in paths)
    if seen not in _STAMPS:
        digest = hashlib.sha256()
        for path in paths:
            with open(path, "rb") as file:
                digest.update(file.read())
        _STAMPS[seen] = digest.hexdigest()
    return _STAMPS[seen]


def make():
    """Make the snapshot unless the one made already is of this Pyodide; say so when Node is missing."""
    node = shutil.which("node")
    if not os.path.isdir(PYODIDE):
        return
    made_from = stamp()
    stamp_file = os.path.join(FOLDER, "made-from")
    if os.path.exists(os.path.join(FOLDER, FILE)) and os.path.exists(stamp_file):
        with open(stamp_file, encoding="ascii") as file:
            if file.read() == made_from:
                return
    if node is None:
        print("Node was not found: Pyodide starts without its snapshot, some 2 s slower.")
        return
    os.makedirs(FOLDER, exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        raw = os.path.join(work, "memory.bin")
        module = '"%s"' % (PYODIDE + "/pyodide.mjs").replace("\\", "/")
        subprocess.run([node, "--input-type=module", "-e", MAKE % module, raw], check=True, cwd=work)
        with open(raw, "rb") as source, open(os.path.join(FOLDER, FILE), "wb") as target:
            # mtime 0: the same snapshot makes the same file, and the same hash in the service worker's list
            with gzip.GzipFile(fileobj=target, mode="wb", mtime=0, compresslevel=6) as packed:
                shutil.copyfileobj(source, packed)
    with open(stamp_file, "w", encoding="ascii") as file:
        file.write(made_from)
