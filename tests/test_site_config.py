"""The page's config ships every core module the page imports, and only from its own origin."""

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
COMMAND_LINE_ONLY = {"__main__.py", "cli.py"}


def test_every_core_module_reaches_the_page():
    config = json.loads((ROOT / "site" / "pyscript.json").read_text())
    shipped = {Path(target).name for target in config["files"].values()}
    modules = {path.name for path in (ROOT / "camelcards_core").glob("*.py")} - COMMAND_LINE_ONLY
    assert shipped == modules


def test_the_interpreter_is_local():
    config = json.loads((ROOT / "site" / "pyscript.json").read_text())
    assert config["interpreter"].startswith("./pyscript/")
