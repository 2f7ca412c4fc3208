"""The page's and the worker's configs ship every core module, and only from the page's own origin."""

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
COMMAND_LINE_ONLY = {"__main__.py", "cli.py"}


@pytest.mark.parametrize("name", ["pyscript.json", "worker.json"])
def test_every_core_module_reaches_the_page_and_the_worker(name):
    config = json.loads((ROOT / "site" / name).read_text())
    shipped = {Path(target).name for target in config["files"].values()}
    modules = {path.name for path in (ROOT / "camelcards_core").glob("*.py")} - COMMAND_LINE_ONLY
    assert shipped == modules


@pytest.mark.parametrize("name, interpreter", [("pyscript.json", "micropython"), ("worker.json", "pyodide")])
def test_the_interpreters_are_local(name, interpreter):
    config = json.loads((ROOT / "site" / name).read_text())
    assert config["interpreter"] == "./pyscript/%s/%s.mjs" % (interpreter, interpreter)
