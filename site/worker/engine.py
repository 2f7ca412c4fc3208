"""Where camelcards_core runs: never on the main thread, which only draws.

A MicroPython worker starts with the page and answers inputs of up to LOCAL_LIMIT characters.  Bigger ones
go to a Pyodide worker, started on first need: MicroPython's heap cannot hold a string of much over 1 MB.
Both run worker.py, so they answer the same calls with the same JSON.  Each solve has a generation, and an
answer from an older generation than the newest is dropped."""

import json

from pyscript import window
from pyscript.js_modules import input_text, workers

from camelcards_core.words import plural

# About 4,000 hands, which MicroPython parses and ranks in some 200 ms (python benchmarks/micropython.py); the
# answer follows the input as it is typed up to here.
LOCAL_LIMIT = 40_000
# ?engine=micropython or ?engine=pyodide sends every input to that worker.
FORCED = window.URLSearchParams.new(window.location.search).get("engine")
RUNTIMES = ("micropython", "pyodide")


class Holder:
    """The runtime whose worker holds the solution on show: every later question about it goes there.
    `started` keeps each worker's functions once its start has been awaited, so that later calls need not
    wait on it again."""

    runtime = "micropython"
    started = {}


async def worker_on(runtime):
    worker = Holder.started.get(runtime)
    if worker is None:
        worker = Holder.started[runtime] = await workers.get(runtime)
    return worker


class Generation:
    """The count of solves begun; the newest one's answer is the one to show."""

    newest = 0
    dropped = 0

    @classmethod
    def begin(cls):
        cls.newest += 1
        return cls.newest

    @classmethod
    def current(cls, generation):
        return generation == cls.newest


def start():
    """Start the MicroPython worker now, so that it is ready by the time the first input is."""
    workers.get("micropython")


def runtime_for(size):
    if FORCED in RUNTIMES:
        return FORCED
    return "micropython" if size <= LOCAL_LIMIT else "pyodide"


def live(size):
    """Whether an input of this size is answered as it is typed."""
    return runtime_for(size) == "micropython"


async def solve(generation, textarea, view, say):
    """Read and rank the input in the worker that suits its size; the answer (the problems, or totals, chart
    and the first page of `view`), or None when a solve newer than `generation` began meanwhile.  `say`
    reports progress."""
    size = input_text.size(textarea)
    runtime = runtime_for(size)
    big = runtime == "pyodide"
    if big and not workers.asked(runtime):
        say("Loading full Python (Pyodide, about 13 MB, downloaded once) for %s of input…" % size_text(size))
    worker = await worker_on(runtime)
    if not Generation.current(generation):
        return None
    if not big:  # one call: a small input is read and ranked in a few tens of milliseconds
        answer = json.loads(await input_text.send(worker.solve, textarea, *view))
    else:
        say("Reading %s of input…" % size_text(size))
        answer = json.loads(await input_text.send(worker.read, textarea))
        if "problems" not in answer and Generation.current(generation):
            say("Ranking %s…" % plural(answer["hands"], "hand"))
            answer = json.loads(await worker.rank(*view))
    if not Generation.current(generation):
        return None
    Holder.runtime = runtime
    return answer


def drop():
    Generation.dropped += 1
    window.document.documentElement.dataset.dropped = str(Generation.dropped)


async def ask(name, *args):
    """One Session call to the worker that holds the solution on show; its answer, as JSON text."""
    return await getattr(await worker_on(Holder.runtime), name)(*args)


async def any_worker():
    """The worker for a call that needs no solution (links, Crab Combat): MicroPython's, unless forced."""
    return await worker_on("pyodide" if FORCED == "pyodide" else "micropython")


async def ask_any(name, *args):
    return await getattr(await any_worker(), name)(*args)


def size_text(chars):
    return "%.1f MB" % (chars / 1e6) if chars >= 100_000 else plural(chars, "character")
