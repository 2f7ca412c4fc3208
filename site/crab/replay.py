"""The Crab Combat replay: one game at a time, round by round, from the worker, which replays it from its
record (the page holds only the round on show).  Next, Previous, Play and Pause at a chosen speed, a round
to jump to, ←, → and Space; a round decided by a sub-game offers a way into it, and back out."""

import json

import engine
from dom import by_id, when
from pyscript.js_modules import draw, workers

from camelcards_core.words import grouped

section = by_id("replay")
chart = by_id("replay-chart")


class Shown:
    """The game on show (its part, and the rounds that began each sub-game entered), its length, the round
    on show, and whether it is playing."""

    part = 2
    path = []
    rounds = 0
    round = 0
    playing = 0  # the count of plays begun: a play goes on only while it is the newest and still on
    starts = 0  # the count of games shown, as #replay[data-starts] says for a watcher


async def start(part, path=()):
    """Show game `part` (and the sub-game `path` leads to) from its first round."""
    Shown.part, Shown.path = part, list(path)
    pause()
    shown = json.loads(await engine.ask_any("crab_replay", part, json.dumps(Shown.path)))
    for number in (1, 2):
        by_id("replay-part-%d" % number).setAttribute("aria-pressed", "true" if number == part else "false")
    Shown.rounds = shown["rounds"]
    by_id("replay-round").max = str(Shown.rounds)
    sizes = [len(deck) for deck in shown["decks"]]
    draw.shares(chart, shown["winners"], sizes[0], sizes[1], 0)
    if Shown.path:
        where = "A sub-game, %d deep: it began in round %s of the game above." % (len(Shown.path), Shown.path[-1])
    else:
        where = "The whole game of %s." % ("Combat" if part == 1 else "Recursive Combat")
    by_id("replay-where").textContent = where
    by_id("replay-leave").hidden = not Shown.path
    show(shown)
    Shown.starts += 1
    section.dataset.starts = str(Shown.starts)


def show(shown):
    Shown.round = shown["round"]
    upcoming = shown.get("next")
    for number, deck in enumerate(shown["decks"], 1):
        draw.deck(section.querySelector('[data-deck="%d"]' % number), " ".join(deck), upcoming is not None)
    status = (
        "Before round 1 of %s" % grouped(Shown.rounds)
        if not Shown.round
        else "After round %s of %s" % (grouped(Shown.round), grouped(Shown.rounds))
    )
    by_id("replay-status").textContent = status + "."
    if upcoming:
        why = "Next, player 1 draws %s and player 2 draws %s: %s. Player %d takes both." % (
            upcoming["cards"][0],
            upcoming["cards"][1],
            upcoming["why"],
            upcoming["winner"],
        )
    else:
        why = "The game is over: %s." % shown["end"]
    by_id("replay-why").textContent = why
    by_id("replay-enter").hidden = not (upcoming and upcoming.get("sub_game"))
    by_id("replay-round").value = str(Shown.round)
    by_id("replay-previous").disabled = Shown.round == 0
    by_id("replay-next").disabled = Shown.round == Shown.rounds
    draw.mark(chart, Shown.round, Shown.rounds)


async def go(number):
    shown = json.loads(await engine.ask_any("crab_round", max(0, min(number, Shown.rounds))))
    show(shown)


def pause():
    Shown.playing += 1
    by_id("replay-play").textContent = "Play"


async def play():
    Shown.playing += 1
    mine = Shown.playing
    by_id("replay-play").textContent = "Pause"
    while mine == Shown.playing and Shown.round < Shown.rounds:
        await go(Shown.round + 1)
        await workers.wait(int(by_id("replay-speed").value))
    if mine == Shown.playing:
        pause()


async def toggle():
    if by_id("replay-play").textContent == "Pause":
        pause()
    else:
        await play()


async def step(by):
    """One round on (1) or back (-1), pausing a play."""
    pause()
    await go(Shown.round + by)


@when("click", "#replay-part-1, #replay-part-2")
async def on_part(event):
    await start(int(event.currentTarget.id[-1]))


@when("click", "#replay-next")
async def on_next(event):
    await step(1)


@when("click", "#replay-previous")
async def on_previous(event):
    await step(-1)


@when("click", "#replay-play")
async def on_play(event):
    await toggle()


@when("change", "#replay-round")
async def on_round(event):
    pause()
    try:
        number = int(event.target.value)
    except ValueError:
        return
    await go(number)


@when("click", "#replay-enter")
async def on_enter(event):
    await start(Shown.part, Shown.path + [Shown.round + 1])


@when("click", "#replay-leave")
async def on_leave(event):
    back = Shown.path[-1]
    await start(Shown.part, Shown.path[:-1])
    await go(back - 1)


STEPS = {"ArrowRight": 1, "ArrowLeft": -1}


@when("keydown", section)
async def on_key(event):
    if event.target.tagName in ("INPUT", "SELECT") or event.ctrlKey or event.metaKey or event.altKey:
        return
    if event.key in STEPS:
        event.preventDefault()
        await step(STEPS[event.key])
    elif event.key == " " and event.target.tagName != "BUTTON":
        event.preventDefault()
        await toggle()
