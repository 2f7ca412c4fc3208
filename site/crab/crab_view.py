"""How Crab Combat's outcome looks: each game's score at the top, the table of both games, the winning decks
as lines under it, or the decks' problems; and the status line that says them (a score only where the
visitor has not chosen to hide it).  When a play begins and what it is for is crab_tab.py's."""

from pyscript import document
from pyscript.js_modules import answer_bar

from camelcards_core.words import PARTS, grouped, problem_count
from page import problem_list, spoilers
from page.dom import bring_into_view, by_id, element, say, when

answer_box = by_id("crab-answer")
problems_box = by_id("crab-problems")
NAMES = PARTS["crab"]
# Each call to a worker plays or checks for about this long, so that the progress shows and Stop is answered
# within about as long.
SLICE_MS = 50
HEADINGS = ("Score", "Rounds", "Sub-games", "Deepest")
answer_bar.watch(by_id("crab-answer-bar"), answer_box.closest(".answer-pane"), by_id("crab-input"), "crab")


def status(text, quietly=None):
    say(text, "crab-status", quietly)


def show_problems(started, into_view=True):
    """The decks' problems (the worker's answer, with whether there are more than those listed), each leading to
    its line, brought into view unless `into_view` is false (`in_view`)."""
    answer_box.hidden = True
    by_id("crab-empty").hidden = True
    problem_list.show("crab-errors", started.problems)
    problems_box.hidden = False
    problems_box.toggleAttribute("data-more", bool(started.more))  # (the answer bar says so too)
    status("The decks have %s." % problem_count(started.problems.length, started.more))
    in_view(problems_box, into_view)


def show_games(played, into_view=True):
    """Both games' outcomes: the scores at the top with how each game ended, the table of their rounds and
    sub-games, the winning decks; each said once; brought into view unless `into_view` is false."""
    body = document.querySelector("#crab-results tbody")
    body.replaceChildren()
    decks = by_id("crab-decks")
    decks.replaceChildren()
    for part in (1, 2):
        result = played[part - 1]
        by_id("crab-score-%d" % part).textContent = grouped(int(result.score)) if result.score else "no winner"
        by_id("crab-winner-%d" % part).textContent = result.ending
        if result.winner:
            decks.append(
                element("dt", "%s: player %d's deck at the end, top card first" % (NAMES[part], result.winner)),
                element("dd", " ".join(result.deck)),
            )
        row = element("tr")
        row.dataset.part = str(part)
        row.append(element("th", NAMES[part]))
        score = element("td", grouped(int(result.score)) if result.score else "no winner", "num score")
        if result.score:
            score.dataset.value = result.score
        cells = [score] + [
            element("td", grouped(value), "num") for value in (result.rounds, result.sub_games, result.max_depth)
        ]
        for cell, heading in zip(cells, HEADINGS):
            cell.dataset.label = heading  # shown above the value where the table stacks, on a phone
            row.append(cell)
        body.append(row)
    problems_box.hidden = True
    by_id("crab-empty").hidden = True
    answer_box.removeAttribute("data-revealed")
    answer_box.hidden = False
    say_outcome()
    in_view(answer_box, into_view)


def in_view(node, into_view=True, block="start"):
    """Bring `node` into view (at `block`) when `into_view`."""
    if into_view:
        bring_into_view(node, block)


@when("spoilers-changed", document)
def say_outcome(event=None):
    """Say that the games are played; the scores are on show beside it (or hidden, as the visitor chose)."""
    if answer_box.hidden:
        return
    hidden = spoilers.hidden(answer_box)
    status("Both games played; the scores are hidden until you ask for them." if hidden else "Both games played.")


@when("click", "#crab-reveal")
def on_reveal(event):
    answer_box.setAttribute("data-revealed", "")
    say_outcome()
