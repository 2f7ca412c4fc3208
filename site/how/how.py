"""How it works: the solution step by step on the input on show (or on the puzzle's example when there is
none), and the core's own Python beside it, with the functions each step runs marked.  Imported when the
tab is first opened."""

import json

import engine
from dom import by_id, chosen_part, custom_rules, element, when
from pyscript import document, fetch, window
from pyscript.ffi import to_js
from pyscript.js_modules import input_text, later

FILES = ("rules.py", "ranking.py", "walkthrough.py")
textarea = by_id("input")


class Walk:
    """The steps on show, the one shown, each file's text once loaded, and the source module once loaded."""

    steps = []
    at = 0
    texts = {}
    source = None


def holder(file):
    return document.querySelector('.source[data-source="%s"]' % file)


async def load_sources():
    """Fetch the core's files from this origin (the worker loaded the same ones) and show them."""
    if Walk.source is None:
        Walk.source = await later.load("./js/source.js")
    for file in FILES:
        if file not in Walk.texts:
            Walk.texts[file] = await (await fetch("./camelcards_core/%s" % file)).text()
            Walk.source.show(holder(file), file, Walk.texts[file])


def choose_file(file):
    for choice in document.querySelectorAll(".file-choice"):
        choice.setAttribute("aria-pressed", "true" if choice.dataset.show == file else "false")
    for file_name in FILES:
        holder(file_name).hidden = file_name != file


async def refresh():
    """Walk the input on show under the rules chosen, or the example when there is no input."""
    part = chosen_part()
    order, joker = custom_rules()
    import results

    if input_text.size(textarea) and results.View.summary is not None:
        walked = json.loads(await engine.ask("walk", part, order, joker, None))
        about = "On your input, under %s." % results.shown_rules(part).lower()
    else:
        text = await (await fetch("./examples/camel.txt")).text()
        example = window.Blob.new(to_js([text]), to_js({"type": "text/plain"}))
        walked = json.loads(await engine.ask_any("walk", part, order, joker, example))
        about = "On the puzzle's example, since there is no input of yours to walk through yet."
    if "rules_problem" in walked:
        by_id("steps-about").textContent = "Your rules: %s." % walked["rules_problem"]
        Walk.steps = []
        return
    by_id("steps-about").textContent = about
    Walk.steps = walked["steps"]
    Walk.at = min(Walk.at, len(Walk.steps) - 1)
    show_step()


def show_step():
    step = Walk.steps[Walk.at]
    by_id("step-count").textContent = "Step %d of %d" % (Walk.at + 1, len(Walk.steps))
    by_id("step-title").textContent = "%d. %s" % (Walk.at + 1, step["title"])
    by_id("step-text").textContent = step["text"]
    table = by_id("step-table")
    head, body = table.querySelector("thead"), table.querySelector("tbody")
    head.replaceChildren()
    body.replaceChildren()
    if step["head"]:
        row = element("tr")
        for name in step["head"]:
            cell = element("th", name)
            cell.scope = "col"
            row.append(cell)
        head.append(row)
    for values in step["rows"]:
        row = element("tr")
        for value in values:
            row.append(element("td", value))
        body.append(row)
    table.hidden = not step["rows"]
    by_id("step-previous").disabled = Walk.at == 0
    by_id("step-next").disabled = Walk.at == len(Walk.steps) - 1
    uses = step["uses"]
    by_id("step-uses").textContent = "Runs %s." % ", ".join("%s in %s" % (name, file) for file, name in uses)
    mark(uses)


def mark(uses):
    """Mark the functions the step runs, in each file, and show the first file that has any."""
    shown = None
    for file in FILES:
        names = [name for where, name in uses if where == file]
        first = Walk.source.mark(holder(file), Walk.texts[file], names)
        if first and shown is None:
            shown = (file, first)
    if shown:
        choose_file(shown[0])
        holder(shown[0]).scrollTop = by_id("%s-L%d" % shown).offsetTop - 16


async def opened():
    """Load the files and walk the input; later openings walk it again, as it may have changed."""
    await load_sources()
    await refresh()


def go_to_line(fragment):
    """A link to a line (#rules.py-L12): show its file and bring the line into view."""
    file = fragment.split("-L")[0].lstrip("#")
    if file in FILES:
        choose_file(file)
        line = by_id(fragment.lstrip("#"))
        if line:
            line.scrollIntoView(to_js({"block": "center"}))


@when("click", "#step-next")
def on_next(event):
    if Walk.at < len(Walk.steps) - 1:
        Walk.at += 1
        show_step()


@when("click", "#step-previous")
def on_previous(event):
    if Walk.at > 0:
        Walk.at -= 1
        show_step()


@when("click", ".file-choice")
def on_file(event):
    choose_file(event.currentTarget.dataset.show)
