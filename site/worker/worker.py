"""camelcards_core in a worker: the page's main thread draws, and this computes.

The same file runs on MicroPython, started with the page, and on Pyodide, started on first need for inputs
too big for MicroPython's heap, each by python.js.  Each export is a call of the core's sessions: text
arrives as a Blob (a string of megabytes is slow to cross), a view of the table as JSON text, and answers
leave as JSON text.  A worker never touches the DOM, so no cross-origin isolation is needed and any static
host can serve it."""

import js

from camelcards_core import share
from camelcards_core.crab_game import playing
from camelcards_core.crab_rules import PUZZLE
from camelcards_core.crab_session import CrabSession
from camelcards_core.labels import LABELS
from camelcards_core.session import Session

camel = Session()
crab = CrabSession()
rank = camel.rank
use_rules = camel.use_rules
page = camel.page
explain = camel.explain
check = camel.check
walk = camel.walk
crab_play = crab.play
crab_stop = crab.stop
crab_rounds = crab.rounds
crab_round = crab.round
crab_check_start = crab.check_start
crab_check_stop = crab.check_stop


async def read(blob):
    return camel.read(await blob.text())


async def solve(blob, view):
    return camel.solve(await blob.text(), view)


async def walk_text(blob, view):
    """The step-through of a text other than the solution on show (the puzzle's example, or the box's text
    before it is answered), under the view's rules; or the text's problems."""
    walked = Session()
    answer = walked.solve(await blob.text(), view)
    return walked.walk(view) if walked.solution else answer


def csv(view):
    """The CSV file of the view, as a blob: URL (python.js's offer): its megabytes never cross to the page."""
    return js.offer(camel.csv(view))


async def make_link(blob, request, code=None):
    """A link to the text of a Blob, with the solution's code of another when given; a text or code that no
    link could hold is not read."""
    text = await blob.text() if blob.size <= 4 * share.MAX_SHARED else ""
    code_size = 0 if code is None else code.size
    said = await code.text() if code_size and code_size <= 4 * share.MAX_CODE else ""
    return share.make_link(lambda: text, request, blob.size, lambda: said, code_size)


async def open_link(blob, most, said, cut):
    """What a link's fragment (a Blob) carries, read as the router reads an address (share.open_link's `read`);
    one longer than any link the page makes is not read."""
    text = await blob.text() if blob.size <= share.MAX_FRAGMENT else ""
    return share.open_link(lambda: text, (int(most), int(said), int(cut)), blob.size)


async def crab_start(blob):
    return crab.start(await blob.text())


def crab_play_for(milliseconds):
    return crab_play(milliseconds, js.performance.now)


def crab_check_for(milliseconds):
    return crab.check_for(milliseconds, js.performance.now)


def warm_up(turn):
    """Solve a made-up input of 300 hands, the `turn`-th of a warm-up.  The browser first runs WebAssembly as
    quickly compiled, slower code, and optimizes what keeps running: measured, a fresh worker's first solve
    of a 1,000-hand paste took about a fifth longer than after 4,500 hands of warm-up.  Each turn is short,
    so that a paste made meanwhile waits for one turn at most (engine.start)."""
    labels = LABELS
    text = "".join(
        "%s%s%s%s%s %d\n"
        % (
            labels[i % 13],
            labels[i * 7 % 13],
            labels[i * 3 % 13],
            labels[i * 5 % 11],
            labels[i // 13 % 13],
            i % 997 + 1,
        )
        for i in range(300 * (turn % 5), 300 * (turn % 5 + 1))
    )
    Session().solve(text)


# A made-up deal of 1…50 whose Recursive Combat takes CPython a quarter of a second: longer than any warm-up.
WARM_DEAL = sorted(range(1, 51), key=lambda card: card * 23 % 53)


def crab_warm_up(milliseconds):
    """Play Recursive Combat on a made-up deal for about `milliseconds`.  Pyodide's interpreter runs as quickly
    compiled, slower code until the browser has optimized it, and a call already running keeps the code it
    began with: measured, a fresh worker's first hard deal took 0.69 s against 0.52 s for the next."""
    until = js.performance.now() + milliseconds
    for _ in playing(WARM_DEAL[:25], WARM_DEAL[25:], PUZZLE[2]):
        if js.performance.now() >= until:
            return


__export__ = [
    "read",
    "rank",
    "use_rules",
    "solve",
    "page",
    "explain",
    "check",
    "walk",
    "walk_text",
    "csv",
    "make_link",
    "open_link",
    "crab_start",
    "crab_play_for",
    "crab_stop",
    "crab_rounds",
    "crab_round",
    "crab_check_start",
    "crab_check_for",
    "crab_check_stop",
    "warm_up",
    "crab_warm_up",
]
