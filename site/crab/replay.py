"""The Crab Combat replay: one game at a time, round by round, from the worker, which replays it from its
record (the page holds only the round on show).  Next, Previous, First, Last, Play and Pause at a chosen
speed, a round to jump to, ←, →, Home, End and Space; a round decided by a sub-game offers a way into it, and
back out.  The round on show is in the address (#crab&replay=2&sub=8.3&round=5: the game, the rounds that began
each sub-game entered, and the rounds played), and a share link can carry it: a game played opens at the round
the address names, when something other than the replay put it there (a link, a reload).  Of the moves asked
one after another (places followed, rounds, games), only the newest is drawn."""

import json

from pyscript.ffi import to_js
from pyscript.js_modules import draw, router, workers

from camelcards_core.words import grouped
from crab.crab_view import NAMES
from page.dom import acts, by_id, once_read, when
from page.marks import CRAB
from page.newest import Newest
from worker import engine

section = by_id("replay")
chart = by_id("replay-chart")
play_button = by_id("replay-play")


class Shown:
    """The game on show: the worker that played it, its part, the rounds that began each sub-game entered
    (`path`), its length, the round on show and the one last asked for, and whether it is playing on by
    itself; `runs` are the runs begun (a run goes on only while it is the newest), `moves` the moves asked
    (each drawn only while it is the newest), `loaded` the game last asked of the worker (part, path), and
    `starts` the games shown, as #replay[data-starts] says for a watcher."""

    def __init__(self):
        self.worker = self.loaded = None
        self.part = 2
        self.path = []
        self.rounds = self.round = self.asked = self.starts = 0
        self.runs, self.moves = Newest(), Newest()
        self.playing = False


shown = Shown()


async def begin(worker, part, acted):
    """Show game `part` of the games `worker` has just played, from its first round, or the round the
    address asks for; `acted` is the count of the person's acts (dom.acts) as the play began."""
    shown.worker, shown.loaded = worker, None
    if not await follow(acted):
        await start(part)


async def follow(acted=None):
    """Show the round the address asks for, when something other than the replay put it there (a link, a
    reload, an address typed), brought into sight as a link to a step is when a person went to it, unless they
    have acted on the page since it was asked for (`acted`, the count of their acts then: it may be a long game
    before); whether it asks for one."""
    asked, before = router.place("crab"), acts.count if acted is None else acted
    if not asked.replay or router.own():
        return False
    path = [int(number) for number in asked.sub.split(".") if number]
    await reach(int(asked.replay), path, int(asked.round or 0))
    if went_to() and acts.count == before:
        once_read(lambda: section.scrollIntoView())
    return True


def went_to():
    """Whether the replay's place in the address is a round a person went to, rather than the first round that a
    game played shows (and writes there)."""
    said = router.place("crab")
    return bool(said.replay) and (bool(said.sub) or said.round not in ("", "0"))


async def reach(part, path, number):
    """Show game `part` after `number` rounds, in the sub-game `path` leads to, as far down it as each of its
    rounds begins a sub-game: a round that begins none is shown, and said."""
    move = shown.moves.begin()
    if not await start(part, (), move):
        return
    for begun in path:
        if not await go(begun - 1, move):
            return
        if shown.round != begun - 1 or by_id("replay-enter").hidden:
            where = "this sub-game" if shown.path else "the game"
            by_id("replay-status").textContent += " No sub-game begins in round %s of %s." % (grouped(begun), where)
            return
        if not await start(part, shown.path + [begun], move):
            return
    await go(number, move)


def place():
    """The round on show, as the address and a share link hold it."""
    sub = {"sub": ".".join(str(number) for number in shown.path)} if shown.path else {}
    return dict({"replay": shown.part}, **sub, round=shown.round)


async def load(part, path):
    """Ask the worker to go through game `part` (the sub-game `path` leads to): its first round."""
    shown.loaded = (part, list(path))
    return engine.parsed(await shown.worker.crab_rounds(part, json.dumps(list(path))))


async def start(part, path=(), move=None):
    """Show game `part` (and the sub-game `path` leads to) from its first round, as move `move` (a move of its
    own when none is given); whether that is still the newest."""
    move = move or shown.moves.begin()
    pause()
    game = await load(part, path)
    if not shown.moves.newest(move):
        return False
    shown.part, shown.path = part, list(path)
    for number in (1, 2):
        by_id("replay-part-%d" % number).setAttribute("aria-pressed", "true" if number == part else "false")
    shown.rounds = game.rounds
    by_id("replay-round").max = str(shown.rounds)
    draw.shares(chart, game, 0)
    if shown.path:
        where = "A sub-game, %d deep: it began in round %s of the game above." % (len(shown.path), shown.path[-1])
    else:
        where = "The whole game of %s." % NAMES[part]
    by_id("replay-where").textContent = where
    by_id("replay-leave").hidden = not shown.path
    by_id("replay-note").hidden = True
    show(game)
    shown.starts += 1
    section.dataset.starts = str(shown.starts)
    return True


def show(game):
    shown.round = shown.asked = game.round
    upcoming = game.next if hasattr(game, "next") else None
    for number in (1, 2):
        draw.deck(section.querySelector('[data-deck="%d"]' % number), game.decks[number - 1], upcoming is not None)
    say_round()
    if upcoming:
        why = "Next, player 1 draws %s and player 2 draws %s: %s. Player %d takes both." % (
            upcoming.cards[0],
            upcoming.cards[1],
            upcoming.why,
            upcoming.winner,
        )
    else:
        why = "The game is over: %s." % game.end
    by_id("replay-why").textContent = why
    by_id("replay-enter").hidden = not (upcoming and hasattr(upcoming, "sub_game"))
    by_id("replay-round").value = str(shown.round)
    section.dataset.game, section.dataset.round = str(shown.part), str(shown.round)
    router.setPlace("crab", to_js(place()))
    by_id("replay-previous").disabled = by_id("replay-first").disabled = shown.round == 0
    by_id("replay-next").disabled = by_id("replay-last").disabled = shown.round == shown.rounds
    draw.mark(chart, shown.round, shown.rounds)


async def show_round(part, number, what):
    """Open game `part` before round `number`, where a mistaken game leaves it, saying what that game does
    in it (`what`)."""
    move = shown.moves.begin()
    if not (await start(part, (), move) and await go(number - 1, move)):
        return
    note = by_id("replay-note")
    note.textContent = "Round %s is where the mistaken game goes otherwise: %s." % (grouped(number), what)
    note.hidden = False
    section.focus(to_js({"preventScroll": True}))  # the keys step on from there, as the replay's line says
    section.scrollIntoView()


async def go(number, move=None):
    """Show the game on show after `number` rounds (held within it), as move `move` (a move of its own when none
    is given); whether that is still the newest."""
    move = move or shown.moves.begin()
    number = shown.asked = max(0, min(number, shown.rounds))
    if shown.loaded != (shown.part, shown.path):  # a move dropped meanwhile left the worker in another game
        await load(shown.part, shown.path)
        if not shown.moves.newest(move):
            return False
    game = engine.parsed(await shown.worker.crab_round(number))
    if not shown.moves.newest(move):
        return False
    show(game)
    return True


def pause():
    shown.runs.drop()
    shown.playing = False
    play_button.textContent = "Play"


async def run():
    mine = shown.runs.begin()
    shown.playing = True
    play_button.textContent = "Pause"
    while shown.runs.newest(mine) and shown.round < shown.rounds:
        await go(shown.round + 1)
        await workers.wait(int(by_id("replay-speed").value))
    if shown.runs.newest(mine):
        pause()


async def step(by):
    """One round on (1) or back (-1) from the round last asked for (a quick click goes on from the one before
    it), pausing a run."""
    pause()
    await go(shown.asked + by)


@when("click", "#replay-part-1, #replay-part-2", CRAB)
def on_part(event):
    return start(int(event.currentTarget.id[-1]))


@when("click", "#replay-next", CRAB)
def on_next(event):
    return step(1)


@when("click", "#replay-previous", CRAB)
def on_previous(event):
    return step(-1)


@when("click", "#replay-first, #replay-last", CRAB)
def on_end(event):
    """First and Last (and Home and End): the game's first round, or its last, pausing a run."""
    pause()
    return go(0 if event.currentTarget.id == "replay-first" else shown.rounds)


@when("click", "#replay-play")
def on_play(event):
    return pause() if shown.playing else run()


# The round box, a number field (which takes no maxlength), refuses a paste or a drop of more characters than
# a round has digits: Chromium reads a number field's text as a number in time quadratic in its length, 13 s
# for a million digits.
ROUND_DIGITS = 9


@when("beforeinput", "#replay-round")
def on_round_typed(event):
    typed = event.data
    if typed is not None and len(typed) > ROUND_DIGITS:
        event.preventDefault()


@when("change", "#replay-round", CRAB)
def on_round(event):
    """The round typed: a fraction's whole part ("2.5": round 2), a power of ten written out ("1e1": round 10);
    what is no number puts back the round on show."""
    pause()
    try:
        number = float(event.target.value)
    except ValueError:
        number = float("nan")
    if number != number:
        event.target.value = str(shown.round)
        return None
    return go(int(max(0, min(number, 1e15))))


@when("click", "#replay-enter, #replay-leave", CRAB)
def on_sub_game(event):
    """Into the sub-game the round on show begins, or back out of it; the replay takes the focus from the button,
    which goes once pressed, so that the keys step on from where it led rather than fall to the page."""
    section.focus(to_js({"preventScroll": True}))
    return start(shown.part, shown.path + [shown.round + 1]) if event.currentTarget.id == "replay-enter" else leave()


async def leave():
    move, back = shown.moves.begin(), shown.path[-1]
    if await start(shown.part, shown.path[:-1], move):
        await go(back - 1, move)


@when("tab-chosen", router.named("crab"), CRAB)
def on_address(event):
    """The address changed (the router chooses the tab again): a move under way is for the address as it was,
    and ends here, before it can draw or say its place, and the round the address asks for is shown; or, when it
    asks for none (the tab chosen again), the round on show is put back in it, as the Code tab's step is."""
    if shown.worker is None:
        return None
    shown.moves.drop()
    shown.asked = shown.round
    return follow_or_keep()


async def follow_or_keep():
    if not await follow():
        say_round()  # without what was said of an address before
        router.setPlace("crab", to_js(place()))


def say_round():
    rounds = grouped(shown.rounds)
    said = "After round %s of %s." % (grouped(shown.round), rounds) if shown.round else "Before round 1 of %s." % rounds
    by_id("replay-status").textContent = said
