"""Pyodide's interpreters import our modules from the bytecode the build compiled (bytecode.py), and compile
afresh a source edited where it runs: the pinned Pyodide, run by Node, unpacks an interpreter's archive as its
page-side loader does and says which of our modules it compiled from their source."""

import json
import os
import shutil
import subprocess

import pytest

import bytecode
import python_files
import snapshot

NODE = shutil.which("node")
PYODIDE_WORKER = next(each for each in python_files.WORKERS if each.runtime == "pyodide")

# Pyodide, started from its snapshot as the page's are, unpacks the archive with its own tarfile, notes each
# source compiled while it imports, then edits one module and imports it again.
IMPORTS = """
import { loadPyodide } from %s;
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
const [snapshot, archive, imports, edited] = JSON.parse(process.argv[1]);
const memory = snapshot && gunzipSync(readFileSync(snapshot));
const pyodide = await loadPyodide({ _loadSnapshot: memory, stdout: () => {}, stderr: () => {} });
pyodide.FS.writeFile("/archive.tar.gz", readFileSync(archive));
pyodide.globals.set("imports", imports);
pyodide.globals.set("edited", edited);
console.log(pyodide.runPython(`
import importlib, importlib.machinery, json, sys, tarfile
tarfile.open("/archive.tar.gz").extractall("/home/python", filter="data")
sys.path.insert(0, "/home/python")
compiled = []
source_to_code = importlib.machinery.SourceFileLoader.source_to_code
def noted(self, data, path, **options):
    compiled.append(path.removeprefix("/home/python/"))
    return source_to_code(self, data, path, **options)
importlib.machinery.SourceFileLoader.source_to_code = noted
for name in imports:
    importlib.import_module(name)
first = list(compiled)
path = "/home/python/" + edited.replace(".", "/") + ".py"
with open(path, "a") as file:
    file.write(chr(10) + "EDITED = True" + chr(10))
del sys.modules[edited]
module = importlib.import_module(edited)
json.dumps([first, compiled[len(first):], module.EDITED])
`));
"""


@pytest.fixture(scope="module")
def node():
    if NODE is None or not os.path.isdir(snapshot.PYODIDE):
        pytest.fail("Node and the pinned Pyodide are needed: bash tests/run.sh installs them")
    return NODE


@pytest.mark.parametrize(
    "interpreter, imports",
    [
        (PYODIDE_WORKER, ["camelcards_core.session", "camelcards_core.crab_session"]),
        (python_files.RUNNER, ["running", "run_checks", "tracing", "prompt"]),
    ],
    ids=["worker", "runner"],
)
def test_pyodide_imports_our_modules_from_their_bytecode_and_compiles_an_edited_one(
    node, tmp_path, interpreter, imports
):
    path = tmp_path / "archive.tar.gz"
    path.write_bytes(python_files.archive(interpreter))
    memory = os.path.join(snapshot.FOLDER, snapshot.FILE)
    script = IMPORTS % json.dumps(snapshot.PYODIDE + "/pyodide.mjs")
    made = memory if os.path.exists(memory) else None
    arguments = json.dumps([made, str(path), imports, "camelcards_core.rules"])
    said = subprocess.run(
        [node, "--input-type=module", "-e", script, arguments], capture_output=True, text=True, check=True
    )
    first, again, edited = json.loads(said.stdout.strip().splitlines()[-1])
    assert first == []
    assert again == ["camelcards_core/rules.py"] and edited is True


def test_each_module_has_its_bytecode_beside_its_source():
    for interpreter in (PYODIDE_WORKER, python_files.RUNNER):
        compiled = bytecode.compiled(python_files.modules(interpreter))
        expected = set()
        for name in python_files.modules(interpreter):
            folder, _, module = name.rpartition("/")
            expected.add("%s__pycache__/%s" % (folder + "/" if folder else "", module))
        assert {name.rsplit(".", 2)[0] for name in compiled} == expected
        tags = {name.rsplit(".", 2)[1] for name in compiled}
        assert len(tags) == 1 and tags.pop().startswith("cpython-")
