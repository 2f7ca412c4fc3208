"""camelcards_core in a worker: the page's main thread draws, and this computes.

The same file runs on MicroPython, started with the page, and on Pyodide, started on first need for inputs
too big for MicroPython's heap.  Its exports share one Session, which holds the last input read and its
solution: text arrives as a Blob (a string of megabytes is slow to cross), answers leave as JSON text.  A
worker never touches the DOM, so no cross-origin isolation is needed and any static host can serve it."""

import json

import js
from pyscript.ffi import to_js

from camelcards_core import share
from camelcards_core.session import Session

session = Session()


async def read(blob):
    return session.read(await blob.text())


def rank(part, sort, descending, kind, contains, count, order, joker):
    return session.rank(part, sort, descending, kind, contains, count, order, joker)


def use_rules(part, sort, descending, kind, contains, count, order, joker):
    return session.use_rules(part, sort, descending, kind, contains, count, order, joker)


async def solve(blob, part, sort, descending, kind, contains, count, order, joker):
    """`read` then `rank`, in one call."""
    read = session.read(await blob.text())
    return (
        session.rank(part, sort, descending, kind, contains, count, order, joker) if session.hands is not None else read
    )


def page(part, sort, descending, kind, contains, start, count):
    return session.page(part, sort, descending, kind, contains, start, count)


def explain(part, entry):
    return session.explain(part, entry)


async def walk(part, order, joker, example):
    """The step-through of the input on show, or, when `example` (a Blob) is given, of that text."""
    if example is None:
        return session.walk(part)
    walked = Session()
    walked.read(await example.text())
    walked.rank(part, order=order, joker=joker)
    return walked.walk(part)


class Download:
    """The one CSV file on offer: a blob: URL, so that megabytes of text never cross to the page; the one
    before it is released."""

    url = None

    @classmethod
    def offer(cls, text):
        if cls.url:
            js.URL.revokeObjectURL(cls.url)
        cls.url = js.URL.createObjectURL(js.Blob.new(to_js([text]), to_js({"type": "text/csv"})))
        return cls.url


def csv(part, sort, descending, kind, contains):
    return Download.offer(session.csv(part, sort, descending, kind, contains))


async def make_link(blob, part, game, order, joker):
    """A share link's fragment for the input, or why there is none."""
    try:
        return json.dumps({"fragment": share.fragment(await blob.text(), part, game, (order, joker))})
    except ValueError as error:
        return json.dumps({"error": str(error)})


def open_link(fragment):
    """The input and part a link's fragment carries, why it cannot be read, or nothing."""
    try:
        shared = share.read_fragment(fragment)
    except ValueError as error:
        return json.dumps({"error": str(error)})
    if shared is None:
        return json.dumps(None)
    text, part, game, rules = shared
    return json.dumps({"text": text, "part": part, "game": game, "rules": rules})


class Crab:
    """The Crab Combat decks last read, both games as they are played a slice at a time (so that a person can
    see the progress and stop), their outcomes, and the game being replayed."""

    decks = None
    games = None
    outcomes = []
    replay = None


def _both_games():
    from camelcards_core import crab_combat

    for part in (1, 2):
        Crab.outcomes.append((yield from crab_combat.playing(Crab.decks[0], Crab.decks[1], part)))


async def crab_start(blob):
    """Read the decks, and get both games ready to play; the problems of the decks, or their size."""
    from camelcards_core import crab_combat
    from camelcards_core.problems import InvalidInput

    Crab.games = Crab.replay = None
    try:
        Crab.decks = crab_combat.parse(await blob.text())
    except InvalidInput as error:
        return json.dumps({"problems": [p.as_dict() for p in error.problems]})
    Crab.outcomes = []
    Crab.games = _both_games()
    return json.dumps({"cards": len(Crab.decks[0]) + len(Crab.decks[1])})


def crab_play(milliseconds):
    """Play on for about `milliseconds`: the progress so far, or both outcomes once both games have ended."""
    until = js.performance.now() + milliseconds
    progress = None
    while js.performance.now() < until:
        try:
            played, sub_games = next(Crab.games)
        except StopIteration:
            Crab.games = None
            return json.dumps({"games": [outcome.as_dict() for outcome in Crab.outcomes]})
        progress = {"part": len(Crab.outcomes) + 1, "rounds": played, "sub_games": sub_games}
    return json.dumps({"progress": progress})


def crab_stop():
    Crab.games = None


def crab_replay(part, path):
    """Start replaying one game (`path`: the rounds that began each sub-game entered, as JSON): its size, each
    round's winner, and its starting position."""
    from camelcards_core.crab_replay import Replay

    part = int(part)
    Crab.replay = Replay(Crab.decks[0], Crab.decks[1], part, json.loads(path), Crab.outcomes[part - 1])
    shown = Crab.replay.round(0)
    shown["winners"] = Crab.replay.winners()
    return json.dumps(shown)


def crab_round(number):
    """The replayed game after `number` rounds."""
    return json.dumps(Crab.replay.round(int(number)))


__export__ = [
    "read",
    "rank",
    "use_rules",
    "solve",
    "page",
    "explain",
    "walk",
    "csv",
    "make_link",
    "open_link",
    "crab_start",
    "crab_play",
    "crab_stop",
    "crab_replay",
    "crab_round",
]


def warm_up():
    """Solve a made-up input of 1,500 hands a few times.  The browser first runs WebAssembly as quickly
    compiled, slower code, and optimizes what keeps running: measured, a fresh worker's first solve of a
    1,000-hand paste took about a fifth longer than after this warm-up, which runs while the page waits."""
    labels = "AKQJT98765432"
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
        for i in range(1500)
    )
    practice = Session()
    for _ in range(3):
        practice.read(text)
        practice.rank(1, "rank", False, "", "", 100)


warm_up()
