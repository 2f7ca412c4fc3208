"""The Code tab's worker, on Pyodide (full CPython, for visitors' own solutions, which import what they like):
it runs code on the input and checks it (running.py), and keeps the Python prompt (prompt.py).  It is never
shared: Stop ends it, whatever the code is doing, and the next Run starts another."""

import json

from prompt import Prompt
from running import by_part
from running import run as run_code

prompts = []


async def run(blob, code, game, core_file):
    return json.dumps(by_part(run_code(code, await blob.text(), game, core_file)))


async def prompt_start(blob, game):
    """A new prompt on the input: what it starts with, in words."""
    prompts[:] = [Prompt(await blob.text(), game)]
    return json.dumps(prompts[0].said)


def prompt_push(line):
    return json.dumps(prompts[0].push(line))


__export__ = ["run", "prompt_start", "prompt_push"]
