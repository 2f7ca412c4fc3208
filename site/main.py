"""The page's start and its input: typing (answered as it is typed, up to the in-page limit), pasting, files
opened or dropped anywhere, the example, share links, the part, and the tabs.

Nothing is computed here: engine.py hands the input to a worker, and results.py draws the answer."""

import asyncio

import engine
import problem_list
import rules_form
from dom import (
    Updates,
    bring_into_view,
    busy,
    by_id,
    choose_part,
    chosen_part,
    ctrl_enter,
    is_busy,
    offer_own_input,
    root,
    say,
    when,
)
from pyscript import document, fetch, window
from pyscript.ffi import create_proxy
from pyscript.js_modules import input_text, starting, store, tabs, workers

from camelcards_core.words import grouped, plural

textarea = by_id("input")
# The answer follows the input once typing pauses this long.
LIVE_PAUSE_MS = 300
# A link to a line of the core's source, as the line numbers under How it works make: #rules.py-L12.
LINE_LINK = ".py-L"


class Input:
    """The input's state: whether it changed since the answer on show, how many edits it has had (a live
    answer waits for the typing to pause), and whether a paste is being answered before it lands."""

    dirty = True
    edits = 0
    ahead = False


def notice(text):
    """A message that stays until it is dismissed or the input is replaced, unlike the status line."""
    by_id("notice-text").textContent = text
    by_id("notice").hidden = not text


def show_held():
    """Say why a long input shows only some of its lines, and offer the ways out."""
    held = input_text.holding(textarea)
    by_id("held").hidden = not held
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
            "Showing %s (%s), read-only, so that the page stays quick. All of it is solved and kept;"
            " paste or open a file to replace it." % (shown, engine.size_text(held.chars))
        )


def show_empty():
    import results

    results.hide()
    by_id("problems").hidden = True
    by_id("empty").hidden = False
    say("Paste your input, open a file or load the example.")


async def solve(explicit=False):
    """Solve the input in a worker and draw what it answers.  `explicit` (Solve, Ctrl+Enter, a file, the
    example) brings the answer into view on a narrow screen; a live answer to typing leaves the view alone."""
    import results

    generation = engine.Generation.begin()
    Input.dirty = False
    busy(True)
    try:
        answer = await engine.solve(generation, textarea, results.view_for_solve(), say)
        if answer is None:
            engine.drop()
            return
        if "problems" in answer:
            show_problems(answer, explicit)
        else:
            await results.show(answer, explicit)
    except Exception as error:  # a worker failed to start or died: say so, keep the input
        if engine.Generation.current(generation):
            results.hide()
            say("Python could not finish: %s. Your input is kept; press Solve to try again." % error)
    finally:
        if engine.Generation.current(generation):
            busy(False)
            Updates.mark()


def show_problems(answer, explicit):
    import results

    results.hide()
    problems = answer["problems"]
    problem_list.show("errors", problems)
    by_id("empty").hidden = True
    box = by_id("problems")
    box.hidden = False
    more = " (showing the first %d)" % len(problems) if answer["more"] else ""
    say("The input has %s%s; nothing was totalled." % (plural(len(problems), "problem"), more))
    if explicit:
        bring_into_view(box)


async def answer_live(edit):
    await workers.wait(LIVE_PAUSE_MS)
    if edit == Input.edits and Input.dirty:
        await solve()


def changed(whole=False):
    """Every change of the input ends here.  Up to the in-page limit the answer follows once typing pauses;
    above it, the answer on show is marked out of date until Solve is pressed.  True when a `whole` new
    text (a paste) is to be answered at once, by the caller."""
    import results

    Input.dirty = True
    Input.edits += 1
    show_held()
    size = input_text.size(textarea)
    if not size:
        engine.Generation.begin()  # an answer still on its way is for text that is gone
        busy(False)
        show_empty()
    elif engine.live(size):
        if whole:
            return True
        asyncio.create_task(answer_live(Input.edits))
    else:
        results.mark_stale(True)
        say("The input has changed: press Solve (or Ctrl+Enter) to answer it.")
    return False


async def replaced(note=None):
    """The page put a new input in the box (a file, the example): it is saved and solved at once."""
    notice("")
    changed()
    await input_text.keep(textarea, "own")
    if note:
        say(note)
    await solve(explicit=True)


@when("pasting", "#input")
async def on_pasting(event):
    """A paste is answered at once: its text goes to the worker from its paste event, so that the worker
    computes while the browser inserts the text and lays it out."""
    Input.ahead = True
    await solve()


@when("input", "#input")
async def on_input(event):
    whole = getattr(event, "inputType", "") in ("insertFromPaste", "insertFromDrop")  # a script's Event has none
    ahead, Input.ahead = Input.ahead and input_text.landed(textarea), False
    if changed(whole) and not ahead:
        await solve()
    elif ahead:
        Input.dirty = False  # the answer on its way is for this very text
    # input_text.js saves what was typed


@when("keydown", "#input")
async def on_key(event):
    if ctrl_enter(event):
        await solve(explicit=True)


@when("click", "#solve")
async def on_solve(event):
    await solve(explicit=True)


@when("change", 'input[name="part"]')
async def on_part(event):
    import results

    rules_form.shown(chosen_now=True)
    await store.put("part", chosen_part())
    if Input.dirty or results.View.summary is None:
        if input_text.size(textarea):
            await solve()
    elif not is_busy():
        await results.part_changed()


async def rules_edited():
    """Answer under the rules as now typed: the solution on show ranked again, or the input solved."""
    import results

    if chosen_part() != "custom" or not input_text.size(textarea):
        return
    if Input.dirty or results.View.summary is None:
        await solve()
    else:
        await results.part_changed()


@when("click", "#load-example")
async def on_example(event):
    input_text.show(textarea, await (await fetch("./examples/camel.txt")).text())
    await replaced("Loaded the puzzle's example.")


@when("click", "#release")
def on_release(event):
    input_text.release(textarea)
    show_held()
    textarea.focus()
    say("The whole input is in the box now, to edit; at this length, the page may be slow.")


@when("click", "#clear")
async def on_clear(event):
    input_text.show(textarea, "")
    notice("")
    changed()
    await input_text.keep(textarea, "own")
    textarea.focus()


@when("click", "#notice-close")
def on_dismiss(event):
    notice("")


async def load_file(file, into):
    if into is not textarea:
        import crab_tab

        await crab_tab.load(file)
        return
    say("Reading %s…" % file.name)
    size = await input_text.load(file, textarea)
    await replaced("Opened %s (%s)." % (file.name, engine.size_text(size)))


@when("change", "#file")
async def on_file(event):
    chooser = event.target
    if chooser.files.length:
        await load_file(chooser.files.item(0), textarea)
    chooser.value = ""


def carries_files(event):
    return event.dataTransfer and event.dataTransfer.types.includes("Files")


@when("dragover", document)
def on_drag(event):
    """A file dragged anywhere over the page is taken, rather than opened by the browser in its place."""
    if carries_files(event):
        event.preventDefault()
        root.classList.add("dropping")


@when("dragleave", document)
def on_leave(event):
    if not event.relatedTarget:
        root.classList.remove("dropping")


def drop_target():
    """The box a file dropped anywhere goes to: Crab Combat's while its tab is on show, else the puzzle's."""
    return by_id("crab-input") if not by_id("crab").hidden else textarea


@when("drop", document)
async def on_drop(event):
    root.classList.remove("dropping")
    if not carries_files(event):
        return
    event.preventDefault()
    files = event.dataTransfer.files
    if files.length:
        await load_file(files.item(0), drop_target())


@when("click", "#restore-previous")
async def on_own(event):
    await input_text.bringBack(textarea)
    event.target.hidden = True
    notice("")
    changed()
    say("Your own input is back.")
    await solve(explicit=True)


@when("click", "#share")
async def on_share(event):
    import links

    await links.share(event.currentTarget, textarea, chosen_part())


async def show_line(fragment):
    await select_tab(by_id("tab-how"))
    import how

    how.go_to_line(fragment)


async def on_hash(event):
    import links

    if LINE_LINK in window.location.hash:
        await show_line(window.location.hash)
        return
    link = await links.open_link(textarea, select_tab)
    if link is True:
        notice("")
        changed()
        await solve(explicit=True)
    elif link:
        notice(link + " The input on show is the one you had.")


# An event handler property: PyScript's `window` proxy refuses addEventListener ("Illegal invocation").
window.onhashchange = create_proxy(lambda event: asyncio.create_task(on_hash(event)))


# --- tabs (tabs.js shows the one chosen; here is what opening it does) ---------------------------------------


async def opened(tab):
    if tab.id == "tab-crab":
        import crab_tab

        await crab_tab.opened()
    elif tab.id == "tab-how":
        import how

        await how.opened()


async def select_tab(tab):
    tabs.show(tab)
    await opened(tab)


@when("tab-chosen", document)
async def on_tab(event):
    await opened(event.target)


# --- start --------------------------------------------------------------------------------------------------


def unkept(why):
    """Say, where the page promises to keep the input, that this browser will not keep it."""
    hint = by_id("input-hint")
    hint.textContent = (
        "Paste, drop a file anywhere, or open one. %s, so what you type will not come back after a reload." % why
    )
    hint.classList.add("warning")


@when("keeping-refused", document)
def on_refused(event):
    unkept("This browser stopped keeping the page's data (%s)" % store.refusal())


def given_while_starting():
    """The file the visitor dropped or chose while the page started, with the box it is for; or None."""
    dropped = starting.handOver()
    if dropped:
        return dropped, drop_target()
    chooser = by_id("file")
    return (chooser.files.item(0), textarea) if chooser.files.length else None


async def start():
    # Taken before the start first waits: from then on this module's listeners take files, and a file
    # dropped in a wait would be taken by both.
    early_file = given_while_starting()
    problem_list.lead_to_lines("errors", textarea, show_held)
    if not await store.check():
        unkept("This browser does not let pages keep data")
    # What the visitor gave while the page started wins over what was kept before: the text typed or pasted
    # is kept now (so that a link's input sets it aside rather than taking its place), a file is read once
    # the page is ready, and the part chosen stays.
    if input_text.size(textarea):
        await input_text.keep(textarea, "own")
    if starting.partChosen():
        await store.put("part", chosen_part())
    else:
        choose_part(await store.get("part"))
    await rules_form.restore()
    rules_form.watch(rules_edited)
    link = None
    if window.location.hash and LINE_LINK not in window.location.hash:
        import links

        link = await links.open_link(textarea, select_tab)
    if link is not True:
        restored = await input_text.restore(textarea)
        await offer_own_input(textarea, "restore-previous")
        if link:
            notice(link + (" Below is your own input, kept from before; it is not the link's." if restored else ""))
    show_held()
    by_id("solve").disabled = False
    by_id("load-example").disabled = False
    given = input_text.size(textarea)
    if not given:
        say("Ready: paste your input, open a file or load the example.")
    root.setAttribute("data-ready", "")
    # The rest waits for the next task, so that the page takes a keypress or a paste as soon as it is ready.
    await workers.wait(0)
    # The worker starts now rather than with the page, whose start it would slow on a machine of few cores;
    # it is ready well before a person has pasted anything.
    engine.start()
    # A tab chosen while the page started is on show already; opening it is done now.
    await opened(tabs.current())
    if early_file:
        await load_file(*early_file)
        by_id("file").value = ""
    elif given:
        Input.edits += 1
        await solve()
    import results  # noqa: F401  (compiled now, while the page waits for input, rather than at the first answer)

    if LINE_LINK in window.location.hash:
        await show_line(window.location.hash)


# PyScript runs a page's script as a coroutine: the start is awaited here, so that it runs at once rather than
# when the event loop next turns.
await start()  # noqa: F704
