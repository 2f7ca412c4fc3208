"""The Crab Combat tab: the decks in, both games played in the worker a slice at a time (so that the page
shows the progress and a Stop that works), the outcome of each, and the replay.  Imported when the tab is
first opened, or a link or file for it arrives."""

import json

import engine
import problem_list
from dom import Updates, bring_into_view, busy, by_id, ctrl_enter, element, offer_own_input, say, when
from pyscript import document, window
from pyscript.js_modules import input_text

from camelcards_core.words import grouped, plural

textarea = by_id("crab-input")
answer_box = by_id("crab-answer")
NAMES = {1: "Combat", 2: "Recursive Combat"}
HEADINGS = ("Score", "Winner", "Rounds", "Sub-games", "Deepest", "Winning deck")
# Each call to the worker plays for about this long, so that Stop is answered within about as long.
SLICE_MS = 50
# After this long, the page says that the game may take minutes.
LONG_MS = 5000


class Match:
    """The count of plays begun or stopped: a play goes on only while it is the newest."""

    newest = 0


def status(text):
    say(text, "crab-status")


def progress(shown, elapsed):
    said = "Playing %s: %s and %s so far (%d s)." % (
        NAMES[shown["part"]],
        plural(shown["rounds"], "round"),
        plural(shown["sub_games"], "sub-game"),
        elapsed / 1000,
    )
    if elapsed > LONG_MS:
        said += " Games like this one can take minutes; Stop ends it."
    status(said)


async def play():
    """Play both games on the decks in the box, and show them; say so when the decks have problems."""
    Match.newest += 1
    mine = Match.newest
    worker = await engine.any_worker()
    started = json.loads(await input_text.send(worker.crab_start, textarea))
    if mine != Match.newest:
        return
    if "problems" in started:
        show_problems(started["problems"])
        return
    busy(True)
    stop = by_id("crab-stop")
    stop.hidden = False
    status("Playing %s cards…" % grouped(started["cards"]))
    # The progress and Stop go to the middle, where the progress has room to grow by the lines it gains.
    bring_into_view(by_id("crab-status"), "center")
    begun = window.performance.now()
    try:
        while True:
            played = json.loads(await worker.crab_play(SLICE_MS))
            if mine != Match.newest:
                return
            if "games" in played:
                break
            progress(played["progress"], window.performance.now() - begun)
    finally:
        if mine == Match.newest:
            stop.hidden = True
            busy(False)
    show_games(played["games"])
    import replay

    await replay.start(2 if played["games"][1]["rounds"] else 1)
    Updates.mark()


def show_problems(problems):
    answer_box.hidden = True
    by_id("crab-empty").hidden = True
    problem_list.show("crab-errors", problems)
    by_id("crab-problems").hidden = False
    status("The decks have %s." % plural(len(problems), "problem"))
    bring_into_view(by_id("crab-problems"))
    Updates.mark()


def show_games(games):
    body = document.querySelector("#crab-results tbody")
    body.replaceChildren()
    said = []
    for part, result in enumerate(games, 1):
        row = element("tr")
        row.dataset.part = str(part)
        row.append(element("th", NAMES[part]))
        score = element("td", result["score"] or "no winner", "num score")
        if result["score"]:
            score.dataset.value = result["score"]
        cells = [score, element("td", "player %d" % result["winner"] if result["winner"] else "—")]
        cells += [element("td", grouped(result[key]), "num") for key in ("rounds", "sub_games", "max_depth")]
        cells.append(element("td", " ".join(result["deck"]), "deck"))
        for cell, heading in zip(cells, HEADINGS):
            cell.dataset.label = heading  # shown before the value where the table stacks, on a phone
            row.append(cell)
        body.append(row)
        said.append("%s: %s" % (NAMES[part], result["caption"]))
    by_id("crab-caption").textContent = "; ".join(said) + "."
    by_id("crab-problems").hidden = True
    by_id("crab-empty").hidden = True
    answer_box.removeAttribute("data-stale")
    answer_box.hidden = False
    status(
        "%s." % "; ".join("%s %s" % (NAMES[part], game["score"] or "never ends") for part, game in enumerate(games, 1))
    )
    bring_into_view(answer_box)


@when("click", "#crab-solve")
async def on_play(event):
    await play()


@when("keydown", "#crab-input")
async def on_key(event):
    if ctrl_enter(event):
        await play()


@when("input", "#crab-input")
def on_input(event):
    if not answer_box.hidden:
        answer_box.setAttribute("data-stale", "")


@when("click", "#crab-stop")
async def on_stop(event):
    Match.newest += 1
    by_id("crab-stop").hidden = True
    busy(False)
    await engine.ask_any("crab_stop")
    status("Stopped. Press Play both games to start again.")
    Updates.mark()


@when("click", "#crab-load-example")
async def on_example(event):
    input_text.show(textarea, await (await window.fetch("./examples/crab.txt")).text())
    await input_text.keep(textarea, "own")
    await play()


@when("click", "#crab-share")
async def on_share(event):
    import links

    await links.share(event.currentTarget, textarea, 1, "crab")


class Tab:
    opened = False


async def opened():
    """Wire the tab on its first opening, and put back the decks this browser kept, unless decks were typed
    in while the page started: those are kept in their place."""
    if Tab.opened:
        return
    Tab.opened = True
    input_text.watch(textarea, "crab")
    problem_list.lead_to_lines("crab-errors", textarea)
    if input_text.size(textarea):
        await input_text.keep(textarea, "own")
    else:
        await input_text.restore(textarea)
    by_id("crab-solve").disabled = False
    by_id("crab-load-example").disabled = False


async def load(file):
    """A file opened or dropped while this tab is on show: its decks, played at once."""
    await opened()
    await input_text.load(file, textarea)
    await input_text.keep(textarea, "own")
    await play()


async def adopt(text):
    """A share link's decks, in place of the visitor's own (set aside to bring back), played at once."""
    await opened()
    await input_text.adopt(textarea, text)
    await offer_own_input(textarea, "crab-restore-previous")
    await play()


@when("click", "#crab-restore-previous")
async def on_restore(event):
    if await input_text.bringBack(textarea):
        event.currentTarget.hidden = True
        await play()
