"""The core's modules import one another without a cycle, conditional imports (in a function, under `if`)
included; the command lines' modules are imported by none of the others, so that each runs once."""

import ast
from pathlib import Path

from tests.conftest import run_module

CORE = Path(__file__).resolve().parents[1] / "camelcards_core"
ENTRIES = {"__main__", "crab_combat"}


def imports():
    """Each core module's name, and the core modules it imports anywhere in its text."""
    found = {}
    for path in CORE.glob("*.py"):
        names = set()
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.level == 1:
                names |= {node.module} if node.module else {alias.name for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("camelcards_core."):
                names.add(node.module.split(".")[1])
        found[path.stem] = names - {"__init__"}
    return found


def test_no_core_module_imports_itself_through_others():
    graph = imports()
    done, path = set(), []

    def visit(name):
        assert name not in path, "an import cycle: %s" % " → ".join(path[path.index(name) :] + [name])
        if name in done:
            return
        path.append(name)
        for each in sorted(graph[name]):
            visit(each)
        path.pop()
        done.add(name)

    for name in sorted(graph):
        visit(name)


def test_no_module_imports_a_command_lines_entry():
    assert [name for name, imported in imports().items() if imported & ENTRIES] == []


def test_each_command_line_names_itself_as_run():
    for module in ("camelcards_core", "camelcards_core.crab_combat"):
        helped = run_module(module, "--help").stdout.decode()
        assert helped.startswith("usage: python -m %s " % module)
