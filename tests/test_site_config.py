"""The page's and the worker's configs ship every core module, and only from the page's own origin."""

import json
from html.parser import HTMLParser
from pathlib import Path

from tests.server import ROOT

COMMAND_LINE_ONLY = {"__main__.py", "cli.py"}


def test_every_core_module_reaches_the_worker():
    config = json.loads((ROOT / "site" / "worker" / "worker.json").read_text())
    shipped = {Path(target).name for target in config["files"].values()}
    modules = {path.name for path in (ROOT / "camelcards_core").glob("*.py")} - COMMAND_LINE_ONLY
    assert shipped == modules


def test_every_page_module_reaches_the_page_under_its_own_name():
    """Each module in site/'s folders, mapped onto the interpreter's one flat folder by its file name."""
    config = json.loads((ROOT / "site" / "pyscript.json").read_text())
    page = {source: target for source, target in config["files"].items() if not source.startswith("./camelcards_core/")}
    modules = {path.relative_to(ROOT / "site").as_posix() for path in (ROOT / "site").rglob("*.py")}
    assert {source.lstrip("./") for source in page} == modules - {"main.py", "worker/worker.py"}
    assert all(target == "./" + Path(source).name for source, target in page.items())


def test_the_interpreter_is_local():
    config = json.loads((ROOT / "site" / "pyscript.json").read_text())
    assert config["interpreter"] == "./pyscript/micropython/micropython.mjs"


class Head(HTMLParser):
    """The files a page's markup preloads for the scripts that will ask for them, in order, and those it asks
    for itself (its module scripts, stylesheets and images), as written."""

    def __init__(self):
        super().__init__()
        self.preloads, self.own = [], set()

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "link" and attrs.get("rel") in ("preload", "modulepreload"):
            self.preloads.append(attrs["href"])
        elif (tag, attrs.get("rel")) == ("link", "stylesheet"):
            self.own.add(attrs["href"])
        elif (tag == "img" or attrs.get("type") == "module") and attrs.get("src"):
            self.own.add(attrs["src"])


def test_the_page_fetches_every_file_its_config_names_from_its_head():
    """Preloaded, or loaded by the head itself (a module script that works before the interpreter runs).  The
    quick check; tests/e2e/test_page.py holds the preloads to exactly what the start fetches, PyScript's
    own chunks included."""
    config = json.loads((ROOT / "site" / "pyscript.json").read_text())
    interpreter = config["interpreter"]
    start = {"./pyscript.json", "./main.py", interpreter, interpreter.replace(".mjs", ".wasm")}
    start |= set(config["files"]) | set(config["js_modules"]["main"])
    head = Head()
    head.feed((ROOT / "site" / "index.html").read_text())
    assert len(head.preloads) == len(set(head.preloads))
    assert start <= set(head.preloads) | head.own
