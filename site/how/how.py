"""How it works: the solution step by step on the input in the box (or on the puzzle's example when there
is none to walk), beside the readable solution (the Code tab's) with the lines each step is about marked, and
the core's own Python a choice away, with the functions each step runs marked.  The step on show is in the
address (#how&step=3), and a share link can carry it.  Imported when the tab is first opened."""

import json

from pyscript import document, fetch
from pyscript.ffi import to_js
from pyscript.js_modules import input_text, later, router

from camel.answering import chosen_rules
from camelcards_core.words import listed
from how import in_sight
from page import links
from page.dom import by_id, element, rules_named, when
from page.marks import CAMEL
from worker import engine

# The files shown, as the page lists them (index.html, a holder each): the readable solution, then the core's.
FILES = tuple(holder.dataset.source for holder in document.querySelectorAll(".source[data-source]"))
SOLUTION = "camel.py"
# The lines of the readable solution each step is about, by its title: each the first line that holds its piece.
SOLUTION_LINES = {
    "Count each hand's labels": ("def hand_type(", "Counter("),
    "Jokers join the largest group": ("JOKERS = ", "counts[0] += "),
    "Group the hands by type, weakest first": ("return hand_type(", "ranked = sorted("),
    "Within a type, compare card by card": ("ORDERS = ", "ORDERS[part].index(card)"),
    "Rank × bid": ("rank * int(bid)",),
    "Add them up": ("return sum(",),
}


class Walk:
    """The steps on show and the one shown, each file's text once loaded, and the source module once loaded."""

    def __init__(self):
        self.steps = None
        self.at = 0
        self.texts = {}
        self.source = None
        self.chosen = SOLUTION


walk = Walk()


def holder(file):
    return document.querySelector('.source[data-source="%s"]' % file)


async def load_sources():
    """Fetch the solution and the core's files from this origin (the worker loaded the same ones) and show them."""
    if walk.source is None:
        walk.source = await later.load("./js/source.js")
    for file in FILES:
        if file not in walk.texts:
            pre = holder(file).querySelector("pre")
            url = "./" + (pre.getAttribute("data-file") or pre.getAttribute("data-solution"))
            walk.texts[file] = await (await fetch(url)).text()
            walk.source.show(holder(file), file, walk.texts[file])


def solution_lines(title):
    """The lines (from 1) of the readable solution that the step called `title` is about."""
    lines = walk.texts[SOLUTION].splitlines()
    found = [next((n for n, line in enumerate(lines, 1) if piece in line), 0) for piece in SOLUTION_LINES[title]]
    return sorted(set(number for number in found if number))


def choose_file(file):
    for choice in document.querySelectorAll(".file-choice"):
        choice.setAttribute("aria-pressed", "true" if choice.dataset.show == file else "false")
    for file_name in FILES:
        holder(file_name).hidden = file_name != file


async def walked(rules, answer):
    """The steps on the input in `answer`'s box (answering.Answering) under `rules`, and what to say of them;
    the puzzle's example when the box is empty, has problems, or waits for Solve."""
    textarea = answer.textarea
    view = json.dumps({"part": rules[0], "order": rules[1], "joker": rules[2]})
    name = rules_named(rules[0])
    size = input_text.size(textarea)
    if answer.ready():
        return engine.parsed(await (await answer.worker()).walk(view)), "On your input, under %s." % name
    if size and engine.live(size):
        worker = await engine.any_worker()
        steps = engine.parsed(await input_text.send(worker.walk_text, input_text.snapshot(textarea), view))
        if not hasattr(steps, "problems"):
            return steps, "On your input, under %s." % name
        about = "On the puzzle's example: your input has problems (see Camel Cards)."
    elif size:
        about = "On the puzzle's example: your input waits for Solve (see Camel Cards)."
    else:
        about = "On the puzzle's example, since there is no input of yours to walk through yet."
    example = await (await fetch("./examples/camel.txt")).blob()
    worker = await engine.any_worker()
    return engine.parsed(await worker.walk_text(example, view)), about


async def refresh(answer):
    """Walk the input in `answer`'s box under the rules chosen."""
    steps, about = await walked(chosen_rules(), answer)
    if hasattr(steps, "rules_problem"):
        by_id("steps-about").textContent = "Your rules: %s." % steps.rules_problem
        walk.steps = None
        return
    by_id("steps-about").textContent = about
    walk.steps = steps.steps
    asked = router.place("how").step
    if asked:
        walk.at = int(asked) - 1
    walk.at = max(0, min(walk.at, walk.steps.length - 1))
    show_step(said=not router.line())


# The most characters of a value that stays on one line in a step's table: a longer one (a bid of thousands of
# digits, its sum) wraps anywhere.
LONG = 24


def wraps(value):
    """Whether a cell's value is words, which may wrap at their spaces: a hand, a key or a row of digits
    ("1 0 8 1 b") stays on one line."""
    return any(len(part) > 1 for part in value.split()) and " " in value


def show_step(said=True):
    """Show the step at `walk.at`, and say it in the address unless `said` is false (a link to a line keeps
    the address)."""
    step = walk.steps[walk.at]
    count = walk.steps.length
    by_id("step-count").textContent = "Step %d of %d" % (walk.at + 1, count)
    by_id("step").dataset.step = str(walk.at + 1)
    if said:
        router.setPlace("how", to_js({"step": walk.at + 1}))
    by_id("step-title").textContent = "%d. %s" % (walk.at + 1, step.title)
    by_id("step-text").textContent = step.text
    table = by_id("step-table")
    head, body = table.querySelector("thead"), table.querySelector("tbody")
    head.replaceChildren()
    body.replaceChildren()
    if step.head.length:
        row = element("tr")
        for name in step.head:
            cell = element("th", name)
            cell.scope = "col"
            row.append(cell)
        head.append(row)
    for values in step.rows:
        row = element("tr")
        for column, value in enumerate(values):
            cell = element("td", value, "words" if wraps(value) else "long" if len(value) > LONG else None)
            cell.dataset.label = step.head[column]  # shown above the value where the table stacks (present.css)
            row.append(cell)
        body.append(row)
    table.hidden = not step.rows.length
    by_id("step-previous").disabled = by_id("step-first").disabled = walk.at == 0
    by_id("step-next").disabled = by_id("step-last").disabled = walk.at == count - 1
    if document.activeElement.matches(":disabled"):  # the end reached: the keys go on from the other button
        by_id("step-next" if walk.at == 0 else "step-previous").focus()
    uses = [(used[0], used[1]) for used in step.uses]
    by_id("step-uses").textContent = (
        "The core does this step in %s: show those files under The Python that ran to see their lines marked."
        % listed("%s's %s" % (file, name) for file, name in uses)
    )
    mark(step.title, uses)


def mark(title, uses):
    """Mark the solution's lines the step is about, and the functions it runs in each of the core's files;
    keep the solution on show when it is chosen, or else show the first of the core's files that has any."""
    lines = solution_lines(title)
    shown = (SOLUTION, walk.source.markLines(holder(SOLUTION), to_js(lines))) if walk.chosen == SOLUTION else None
    for file in FILES[1:]:
        names = [name for where, name in uses if where == file]
        first = walk.source.mark(holder(file), walk.texts[file], to_js(names))
        if first and shown is None:
            shown = (file, first)
    if shown and shown[1]:
        choose_file(shown[0])
        show_marked()


def show_marked():
    """Bring the lines marked in the file on show into sight (in_sight.py says where)."""
    for file in FILES:
        box = holder(file)
        if not box.hidden:
            in_sight.bring(box)


async def opened(answer):
    """Load the files and walk the input in `answer`'s box (answering.Answering); later openings walk it again,
    as it may have changed."""
    await load_sources()
    await refresh(answer)


def go_to_line(fragment):
    """A link to a line (rules.py-L12): show its file and bring the line into view."""
    file = fragment.split("-L")[0]
    if file in FILES:
        walk.chosen = file
        choose_file(file)
        line = by_id(fragment)
        if line:
            line.scrollIntoView(to_js({"block": "center"}))


def go(number):
    """Show step `number` (from 0), within the steps."""
    if walk.steps is not None:
        at = max(0, min(number, walk.steps.length - 1))
        if at != walk.at:
            walk.at = at
            show_step()


@when("click", "#step-next")
def on_next(event):
    go(walk.at + 1)


@when("click", "#step-previous")
def on_previous(event):
    go(walk.at - 1)


@when("click", "#step-first")
def on_first(event):
    go(0)


@when("click", "#step-last")
def on_last(event):
    go(walk.steps.length - 1 if walk.steps is not None else 0)


@when("present", "#panel-how")
def on_present(event):
    if walk.steps is not None:
        show_marked()


@when("click", ".file-choice")
def on_file(event):
    """Show the file chosen with the step's lines in it brought into sight, as the step says to."""
    walk.chosen = event.currentTarget.dataset.show
    choose_file(walk.chosen)
    show_marked()


@when("click", "#how-share", CAMEL)
def on_share(event):
    return share(event.currentTarget)


async def share(button):
    """A share link to the input in the Camel Cards box, under the rules chosen, that opens this step."""
    part, order, joker = chosen_rules()
    place = {"view": "how", "step": walk.at + 1}
    made = await links.make(input_text.snapshot(by_id("input")), "camel", part, order, joker, place=place)
    await links.offer(button, made, "how-share-box", "how-share-url", "how-status")
