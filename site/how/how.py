"""How it works: the solution step by step on the input in the box (or on the puzzle's example when there
is none to walk), and the core's own Python beside it, with the functions each step runs marked.  Imported
when the tab is first opened."""

import json

from pyscript import document, fetch
from pyscript.ffi import to_js
from pyscript.js_modules import input_text, later

from camel.answering import chosen_rules
from page.dom import by_id, element, when
from worker import engine

# The core's files shown, as the page lists them (index.html, a holder each).
FILES = tuple(holder.dataset.source for holder in document.querySelectorAll(".source[data-source]"))


class Walk:
    """The steps on show and the one shown, each file's text once loaded, and the source module once loaded."""

    def __init__(self):
        self.steps = None
        self.at = 0
        self.texts = {}
        self.source = None


walk = Walk()


def holder(file):
    return document.querySelector('.source[data-source="%s"]' % file)


async def load_sources():
    """Fetch the core's files from this origin (the worker loaded the same ones) and show them."""
    if walk.source is None:
        walk.source = await later.load("./js/source.js")
    for file in FILES:
        if file not in walk.texts:
            walk.texts[file] = await (await fetch("./camelcards_core/%s" % file)).text()
            walk.source.show(holder(file), file, walk.texts[file])


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
    name = "your rules" if rules[0] == "custom" else "part " + rules[0]
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
    walk.at = min(walk.at, walk.steps.length - 1)
    show_step()


def wraps(value):
    """Whether a cell's value is words, which may wrap at their spaces: a hand, a key or a row of digits
    ("1 0 8 1 b") stays on one line."""
    return any(len(part) > 1 for part in value.split()) and " " in value


def show_step():
    step = walk.steps[walk.at]
    count = walk.steps.length
    by_id("step-count").textContent = "Step %d of %d" % (walk.at + 1, count)
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
        for value in values:
            row.append(element("td", value, "words" if wraps(value) else None))
        body.append(row)
    table.hidden = not step.rows.length
    by_id("step-previous").disabled = walk.at == 0
    by_id("step-next").disabled = walk.at == count - 1
    uses = [(used[0], used[1]) for used in step.uses]
    by_id("step-uses").textContent = "Runs %s." % ", ".join("%s in %s" % (name, file) for file, name in uses)
    mark(uses)


def mark(uses):
    """Mark the functions the step runs, in each file, and show the first file that has any."""
    shown = None
    for file in FILES:
        names = [name for where, name in uses if where == file]
        first = walk.source.mark(holder(file), walk.texts[file], to_js(names))
        if first and shown is None:
            shown = (file, first)
    if shown:
        choose_file(shown[0])
        holder(shown[0]).scrollTop = by_id("%s-L%d" % shown).offsetTop - 16


async def opened(answer):
    """Load the files and walk the input in `answer`'s box (answering.Answering); later openings walk it again,
    as it may have changed."""
    await load_sources()
    await refresh(answer)


def go_to_line(fragment):
    """A link to a line (rules.py-L12): show its file and bring the line into view."""
    file = fragment.split("-L")[0]
    if file in FILES:
        choose_file(file)
        line = by_id(fragment)
        if line:
            line.scrollIntoView(to_js({"block": "center"}))


@when("click", "#step-next")
def on_next(event):
    if walk.steps is not None and walk.at < walk.steps.length - 1:
        walk.at += 1
        show_step()


@when("click", "#step-previous")
def on_previous(event):
    if walk.steps is not None and walk.at > 0:
        walk.at -= 1
        show_step()


@when("click", ".file-choice")
def on_file(event):
    choose_file(event.currentTarget.dataset.show)
