"""The Crab Combat tab: the decks in, both games played in the worker a slice at a time (so that the page shows
the progress, and a Stop that works from the moment Play is pressed), then their outcome (crab_view.py) and
the replay.  What is on show is for the decks in the box, or marked as for the decks as they were."""

import asyncio

from pyscript import document, window
from pyscript.js_modules import input_box, input_text, workers

from camelcards_core.words import grouped, plural
from crab import replay
from crab.crab_view import NAMES, SLICE_MS, answer_box, in_view, problems_box, show_games, show_problems, status
from page import links, problem_list, set_aside
from page.dom import acts, by_id, ctrl_enter, open_chosen, stale, when
from page.marks import CRAB, Settling, answered
from page.newest import Newest
from worker import engine

textarea = by_id("crab-input")
# After this long, the page says that the game may take minutes.
LONG_MS = 5000


class Games:
    """`plays` are the plays begun or stopped: a play goes on only while it is the newest, in `players`
    (the workers playing it, each its own copy, the first to end it winning; then `worker`, the winner's).
    `ready` is the promise of the tab's opening, once opened; `snap`, which decks (a snapshot of the box) the
    games or problems on show are for; `playing`, the decks of the play under way, which `played` waits on."""

    def __init__(self):
        self.plays = Newest()
        self.worker = None
        self.players = []
        self.ready = None
        self.snap = self.playing = None
        self.settling = Settling(lambda: self.playing is not None)

    def played(self):
        """A promise that settles once no play is under way."""
        return self.settling.settled()

    def ended(self):
        self.playing = None
        self.settling.settle()


games = Games()


def progress(shown, elapsed):
    said = "Playing %s: %s and %s so far (%d s)." % (
        NAMES[shown.part],
        plural(shown.rounds, "round"),
        plural(shown.sub_games, "sub-game"),
        elapsed / 1000,
    )
    if elapsed > LONG_MS:
        said += " Games like this one can take minutes; Stop ends it."
    status(said)


async def play(snap=None, into_view=True):
    """Play both games on the decks `snap` (a snapshot of the box, taken as Play was pressed: what a press plays
    is what the box held then), or on those in the box, and show them; say so when the decks have problems.
    Decks being played already (a paste's, with Play pressed right after) are played once.  What is shown is
    brought into view unless `into_view` is false (decks a reload brought back: the page stays where it opens)."""
    snap, acted = snap or input_text.snapshot(textarea), acts.count
    if games.playing is not None and input_text.same(games.playing, snap):
        return await games.played()
    mine = games.plays.begin()
    document.dispatchEvent(window.CustomEvent.new("crab-played"))
    games.playing = snap
    stop = by_id("crab-stop")
    stop.hidden = False
    # The progress and Stop go to the middle, where the progress has room to grow by the lines it gains.
    in_view(by_id("crab-status"), into_view, "center")
    try:
        worker = await engine.crab_player(snap.chars, status)
        games.players = [worker]
        if not games.plays.newest(mine):
            return
        status("Reading the decks (%s)…" % engine.size_text(snap.chars))
        started = engine.parsed(await input_text.send(worker.crab_start, snap))
        if not games.plays.newest(mine):
            return
        if hasattr(started, "problems"):
            shown_for(snap)
            show_problems(started, into_view)
            return
        status("Playing %s cards…" % grouped(started.cards))
        begun = window.performance.now()
        players = games.players = [worker]
        playing(players)
        turns = [worker.crab_play_for(SLICE_MS)]
        ahead = None  # the progress of the player furthest on
        while True:
            turn = await workers.first(*turns)
            if not games.plays.newest(mine):
                return
            worker, played = players[turn.index], engine.parsed(turn.value)
            if hasattr(played, "games"):
                break
            turns[turn.index] = worker.crab_play_for(SLICE_MS)
            if engine.crab_joins(players, window.performance.now() - begun):
                faster = await engine.faster_player()
                if not games.plays.newest(mine):
                    return
                await input_text.send(faster.crab_start, snap)
                if not games.plays.newest(mine):
                    return
                players.append(faster)
                playing(players)
                turns.append(faster.crab_play_for(SLICE_MS))
                status("Playing in full Python (Pyodide) too, which is faster at a long game…")
                continue
            shown = played.progress
            if ahead is None or (shown.part, shown.rounds) > (ahead.part, ahead.rounds):
                ahead = shown
                progress(shown, window.performance.now() - begun)
        games.worker = worker
        for other in players:
            if other is not worker:
                await other.crab_stop()
        shown_for(snap)
        show_games(played.games, into_view)
        answer_box.dataset.runtime = engine.runtime_of(worker)
        await replay.begin(worker, 2 if played.games[1].rounds else 1, acted)
    except Exception as error:
        if games.plays.newest(mine):  # a worker failed to start or died: say so, keep the decks
            status(engine.failed(error, "Your decks are kept", "press Play both games"))
    finally:
        if games.plays.newest(mine):
            stop.hidden = True
            playing([])
            games.ended()
            answered()


def playing(players):
    """Mark the status with the runtimes playing the game, `players` (workers): data-players="micropython pyodide"."""
    status_line = by_id("crab-status")
    if players:
        status_line.dataset.players = " ".join(engine.runtime_of(worker) for worker in players)
    else:
        status_line.removeAttribute("data-players")


def shown_for(snap):
    """What is on show is now for `snap`: marked as out of date if the box holds other decks already."""
    games.snap = snap
    for box in (answer_box, problems_box):
        stale(box, not input_text.holds(textarea, snap))


@when("click", "#crab-solve", CRAB)
def on_play(event):
    return play(input_text.snapshot(textarea))


@when("keydown", "#crab-input", CRAB)
def on_key(event):
    return play(input_text.snapshot(textarea)) if ctrl_enter(event) else None


@when("input", "#crab-input")
@when("shown", "#crab-input")
def on_input(event):
    if games.snap is not None:
        shown_for(games.snap)
    # Decks pasted or dropped are played at once, as a file's are; typed ones when Play is pressed.
    if event.type == "input" and getattr(event, "inputType", "").startswith("insertFrom"):
        CRAB.run(play(input_text.snapshot(textarea)))


@when("click", "#crab-stop")
def on_stop(event):
    games.plays.drop()
    games.ended()
    by_id("crab-stop").hidden = True
    status("Stopped. Press Play both games to start again.")
    answered()
    return stopped()


async def stopped():
    for worker in games.players:
        await worker.crab_stop()


async def replace(given, origin, why):
    """Put decks in the box (`given` as input_box.replace takes it) in place of those there, set aside if
    the visitor's own, and play them: whether the visitor's own were set aside."""
    await opened()
    aside = await input_box.replace(textarea, given, origin, why)
    await set_aside.offer(textarea, "crab-restore-previous")
    await play()
    return aside


@when("click", "#crab-load-example", CRAB)
def on_example(event):
    return load_example()


async def load_example():
    await replace(await (await window.fetch("./examples/crab.txt")).blob(), "example", "when the example was loaded")


async def load_file(file):
    """A file opened or dropped while this tab is on show: its decks, played at once."""
    await replace(file, "own", "when %s was opened" % file.name)


@when("change", "#crab-file", CRAB)
def on_file(event):
    return open_chosen(event, load_file)


async def open_link(shared):
    """A share link's decks (links.read's answer), in place of the visitor's own, played at once: whether the
    visitor's own were set aside."""
    return await replace(shared, "link", "when a share link opened")


@when("click", "#crab-restore-previous", CRAB)
def on_bring_back(event):
    return bring_back()


async def bring_back():
    if await set_aside.bring_back(textarea, "crab-restore-previous"):
        await play()


@when("click", "#crab-share", CRAB)
def on_share(event):
    return share(event.currentTarget)


async def share(button):
    place = replay.place() if replay.shown.worker else None
    made = await links.make(input_text.snapshot(textarea), "crab", 1, place=place)
    await links.offer(button, made, "crab-share-box", "crab-share-url", "crab-status")


def opened():
    """Wire the tab on its first opening and put back the decks this browser kept, unless decks were typed in
    while the page started: those are kept in their place.  A promise that settles once the decks are in,
    which every caller awaits (opening the tab, a link, a file), so that none puts decks in before them."""
    if games.ready is None:
        input_box.watch(textarea, "crab")
        problem_list.lead_to_lines("crab-errors", textarea)
        games.ready = input_box.takeOver(textarea)
        asyncio.create_task(enable())
        asyncio.create_task(engine.crab_opened())
    return games.ready


async def enable():
    taken = await games.ready
    await set_aside.offer(textarea, "crab-restore-previous")
    by_id("crab-solve").disabled = False
    by_id("crab-load-example").disabled = False
    by_id("crab-file").disabled = False
    # Decks brought back are played, as the puzzle's box is answered (a reload at a round of the replay goes on to
    # it); decks typed while the page started are played as typed ones are, once Play is pressed.
    if taken == "restored" and input_text.size(textarea):
        await play(into_view=False)
