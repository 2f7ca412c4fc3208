"""Pyodide's bytecode of the modules that its interpreters import (the page's Pyodide worker, the Code tab's
runner): a fresh interpreter compiles each module's source as it imports it, which took the Pyodide worker's
start longer than restoring its memory snapshot.  Node compiles them with the pinned Pyodide, as snapshot.py
starts it, once for each source; where Node or Pyodide is missing, the archives hold the sources alone and
Pyodide compiles them as before.

Each .pyc is checked against its source by hash (PEP 552), so a source edited in the interpreter (the Code tab
runs the core's files as a visitor edits them) is compiled afresh rather than run as it was."""

import hashlib
import json
import os
import shutil
import subprocess
import tempfile

import snapshot

# One file a source, named by a hash of Pyodide and the source: what was compiled once is not compiled again.
FOLDER = os.path.join(os.path.dirname(snapshot.FOLDER), "pyodide-bytecode")

COMPILE = """
import { loadPyodide } from %s;
import { readFileSync, writeFileSync } from "node:fs";
const [wanted, done] = process.argv.slice(1);
const pyodide = await loadPyodide({ stdout: () => {}, stderr: () => {} });
const compile = pyodide.runPython(`
import py_compile, sys
def compile(source, name):
    py_compile.compile(source, "/module.pyc", dfile=name, doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH)
    return sys.implementation.cache_tag
compile`);
let tag = null;
for (const [key, name, source] of JSON.parse(readFileSync(wanted, "utf8"))) {
  pyodide.FS.writeFile("/module.py", source);
  tag = compile("/module.py", name);
  writeFileSync(`${done}/${key}.pyc`, pyodide.FS.readFile("/module.pyc"));
}
writeFileSync(`${done}/cache-tag`, tag ?? "");
"""


def _key(stamp, name, content):
    return hashlib.sha256(b"\0".join((stamp.encode(), name.encode(), content))).hexdigest()


def compiled(sources):
    """{a module's path in its interpreter, without extension: its source file} → {the path of its .pyc
    there (`x/__pycache__/y.cpython-314.pyc`): the .pyc's bytes}; {} where Node or Pyodide is missing."""
    node = shutil.which("node")
    if node is None or not os.path.isdir(snapshot.PYODIDE) or not sources:
        return {}
    stamp = snapshot.stamp()
    contents = {}
    for name, source in sources.items():
        with open(source, "rb") as file:
            contents[name] = file.read()
    keys = {name: _key(stamp, name, content) for name, content in contents.items()}
    tag_file = os.path.join(FOLDER, "cache-tag-" + stamp[:16])
    missing = [name for name in sources if not os.path.exists(os.path.join(FOLDER, keys[name] + ".pyc"))]
    if not os.path.exists(tag_file):
        missing = list(sources)
    if missing:
        _compile(node, [(keys[name], name + ".py", contents[name].decode("utf-8")) for name in missing], tag_file)
    with open(tag_file, encoding="ascii") as file:
        tag = file.read()
    found = {}
    for name in sources:
        folder, _, module = name.rpartition("/")
        with open(os.path.join(FOLDER, keys[name] + ".pyc"), "rb") as file:
            found["%s__pycache__/%s.%s.pyc" % (folder + "/" if folder else "", module, tag)] = file.read()
    return found


def _compile(node, wanted, tag_file):
    os.makedirs(FOLDER, exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        listing = os.path.join(work, "wanted.json")
        with open(listing, "w", encoding="utf-8") as file:
            json.dump(wanted, file)
        module = '"%s"' % (snapshot.PYODIDE + "/pyodide.mjs").replace("\\", "/")
        subprocess.run([node, "--input-type=module", "-e", COMPILE % module, listing, work], check=True, cwd=work)
        for key, _, _ in wanted:
            shutil.move(os.path.join(work, key + ".pyc"), os.path.join(FOLDER, key + ".pyc"))
        shutil.copyfile(os.path.join(work, "cache-tag"), tag_file)
