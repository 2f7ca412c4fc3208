"""What the sandbox's worker (sandbox/worker.js, on Pyodide: full CPython, for visitors' own solutions, which
import what they like) answers: code run on an input and checked (running.py), code traced line by line on the
input cut short (tracing.py), and the Python prompt (prompt.py).  Each answer is JSON text.  A worker is never
shared: Stop ends it, whatever the code is doing, and the next Run starts another."""

import json

from prompt import Prompt
from run_checks import by_part
from running import run as run_code
from tracing import trace as trace_code

prompts = []


def run(text, code, game, core_file):
    return json.dumps(by_part(run_code(code, text, game, core_file), game))


def trace(text, code, game, core_file):
    """The trace of the code on the input cut short (tracing.py), for the page to replay."""
    return json.dumps(trace_code(code, text, game, core_file))


def prompt_start(text, game):
    """A new prompt on the input: what it starts with, in words."""
    prompts[:] = [Prompt(text, game)]
    return json.dumps(prompts[0].said)


def prompt_push(line):
    return json.dumps(prompts[0].push(line))
