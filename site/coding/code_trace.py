"""Step through: the code in a game's editor traced line by line on the box's input cut short (coding/tracing.py,
in the sandbox, as Run runs code), and the trace replayed step by step with no wait: the line marked in the
editor, the frame's variables (those changed marked), the stack and the output so far (coding/trace.js draws a
step; trace_said.py what the trace says beside).  The address holds the step on show (#code&step=12,
#code&game=crab&step=3), and a share link made meanwhile carries it.  A step that a link or the address asks for
is traced at once, or offered on Step through (trace_asked.py says which)."""

from pyscript.ffi import to_js
from pyscript.js_modules import input_text, later, router, workers

from camelcards_core.share import TRACE_STEPS
from camelcards_core.words import plural
from coding import run_words, trace_asked, trace_said
from coding.code_runs import CODE, LIMIT_S, input_of
from page.dom import by_id, once_read, stale, when
from page.marks import answered
from page.newest import Newest
from worker.engine import message_of

PAST_END = "The trace has %s: the step asked for is past its end, and this is the last."


class Traced:
    """One game's trace: the snapshots of the code and the box it is for while one is on show."""

    def __init__(self):
        self.runs = Newest()
        self.code = self.snap = None


class Tools:
    """The Code tab's (code_tab.py's): its editor module, runner module and games, once made."""

    tab = None
    drawn = None  # coding/trace.js


tools = Tools()
traced = {"camel": Traced(), "crab": Traced()}


def use(tab):
    tools.tab = tab


def part(coding, name=""):
    return by_id(coding.prefix + "trace" + ("-" + name if name else ""))


def place(coding, step=0):
    """The Code tab's place in the address: the game (Camel Cards', unsaid) and the step (none: 0)."""
    fields = {"game": "crab"} if coding.game == "crab" else {}
    if step:
        fields["step"] = step
    return to_js(fields)


async def drawer():
    if tools.drawn is None:
        tools.drawn = await later.load("./coding/trace.js")
    return tools.drawn


@when("click", "#code-step, #crab-code-step", CODE)
def on_step(event):
    coding = tools.tab.coding_of(event)
    return step_through(coding, trace_asked.asked[coding.game].step or 1)


async def step_through(coding, at=1, only=None):
    """Trace the code in the editor on the box's input (the example when it is empty), and show step `at`;
    unasked (by a link or the address), `only` that code (a snapshot), else the step is offered on Step through."""
    tab, mine = tools.tab, traced[coding.game].runs.begin()
    if tab is None or tab.editor is None:
        return
    drawn = await drawer()
    if only is not None and not coding.holds(only):  # other code came in meanwhile: it runs when asked
        trace_asked.offer(coding, at, trace_asked.why_offered(coding, at) or "")
        return
    trace_asked.offer(coding, 0)
    if coding.runner.busy():  # as a Run does: the run or trace under way ends
        coding.runner.stop("stepped")
    tab.editor.mark(coding.holder, 0)  # as a Run does: an error marked is for the code as it ran then
    box, panel, status, stop = by_id(coding.box), part(coding), part(coding, "status"), coding.part("stop")
    ran_on, code = input_text.snapshot(box), coding.snapshot()
    snap, on = await input_of(box, coding.game)
    panel.trace = None  # no step on show, an earlier trace's included, until this one is back
    drawn.show(panel, 0)
    tab.editor.step(coding.holder, 0)
    traced[coding.game].code = None
    panel.removeAttribute("data-steps")
    stale(panel, False)
    panel.hidden, stop.hidden = False, False
    trace_said.cleared(coding)
    if coding.part("status").textContent in run_words.STOPPED_SAID:  # "… to start again": it has
        coding.part("status").textContent = ""
    try:
        answer = await coding.in_sandbox(
            lambda: tab.runner.trace(coding.runner, LIMIT_S * 1000, snap, code, coding.game, coding.file),
            status,
            "tracing the code on %s…" % on,
            pressed=only is None,
        )
    except Exception as error:
        answer = None
        if traced[coding.game].runs.newest(mine):
            status.textContent = "The code could not be traced: %s. Press Step through to try again." % (
                message_of(error)
            )
    try:
        if traced[coding.game].runs.newest(mine):
            stop.hidden = True
            if answer is not None and shown(coding, drawn, answer, on, at, code, ran_on):
                await trace_asked.keep(coding, code)
    finally:
        answered()


def shown(coding, drawn, answer, on, at, code, ran_on):
    """Show a trace that came back at step `at`, or say why none did: whether one is shown."""
    status, panel = part(coding, "status"), part(coding, "")
    trace = getattr(answer, "trace", None)
    if trace is None or hasattr(trace, "problem"):
        if run_words.python_ended(answer):
            coding.runner.stop("died")  # a Python that ended answers nothing more: the next call starts anew
        if trace is None:
            status.textContent = run_words.sentence(
                run_words.no_answer(answer), " Press Step through to trace the code again."
            )
        else:  # the input cannot be traced: its problems, each leading to its line
            status.textContent = run_words.sentence(trace.problem, " Put them right, then press Step through.")
        trace_said.problems(coding, trace)
        traced[coding.game].code = None
        return False
    steps = drawn.hold(panel, trace, code)
    traced[coding.game].code, traced[coding.game].snap = code, ran_on
    status.textContent = "" if steps else "No line of this code ran on the input."
    if not steps and hasattr(trace, "error"):
        tools.tab.editor.mark(coding.holder, trace.error.line)  # the error at its line, as Run marks it
    trace_said.said(coding, trace, on, steps)
    mark_stale(coding)
    go(coding, at)
    past_end(coding, at)
    panel.focus(to_js({"preventScroll": True}))
    once_read(lambda: drawn.reveal(panel, coding.holder))
    return True


def go(coding, step):
    """Show step `step` of the game's trace: the panel, the line in the editor, and the address (which holds no
    step of code the editor no longer holds)."""
    same = show_step(coding, step)
    if same is not None:
        router.setPlace("code", place(coding, step_of(part(coding)) if same else 0))


def show_step(coding, step):
    """Show step `step` in the panel, and its line in the editor if the editor holds the code traced: whether it
    does, or None when there is no trace to show."""
    panel = part(coding)
    if tools.drawn is None or not getattr(panel, "trace", None):
        return None
    line = tools.drawn.show(panel, step)
    same = traced[coding.game].code is not None and coding.holds(traced[coding.game].code)
    tools.tab.editor.step(coding.holder, line if same else 0)
    return same


def past_end(coding, at):
    """Say so where step `at`, asked for, is past the end of the trace on show, which then shows its last."""
    steps = int(part(coding).getAttribute("data-steps") or 0)
    if 0 < steps < at:
        part(coding, "status").textContent = PAST_END % plural(steps, "step")


def step_of(panel):
    """The step the panel shows (from 1), or 0 when it shows none (a trace of no step)."""
    return int(panel.getAttribute("data-step") or 0)


def moved(coding, by):
    go(coding, step_of(part(coding)) + by)


@when("click", "#trace-first, #crab-trace-first")
def on_first(event):
    go(tools.tab.coding_of(event), 1)


@when("click", "#trace-prev, #crab-trace-prev")
def on_prev(event):
    moved(tools.tab.coding_of(event), -1)


@when("click", "#trace-next, #crab-trace-next")
def on_next(event):
    moved(tools.tab.coding_of(event), 1)


@when("click", "#trace-last, #crab-trace-last")
def on_last(event):
    go(tools.tab.coding_of(event), TRACE_STEPS)


@when("input", "#trace-slider, #crab-trace-slider")
def on_slider(event):
    go(tools.tab.coding_of(event), int(event.target.value))


@when("present", "#trace, #crab-trace")
def on_present(event):
    """Presented or left, the editor is laid out anew: its step's line is brought back into sight (the place is
    the same: the address, which a link followed may have changed meanwhile, is left as it is)."""
    coding = tools.tab.coding_of(event)
    show_step(coding, step_of(part(coding)))


def edited(coding):
    """The code in the editor changed: neither the address nor Step through holds a step of code never traced.
    (The trace on show is marked out of date with the rest of the tab: code_tab.mark_stale.)"""
    trace_asked.offer(coding, 0)
    said = router.place("code")
    if said.step and (said.game or "camel") == coding.game:
        router.setPlace("code", place(coding))


def mark_stale(coding):
    """Mark the game's trace out of date once the editor or the box no longer holds what it traced."""
    done = traced[coding.game]
    if done.code is not None:
        # An edit has cleared the step's line in the editor itself (editor.js): a change of the editor's state
        # from here, within the browser's input event, would lay out its text again before it read the keys typed.
        panel = part(coding)
        was = panel.hasAttribute("data-stale")
        stale(panel, not coding.holds(done.code) or not input_text.holds(by_id(coding.box), done.snap))
        if was and not panel.hasAttribute("data-stale"):  # back to what it traced (an undo): its step again
            CODE.run(step_again(coding))


async def step_again(coding):
    """Show the step on show again, its line and its place, once the editor's update is over."""
    await workers.wait(0)
    if step_on_show(coding):
        go(coding, step_of(part(coding)))


def step_on_show(coding):
    """The step of the game's trace on show, for a share link; 0 when none is, or it is out of date."""
    panel = part(coding)
    return 0 if panel.hidden or panel.hasAttribute("data-stale") else step_of(panel)


def ask(coding, step):
    """A link or the address asks for step `step`: shown on the trace on show of what the editor and the box
    hold, else traced at once or offered on Step through, as trace_asked.py says."""
    if step <= 0:
        return
    step = min(step, TRACE_STEPS)
    if step_on_show(coding):
        go(coding, step)
        past_end(coding, step)
        return
    why = trace_asked.why_offered(coding, step)
    if why is None:
        CODE.run(step_through(coding, step, coding.snapshot()))
    else:
        trace_asked.offer(coding, step, why)


def from_address():
    """The step the address asks for (#code&step=12), as the tab opens, or as it is chosen again by an address
    followed in the open page; an address that asks for none (or for none the router reads, as step=-1) gets
    the step on show of the game it names back."""
    said = router.place("code")
    coding = tools.tab.games["crab" if said.game == "crab" else "camel"]
    if said.step:
        ask(coding, int(said.step))
    elif step_on_show(coding):
        go(coding, step_of(part(coding)))
