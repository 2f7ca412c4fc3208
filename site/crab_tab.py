"""The Crab Combat tab: the decks in, both games played in the worker, the outcome of each drawn as text.
Imported when the tab is first opened."""

import json

from pyscript import document
from pyscript.js_modules import input_text

import engine
import problem_list
from camelcards_core.words import plural
from dom import Updates, by_id, element, say, when

textarea = by_id("crab-input")
NAMES = {1: "Combat", 2: "Recursive Combat"}
HEADINGS = ("Score", "Winner", "Rounds", "Sub-games", "Deepest", "Winning deck")


async def play():
    worker = await engine.any_worker()
    answer = json.loads(await input_text.send(worker.crab, textarea))
    results, trouble = by_id("crab-answer"), by_id("crab-problems")
    if "problems" in answer:
        results.hidden = True
        problem_list.show("crab-errors", answer["problems"])
        trouble.hidden = False
        say("The decks have %s." % plural(len(answer["problems"]), "problem"), "crab-status")
        Updates.mark()
        return
    body = document.querySelector("#crab-results tbody")
    body.replaceChildren()
    said = []
    for part, result in enumerate(answer["games"], 1):
        row = element("tr")
        row.dataset.part = str(part)
        row.append(element("th", NAMES[part]))
        score = element("td", result["score"] or "no winner: the game repeats", "num score")
        if result["score"]:
            score.dataset.value = result["score"]
        cells = [score, element("td", "player %d" % result["winner"] if result["winner"] else "—")]
        cells += [element("td", str(result[key]), "num") for key in ("rounds", "sub_games", "max_depth")]
        cells.append(element("td", " ".join(result["deck"]), "deck"))
        for cell, heading in zip(cells, HEADINGS):
            cell.dataset.label = heading  # shown before the value where the table stacks, on a phone
            row.append(cell)
        body.append(row)
        said.append("%s %s" % (NAMES[part], result["score"] or "never ends"))
    trouble.hidden = True
    results.hidden = False
    say("; ".join(said) + ".", "crab-status")
    Updates.mark()


@when("click", "#crab-solve")
async def on_play(event):
    await play()


class Tab:
    opened = False


async def opened():
    """Wire the tab on its first opening, and put back the decks this browser kept."""
    if Tab.opened:
        return
    Tab.opened = True
    input_text.watch(textarea, "crab")
    problem_list.lead_to_lines("crab-errors", textarea)
    await input_text.restore(textarea)
    by_id("crab-solve").disabled = False


async def load(file):
    """A file opened or dropped while this tab is on show: its decks, played at once."""
    await opened()
    await input_text.load(file, textarea)
    await input_text.keep(textarea, "own")
    await play()
