"""Fixtures the core's tests share."""

import os
import subprocess
import sys
from contextlib import contextmanager

import pytest

from camelcards_core import parsing, ranking, session


def pytest_addoption(parser):
    """The model-based test's run (tests/e2e/test_model.py): CI's is short and the same every time."""
    group = parser.getgroup("model", "the model-based test of the page")
    group.addoption("--model-runs", type=int, default=3, help="sequences of actions (default 3)")
    group.addoption("--model-steps", type=int, default=20, help="actions in a sequence, at most (default 20)")
    group.addoption("--model-random", action="store_true", help="new sequences each run, not CI's fixed ones")
    group.addoption("--model-seed", type=int, help="the sequences of a --model-random run, which says its seed")
    group.addoption("--model-shrink", action="store_true", help="cut a failing sequence down to its fewest steps")
    group.addoption("--model-big", action="store_true", help="paste inputs for the Pyodide worker too")


@contextmanager
def portable():
    """Within it, the core takes the hand-by-hand way MicroPython takes, even on CPython."""
    saved = [(module, module.FAST) for module in (parsing, ranking, session)]
    for module, _ in saved:
        module.FAST = False
    try:
        yield
    finally:
        for module, value in saved:
            module.FAST = value


@pytest.fixture(params=["whole-input", "hand-by-hand"], scope="module")
def way(request):
    """A test that asks for `way` runs once the way this runtime chooses (on CPython, whole-input operations
    in C), and once the portable way MicroPython takes, forced."""
    if request.param == "whole-input":
        yield request.param
    else:
        with portable():
            yield request.param


def run_module(module, *args, stdin=None):
    """`python -m module`, as a shell runs it into a pipe: its output buffered, whatever PYTHONUNBUFFERED
    says here, so that what it prints is seen only if it is flushed before the process ends."""
    env = {name: value for name, value in os.environ.items() if name != "PYTHONUNBUFFERED"}
    return subprocess.run([sys.executable, "-m", module, *args], input=stdin, capture_output=True, env=env)
