"""The page's side of its workers: which one answers an input, and the calls to it.  camelcards_core runs in
a worker, not in the page's own MicroPython, which draws.

A MicroPython worker starts with the page and answers inputs of up to LOCAL_LIMIT characters; bigger ones
go to a Pyodide worker, started on first need.  Both run worker.py, so they answer the same calls with the
same JSON, which the page reads with JSON.parse into JavaScript objects: drawn as they are, and read here
field by field, never copied whole into Python."""

from pyscript import window
from pyscript.ffi import create_proxy
from pyscript.js_modules import input_text, workers

from camelcards_core.words import plural

# About 4,000 hands, which MicroPython parses and ranks in some 200 ms (python benchmarks/micropython.py): the
# answer follows the input as it is typed up to here, and beyond it waits for Solve.
LOCAL_LIMIT = 40_000
# MicroPython's heap grows in areas, and one string must fit in one: a fresh MicroPython worker cannot take
# a text of much more than its first area, 1 MB (the call never returns).  Crab Combat's decks, which are
# not answered as they are typed, go to Pyodide only beyond this.
HEAP_LIMIT = 500_000
# ?engine=micropython or ?engine=pyodide sends every input to that worker.
RUNTIMES = ("micropython", "pyodide")
FORCED = window.URLSearchParams.new(window.location.search).get("engine")


class Unavailable(Exception):
    """A worker that could not start: the message says why in words, and `told` whether it says what to do."""

    def __init__(self, why, told=False):
        super().__init__(why)
        self.told = told


class Workers:
    """The runtime whose worker holds the Camel Cards solution on show (every later question about it goes
    there), how many times a worker was asked for, and the Crab Combat game (its players) that has started the
    Pyodide worker (crab_joins).  Which workers have started is workers.js's to know."""

    def __init__(self):
        self.holder = "micropython"
        self.asked = 0
        self.handing_over = None

    async def on(self, runtime, needed=None):
        """The worker on `runtime`, started if need be.  `needed`, for a start that fails offline: what needs
        the worker, in words, and the button that asks again."""
        self.asked += 1
        worker = workers.now(runtime)
        if worker is None:
            try:
                worker = await workers.get(runtime)
            except Exception as error:
                raise Unavailable(*_why(runtime, error, needed))  # noqa: B904 (MicroPython logs "from" as a console error)
        return worker


_workers = Workers()


def message_of(error):
    """A JavaScript error's message (MicroPython holds it as the last of its three args), or a Python one's."""
    return error.args[-1] if len(error.args) == 3 else str(error)


def failed(error, kept, again):
    """What to say of a call that failed: why, that the input is `kept`, and (unless a worker is unavailable in
    words that say what to do) to do `again` to try again."""
    why = message_of(error)
    if isinstance(error, Unavailable):
        said = "%s. %s" % (why[:1].upper() + why[1:], kept)
        return said + "." if error.told else "%s; %s to try again." % (said, again)
    return "Python could not finish: %s. %s; %s to try again." % (why, kept, again)


def _why(runtime, error, needed=None):
    """Why the worker on `runtime` did not start, in words, and whether they say what to do."""
    if runtime == "pyodide" and not window.navigator.onLine:
        needed = needed or ("inputs over %s are solved" % plural(LOCAL_LIMIT, "character"), "Solve")
        offline = (
            "%s by full Python (Pyodide, %s), which this browser has not downloaded yet, and it is "
            "offline. Connect once and press %s: from then on it works offline too"
            % (needed[0], workers.PYODIDE_SIZE, needed[1])
        )
        return offline, True
    name = "Pyodide" if runtime == "pyodide" else "MicroPython"
    return "the %s worker did not start (%s)" % (name, message_of(error)), False


# Turns of the MicroPython worker's warm-up (worker.warm_up): 4,500 hands in all.
WARM_TURNS = 15


async def start():
    """Start the MicroPython worker, so that it is ready by the time the first input is, and warm it up a
    turn at a time, until the page first asks anything of a worker: then it has work of its own."""
    try:
        worker = await _workers.on("micropython")
    except Unavailable:
        return  # said by the first call that needs it, which starts it again
    asked = _workers.asked
    for turn in range(WARM_TURNS if workers.warm() else 0):
        if _workers.asked != asked:
            break
        await worker.warm_up(turn)


def runtime_for(size, limit=LOCAL_LIMIT):
    if FORCED in RUNTIMES:
        return FORCED
    return "micropython" if size <= limit else "pyodide"


def live(size):
    """Whether an input of this size is answered as it is typed."""
    return runtime_for(size) == "micropython"


def parsed(text):
    """A worker's JSON answer as a JavaScript object (its fields read as attributes, its rows drawn as they are)."""
    return window.JSON.parse(text)


def expect(size):
    """Start the worker that an input of `size` characters needs, if it is Pyodide (MicroPython's starts with
    the page), from the event that brings the input: its runtime's name."""
    runtime = runtime_for(size)
    if runtime == "pyodide":
        workers.preload(runtime)
    return runtime


def solve_now(snap, view):
    """Ask the MicroPython worker, already started, to solve `snap` under `view` now, within the event that
    gave it (a paste, which the browser then takes tens of milliseconds to lay out): the promise of its
    answer, for `solve`, or None when the input is not for that worker or it has not started.  An input for
    the Pyodide worker starts it now, from the same event."""
    runtime = expect(snap.chars)
    worker = workers.now("micropython")
    if worker is None or runtime != "micropython":
        return None
    _workers.asked += 1
    return input_text.send(worker.solve, snap, view)


async def solve(snap, view, say, asked=None):
    """Read and rank the text of `snap` (input_text's snapshot of a box) in the worker that suits its size,
    under `view` (JSON text); the answer: the problems, or totals, chart and the first page of the view.
    `say` reports progress; `asked` is solve_now's promise for the same, when there is one."""
    size = snap.chars
    runtime = runtime_for(size)
    worker = None if asked is not None else await _loaded(runtime, size, say)
    if runtime == "micropython":  # one call: a small input is read and ranked in a few tens of milliseconds
        answer = parsed(await (asked if asked is not None else solve_now(snap, view)))
    else:
        say("Reading %s of input…" % size_text(size))
        answer = parsed(await input_text.send(worker.read, snap))
        if not hasattr(answer, "problems"):
            say("Ranking %s…" % plural(answer.hands, "hand"))
            answer = parsed(await worker.rank(view))
    return answer


def on_show(snap):
    """The solution of `snap` is the one on show: every later question about it goes to the worker that solved
    it.  (Said by the solve drawn, never by one a newer solve overtook: its worker holds another text.)"""
    _workers.holder = runtime_for(snap.chars)


async def _loaded(runtime, size, say):
    if runtime == "pyodide" and not workers.isReady(runtime):
        return await _downloaded("%s for %s of input" % (LOADING, size_text(size)), say)
    return await _workers.on(runtime)


# What is said while full Python starts.
LOADING = "Loading full Python (Pyodide, %s, downloaded once)" % workers.PYODIDE_SIZE


async def downloading(name, said, say, doing):
    """Await `doing()` with `said` said by `say(text, quietly=None)` meanwhile, followed (dom.say's `quietly`) by
    how many megabytes the start of `name` ("pyodide", or the Code tab's "sandbox") has downloaded, as they come
    (a first visit's: some 20 MB).  `name` None: nothing starts, and only `said` is said."""
    say(said)
    stop = name and workers.onDownload(name, create_proxy(lambda got: say(said, " %.1f MB so far" % (got / 1e6))))
    try:
        return await doing()
    finally:
        if stop:
            stop()


async def _downloaded(words, say, needed=None):
    """The Pyodide worker, started, `say`ing `words` meanwhile, with how many megabytes of it have come."""
    return await downloading("pyodide", words + "…", say, lambda: _workers.on("pyodide", needed))


# A Crab Combat game that MicroPython has played for this long starts the Pyodide worker, unless the tab's opening
# has: a game as short as most deals ends before Pyodide would be downloaded.
PYODIDE_JOINS_MS = 1500


# The Pyodide worker's warm-up for Crab Combat (worker.crab_warm_up): turns of this long, this many at most.
CRAB_WARM_MS = 40
CRAB_WARM_TURNS = 15


async def crab_opened():
    """The Crab Combat tab has opened: start the Pyodide worker now if this browser holds its runtime already,
    which costs no download and no main-thread time, so that a real deal's game, which MicroPython takes
    seconds over, has full Python to play it by the time it is pasted and played; then warm it up a turn at a
    time, until the page first asks anything of a worker."""
    if FORCED is not None:
        return
    asked = _workers.asked  # an ask made while full Python starts ends the warm-up too
    worker = await workers.preloadIfKept()
    for _ in range(CRAB_WARM_TURNS if worker and workers.warm() else 0):
        if _workers.asked != asked:
            break
        await worker.crab_warm_up(CRAB_WARM_MS)


async def crab_player(size, say):
    """The worker that suits Crab Combat decks of `size` characters: Pyodide's when it has started already,
    else MicroPython's up to HEAP_LIMIT; `say` reports progress."""
    runtime = runtime_for(size, HEAP_LIMIT)
    if FORCED is None and workers.isReady("pyodide"):
        runtime = "pyodide"
    return await _loaded(runtime, size, say)


def crab_joins(players, elapsed):
    """Whether the Pyodide worker should join the Crab Combat game that `players` (workers) have played for
    `elapsed` milliseconds, each on its own copy of the decks, the first to end it winning: once it has
    started, never before (it starts after PYODIDE_JOINS_MS, if the tab's opening has not started it)."""
    if FORCED is not None or any(workers.runtimeOf(each) == "pyodide" for each in players):
        return False
    if workers.isReady("pyodide"):
        return True
    if elapsed >= PYODIDE_JOINS_MS and _workers.handing_over is not players:
        _workers.handing_over = players  # once a game: a start that fails (offline) is tried again by the next
        workers.preload("pyodide")
    return False


def runtime_of(worker):
    """ "micropython" or "pyodide": the runtime of a worker started here."""
    return workers.runtimeOf(worker)


async def faster_player():
    """The Pyodide worker, once crab_joins has said that it is ready."""
    return await _workers.on("pyodide")


# The runtime that checks a Crab Combat answer: Pyodide's, unless forced.  The check plays a dozen plain games,
# each remembering every position, which MicroPython's dicts take minutes over and CPython seconds.
CHECKER = "micropython" if FORCED == "micropython" else "pyodide"


async def crab_checker(say):
    """The worker that checks a Crab Combat answer (CHECKER's), started if need be."""
    needed = ("a Crab Combat answer is checked", "Check")
    if CHECKER == "micropython" or workers.isReady("pyodide"):
        return await _workers.on(CHECKER, needed)
    return await _downloaded("%s, which plays the mistaken games" % LOADING, say, needed)


def crab_checker_now():
    """The worker that checks a Crab Combat answer if it has started, else None: one still starting has no
    check under way."""
    return workers.now(CHECKER)


async def camel():
    """The worker that holds the Camel Cards solution on show."""
    return await _workers.on(_workers.holder)


async def any_worker():
    """The worker for a call that needs no solution (links): MicroPython's, unless forced."""
    return await _workers.on("pyodide" if FORCED == "pyodide" else "micropython")


def size_text(chars):
    return "%.1f MB" % (chars / 1e6) if chars >= 100_000 else plural(chars, "character")
