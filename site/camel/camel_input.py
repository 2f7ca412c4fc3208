"""The Camel Cards box and the controls around it: typing and pasting (answered as they happen, up to the live
limit), Solve, the part, the example, a file, the long input held beside the box, bringing back an input set
aside, and share links.  The answer itself is answering.py's."""

from pyscript import fetch
from pyscript.ffi import to_js
from pyscript.js_modules import input_box, input_text, kept

from camel import answer_check, explanation, rules_form, table
from camel.answering import Answering
from camelcards_core.words import grouped, plural
from page import links, set_aside
from page.dom import by_id, choose_part, chosen_part, ctrl_enter, custom_rules, open_chosen, rules_named, say, when
from page.marks import CAMEL
from worker import engine

textarea = by_id("input")
answer = Answering(textarea, table.shown)
table.shows(answer)
answer_check.checks(answer)
explanation.explains(answer, table.shown)


def notice(text):
    """A message that stays until it is dismissed or the input is replaced, unlike the status line."""
    by_id("notice-text").textContent = text
    by_id("notice").hidden = not text


def show_held():
    """Say why a long input shows only some of its lines, and offer the ways out."""
    held = input_text.holding(textarea)
    by_id("held").hidden = not held
    by_id("held").removeAttribute("data-refused")
    if held:
        if held.shownLines:
            last = held.firstLine + held.shownLines - 1
            shown = "lines %s–%s of %s" % (grouped(held.firstLine), grouped(last), plural(held.lines, "line"))
        else:
            shown = "the first %s of line %s of %s" % (
                plural(held.shownChars, "character"),
                grouped(held.firstLine),
                grouped(held.lines),
            )
        by_id("held-note").textContent = (
            "Showing %s (%s), read-only, so that the page stays quick; all of it is solved and kept."
            % (shown, engine.size_text(held.chars))
        )


@when("key-refused", "#input")
def on_key_refused(event):
    """A key typed in a held long input: say how to type in it, beside the ways out, which are marked."""
    by_id("held").setAttribute("data-refused", "")
    say("This long input is read-only here, to keep the page quick: press Edit it all (slow) to type in it.")


@when("pasting", "#input")
def on_pasting(event):
    """A paste is answered at once: its text goes to the worker from its paste event, so that the worker
    computes while the browser inserts the text and lays it out."""
    answer.pasted(event.detail)


@when("paste-held", "#input")
def on_paste_held(event):
    """A paste too long for the box to show: the worker it needs starts from its paste event, while the box
    shows its first lines and makes its Blob."""
    engine.expect(event.detail.chars)


@when("input", "#input")
def on_input(event):
    show_held()
    kind = getattr(event, "inputType", "")  # a script's Event has none
    answer.edited(typing=not kind.startswith("insertFrom"))


@when("shown", "#input")
def on_shown(event):
    """The page put another input in the box: what is on show is marked from that moment, as for an edit."""
    answer.mark()


@when("keydown", "#input")
def on_key(event):
    if ctrl_enter(event):
        answer.solve()


@when("click", "#solve")
def on_solve(event):
    answer.solve()


@when("change", 'input[name="part"]', CAMEL)
def on_part(event):
    rules_form.shown(chosen_now=True)
    answer.update()
    return kept.keepState(to_js({"part": chosen_part()}))


async def replace(given, origin, why, said):
    """Put a new input in the box (`given` as input_box.replace takes it) in place of the one there, set
    aside if the visitor's own, and answer it: whether the visitor's own was set aside."""
    notice("")
    aside = await input_box.replace(textarea, given, origin, why)
    show_held()
    await set_aside.offer(textarea, "restore-previous")
    say(said)
    answer.solve()
    return aside


@when("click", "#load-example", CAMEL)
def on_example(event):
    return load_example()


async def load_example():
    example = await (await fetch("./examples/camel.txt")).blob()
    await replace(example, "example", "when the example was loaded", "Loaded the puzzle's example.")


async def load_file(file):
    """A file opened or dropped: its text in the box, read as the command line reads a file."""
    say("Reading %s…" % file.name)
    opened = "Opened %s (%s)." % (file.name, engine.size_text(file.size))
    await replace(file, "own", "when %s was opened" % file.name, opened)


@when("change", "#file", CAMEL)
def on_file(event):
    return open_chosen(event, load_file)


@when("click", "#release")
def on_release(event):
    input_text.release(textarea)
    show_held()
    textarea.focus()
    say("The whole input is in the box now, to edit; at this length, the page may be slow.")


@when("click", "#clear", CAMEL)
def on_clear(event):
    textarea.focus()
    return replace("", "own", "when the box was cleared", "The box is empty; the input it held is set aside.")


@when("click", "#notice-close")
def on_dismiss(event):
    notice("")


@when("click", "#restore-previous", CAMEL)
def on_bring_back(event):
    return bring_back()


async def bring_back():
    if await set_aside.bring_back(textarea, "restore-previous"):
        notice("")
        show_held()
        say("Your own input is back.")
        answer.solve()


@when("click", "#share", CAMEL)
def on_share(event):
    return share(event.currentTarget)


async def share(button):
    order, joker = custom_rules()
    made = await links.make(input_text.snapshot(textarea), "camel", chosen_part(), order, joker)
    await links.offer(button, made, "share-box", "share-url", "status")


async def open_link(shared):
    """A share link's input (links.read's answer), in place of the visitor's own, under its part and rules:
    whether the visitor's own was set aside."""
    part = str(shared.part)
    choose_part(part)
    if shared.rules:
        await rules_form.put(shared.rules[0], shared.rules[1])
    rules_form.shown()
    await kept.keepState(to_js({"part": part}))
    said = "Opened a share link: its input, and %s." % rules_named(part)
    return await replace(shared, "link", "when a share link opened", said)
