"""The Code tab: a solution of each game in an editor, run on the input in that game's box in a worker of its
own (full Python, Pyodide, so that a visitor's own solution imports what it likes), each answer checked against
the core's and a wrong one diagnosed with the mistakes of *Check your answer*; and a Python prompt.  Imported the
first time the tab opens: none of it runs before.

Its modules: this one (the tab opened, and what each of its controls does), code_runs.py (each game's editor,
and what runs share), run_words.py (the words about a call to the sandbox), code_results.py (a run's results
drawn), code_kept.py (the code on show, kept and set aside), code_prompt.py (the prompt), code_trace.py (Step
through, with trace_asked.py and trace_said.py)."""

import json

from pyscript import document
from pyscript.ffi import create_proxy
from pyscript.js_modules import input_text, kept, later, workers

from coding import code_kept, code_prompt, code_results, code_trace, run_words, trace_asked
from coding.code_runs import CODE, LIMIT_S, Coding, input_of, runner_js
from page.dom import bring_into_sight, by_id, ctrl_enter, say, stale, when
from page.marks import answered
from worker.engine import message_of

# The games' ids, kept.js's.
CAMEL, CRAB = kept.GAMES


class Tab:
    """The editor module once loaded, the two games' editors, and those that say a link's code was unread."""

    def __init__(self):
        self.opening = self.made = False  # the editors are being made; they are made
        self.editor = None
        self.runner = None
        self.games = {CAMEL: Coding(CAMEL, "", "input"), CRAB: Coding(CRAB, "crab-", "crab-input")}
        self.unread = set()  # the games whose editor says a link's code could not be read

    def coding_of(self, event):
        """The game's editor whose control `event` is on: Crab Combat's ids start with "crab-"."""
        return self.games[CRAB if event.target.id.startswith("crab-") else CAMEL]


tab = Tab()
code_prompt.listen(by_id(tab.games[CAMEL].box))
code_trace.use(tab)


async def opened():
    """Make the editors, with the code kept (or the short solutions), the first time the tab opens; a second
    caller meanwhile waits for them."""
    if tab.opening:
        made = tab.made
        while not tab.made:
            await workers.wait(20)
        mark_stale()
        if made:  # the tab chosen again, by a click or by an address followed (a link, a step typed there)
            code_trace.from_address()
        return
    tab.opening = True
    tab.editor, tab.runner = await later.load("./coding/editor.js"), await runner_js()
    for coding in tab.games.values():
        coding.solution = await tab.runner.text("./coding/solutions/%s.py" % coding.game)
        coding.editor, coding.runner = tab.editor, tab.runner.make()
        code, coding.file, link = await code_kept.restored(coding)
        coding.holder.replaceChildren()
        tab.editor.make(
            coding.holder,
            coding.prefix + "code-heading",
            code,
            create_proxy(lambda coding=coding: CODE.run(run(coding))),
            create_proxy(lambda coding=coding: edited(coding)),
        )
        coding.show_file()
        coding.notice(code_kept.LINK_NOTICE if link else "")
        await code_kept.offer(coding)
        coding.part("run").disabled = coding.part("step").disabled = False
    await trace_asked.restore()
    tab.made = True
    code_trace.from_address()


def edited(coding):
    code_trace.edited(coding)
    mark_stale()
    return code_kept.edited(coding)


# --- running ---------------------------------------------------------------------------------------------


@when("click", "#code-run, #crab-code-run", CODE)
def on_run(event):
    return run(tab.coding_of(event))


@when("click", "#code-stop, #crab-code-stop")
def on_stop(event):
    coding = tab.coding_of(event)
    running = coding.runner.live  # its Python had the code, else it was still starting
    coding.runner.stop("stop")
    coding.part("stop").hidden = True
    coding.part("status").textContent = run_words.STOPPED_SAID[0 if running else 1]


def mark_stale():
    """Mark each game's results that are for code the editor no longer holds, or an input the box no longer
    holds."""
    for coding in tab.games.values():
        code_trace.mark_stale(coding)
        if coding.ran_on is not None:
            ran, on = coding.ran_on
            stale(coding.part("answer"), not coding.holds(ran) or not input_text.holds(by_id(coding.box), on))


@when("input", document)
def on_input(event):
    mark_stale()


@when("shown", document)
def on_shown(event):
    mark_stale()


async def run(coding):
    if tab.editor is None:
        return
    mine = coding.runs.begin()
    if coding.runner.busy():  # a new Run first ends the one under way, whose code has changed or is stuck
        coding.runner.stop("replaced")
    coding.part("notice").hidden = True
    box = by_id(coding.box)
    ran_on = coding.snapshot(), input_text.snapshot(box)
    snap, on = await input_of(box, coding.game)
    tab.editor.mark(coding.holder, 0)
    stop, status = coding.part("stop"), coding.part("status")
    stop.hidden = False
    try:
        answer = await coding.in_sandbox(
            lambda: tab.runner.run(coding.runner, LIMIT_S * 1000, snap, ran_on[0], coding.game, coding.file),
            status,
            "running on %s…" % on,
        )
    except Exception as error:
        answer = None
        if coding.runs.newest(mine):
            status.textContent = "The code could not run: %s. Press Run to try again." % message_of(error)
    try:
        if coding.runs.newest(mine):
            stop.hidden = True
            if answer is not None:
                ended_how(coding, answer, on, ran_on)
    finally:
        answered()


def ended_how(coding, answer, on, ran_on):
    """Say how a run ended: its results, or why there are none (and then no earlier run's are on show).  A run
    stopped is said by Stop at once."""
    status = coding.part("status")
    why = run_words.no_answer(answer)
    if why is None:
        try:
            code_results.show(coding, json.loads(answer.said), on, tab.editor)
        except Exception as error:  # the code may answer in runner.py's place, in any shape
            cleared(coding)
            status.textContent = run_words.sentence(run_words.UNREAD % error, " Press Run to run it again.")
            return
        coding.ran_on = ran_on
        mark_stale()
        bring_into_sight(status)  # on a phone the results stand below the editor
        return
    cleared(coding)
    if run_words.python_ended(answer):
        coding.runner.stop("died")  # a Python that ended or broke answers nothing more: the next Run starts anew
    if getattr(answer, "ended", None) != "stop":
        status.textContent = run_words.sentence(why, " Press Run to run it again.")


def cleared(coding):
    """No results on show, and none for any input."""
    code_results.cleared(coding)
    coding.ran_on = None


@when("click", "#code-reveal, #crab-code-reveal")
def on_reveal(event):
    code_results.reveal(tab.coding_of(event))


@when("keydown", "#coding")
def on_keys(event):
    """Ctrl+Enter in the tab, outside an editor (which runs its own), runs the Camel Cards code.  (A key in an
    editor comes from the editor's holder, .editor, as its shadow root shows it to the document.)"""
    if event.target.closest(".editor") is None and event.target.id != "terminal-input" and ctrl_enter(event):
        return CODE.run(run(tab.games[CAMEL]))
    return None


# --- the code on show: the core's files, Reset, links ------------------------------------------------------


@when("change", "#code-file", CODE)
def on_file(event):
    return code_kept.show_code(tab.games[CAMEL], event.target.value, "when another file was shown")


@when("click", "#code-reset, #crab-code-reset", CODE)
def on_reset(event):
    coding = tab.coding_of(event)
    return code_kept.show_code(coding, coding.file, "when Reset was pressed")


@when("click", "#code-share, #crab-code-share", CODE)
def on_share(event):
    return share(tab.coding_of(event), event.target)


async def share(coding, button):
    from page import links

    box = by_id(coding.box)
    if not input_text.size(box):
        say("No link: the box is empty. A link carries the input with the code.", coding.prefix + "code-status")
        return
    step = code_trace.step_on_show(coding)
    snap = input_text.snapshot(box)
    place = {"step": step} if step else None
    made = await links.make(snap, coding.game, "1", code=coding.blob(), file=coding.file, place=place)
    named = coding.prefix + "code-"
    await links.offer(button, made, named + "share-box", named + "share-url", named + "status")


async def open_link(shared):
    """A share link's code in its game's editor, in place of the code there (set aside, to bring back); it
    runs only when the visitor presses Run, or Step through for the step the link holds (code_trace.ask)."""
    await opened()
    coding = tab.games[shared.game]
    file = shared.file if shared.file in editable(coding) else ""
    # A link that holds the page's own code as it is (an embed of the solution) holds no code of anyone's.
    own = shared.code == await code_kept.original(coding, file)
    code = tab.editor.linked(shared)
    await code_kept.show_code(coding, file, "when a share link opened", code, link=not own)
    mark_stale()
    code_trace.ask(coding, getattr(shared, "step", 0))
    bring_into_sight(coding.part("heading"))


def editable(coding):
    """The core's files whose edited text the game's editor may hold (Camel Cards' Show list): a link that
    names another holds a solution of its own."""
    if coding.game != CAMEL:
        return []
    options = by_id("code-file").options
    return [options.item(i).value for i in range(options.length) if options.item(i).value]


async def link_unread(game, said):
    """Say above `game`'s editor why a share link's code is not in it (`said`), and whose code is; the editor
    brought into sight (Crab Combat's stands below Camel Cards')."""
    await opened()
    coding = tab.games[game]
    coding.notice(said + " The code below is the one this browser kept, not the link's.")
    tab.unread.add(game)
    bring_into_sight(coding.part("heading"))


def link_opened():
    """Another link opened: what was said of an earlier one's code no longer holds."""
    for game in tab.unread:
        tab.games[game].notice("")
    tab.unread.clear()


@when("click", "#code-bring-back, #crab-code-bring-back", CODE)
def on_bring_back(event):
    return bring_back(tab.coding_of(event))


async def bring_back(coding):
    """Put the code set aside first back in the editor; the code it replaces goes to the end of those set
    aside, unless nothing of it would be lost, so that Bring back steps through them all."""
    taken = await code_kept.bring_back(coding)
    if taken:
        await code_kept.put(coding, *taken)
    else:
        await code_kept.offer(coding)
