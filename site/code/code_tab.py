"""The Code tab: a solution of each game in an editor, run on the input in that game's box in a worker of its
own (full Python, Pyodide, so that a visitor's own solution imports what it likes), each answer checked against
the core's and a wrong one diagnosed with the mistakes of *Check your answer*; and a Python prompt.  Fetched and
imported the first time the tab opens: nothing of it loads before."""

import json

import check_result
import set_aside
from answer_check import line_item, moved_hands
from camel_input import show_held, textarea
from dom import by_id, ctrl_enter, element, say, stale, when
from marks import Activity, answered
from pyscript import document
from pyscript.ffi import create_proxy, to_js
from pyscript.js_modules import input_text, kept, later, router, workers

from camelcards_core.words import grouped, plural

# A run that takes longer than this is ended, as Stop ends it: a game of Combat may never end.
LIMIT_S = 60
NAMES = {"camel": {1: "Part 1", 2: "Part 2"}, "crab": {1: "Combat", 2: "Recursive Combat"}}
CODE = Activity("code")
LINK_NOTICE = (
    "This code came from a share link. It runs only when you press Run, and then in a sandbox of its own: it cannot"
    " reach your inputs, your code or anything else this page keeps."
)


class Kept:
    """Each game's code, kept for this browser tab as its input is (kept.js): {text, file, origin}, the origin
    "link" while it is a share link's code as it came, else "own"; and the code the page sets aside when it
    puts other code in its place, unless nothing of it would be lost."""

    def __init__(self):
        self.links = {}  # each game's share-link code, while the editor holds it

    def record(self, coding):
        code = coding.holder.code
        origin = "link" if code == self.links.get(coding.game) else "own"
        return to_js({"text": code, "file": coding.file, "origin": origin})

    async def replaced(self, coding, instead=None):
        """The code on show as a record to set aside, or None when nothing of it would be lost: it is blank,
        what Reset gives again, or `instead`, the code to take its place."""
        code = coding.holder.code
        if not code.strip() or code == instead or code == await original(coding, coding.file):
            return None
        return self.record(coding)


kept_code = Kept()


class Coding:
    """One game's editor: its short solution, the core's file on show instead ("" for a solution), its
    worker, the runs begun (only the newest is shown), and the box's snapshot that the run on show ran on."""

    def __init__(self, game, prefix, box):
        self.game, self.prefix, self.box = game, prefix, box
        self.solution = None
        self.file = ""
        self.runner = None
        self.runs = 0
        self.ran_on = None

    def part(self, name):
        return by_id(self.prefix + "code-" + name)

    @property
    def holder(self):
        return self.part("editor")


class Tab:
    """The editor module once loaded, and the two games' editors."""

    def __init__(self):
        self.opening = self.made = False  # the editors are being made; they are made
        self.editor = None
        self.runner = None
        self.games = {"camel": Coding("camel", "", "input"), "crab": Coding("crab", "crab-", "crab-input")}


tab = Tab()


async def opened():
    """Make the editors, with the code kept (or the short solutions), the first time the tab opens; a second
    caller meanwhile waits for them."""
    if tab.opening:
        while not tab.made:
            await workers.wait(20)
        mark_stale()
        return
    tab.opening = True
    tab.editor, tab.runner = await later.load("./code/editor.js"), await later.load("./code/runner.js")
    for coding in tab.games.values():
        coding.solution = await tab.runner.text("./code/solutions/%s.py" % coding.game)
        coding.runner = tab.runner.make()
        record = await kept.restored(kept.code(coding.game))
        code = record.text if record else coding.solution
        coding.file = (getattr(record, "file", "") or "") if record else ""
        link = code if record and getattr(record, "origin", "") == "link" else None
        kept_code.links[coding.game] = link
        coding.holder.replaceChildren()
        tab.editor.make(
            coding.holder,
            coding.prefix + "code-heading",
            code,
            create_proxy(lambda coding=coding: CODE.run(run(coding))),
            create_proxy(lambda coding=coding: edited(coding)),
        )
        show_file(coding)
        notice(coding, LINK_NOTICE if link else "")
        await offer(coding)
        coding.part("run").disabled = False
    tab.made = True


def show_file(coding):
    if coding.game == "camel":
        by_id("code-file").value = coding.file


def notice(coding, text):
    """Say `text` above the editor, or nothing ("")."""
    coding.part("notice-text").textContent = text
    coding.part("notice").hidden = not text


def edited(coding):
    """Keep the code as typed, for a reload."""
    return kept.keep(kept.code(coding.game), kept_code.record(coding))


async def offer(coding):
    """Offer Bring back while code is set aside for the game."""
    set_aside.offer_code(await kept.setAsideList(kept.code(coding.game)), coding.prefix + "code-bring-back")


# --- running ---------------------------------------------------------------------------------------------


def coding_of(event):
    return tab.games["crab" if event.target.id.startswith("crab-") else "camel"]


@when("click", "#code-run, #crab-code-run", CODE)
def on_run(event):
    return run(coding_of(event))


@when("click", "#code-stop, #crab-code-stop")
def on_stop(event):
    coding = coding_of(event)
    coding.runner.stop("stop")
    coding.part("stop").hidden = True
    coding.part("status").textContent = "Stopped. Press Run to run the code again."


async def input_of(box, game):
    """What code runs on: the box's input, or the puzzle's example when the box is empty (a snapshot either
    way), and what to call it."""
    if input_text.size(box):
        return input_text.snapshot(box), "the input in the box"
    example = await tab.runner.text("./examples/%s.txt" % game)
    return to_js({"text": example}), "the puzzle's example (the box is empty)"


def mark_stale():
    """Mark each game's results that are for an input the box no longer holds."""
    for coding in tab.games.values():
        if coding.ran_on is not None:
            stale(coding.part("answer"), not input_text.holds(by_id(coding.box), coding.ran_on))


@when("input", document)
def on_input(event):
    mark_stale()


@when("shown", document)
def on_shown(event):
    mark_stale()


async def run(coding):
    if tab.editor is None:
        return
    coding.runs += 1
    mine = coding.runs
    if coding.runner.busy():  # a new Run first ends the one under way, whose code has changed or is stuck
        coding.runner.stop("replaced")
    coding.part("notice").hidden = True
    box = by_id(coding.box)
    ran_on = input_text.snapshot(box)
    snap, on = await input_of(box, coding.game)
    tab.editor.mark(coding.holder, 0)
    stop, status = coding.part("stop"), coding.part("status")
    stop.hidden = False
    starting = "" if coding.runner.started() else "Starting full Python (Pyodide), then r"
    status.textContent = "%sunning on %s…" % (starting or "R", on)
    try:
        answer = await tab.runner.run(coding.runner, LIMIT_S * 1000, snap, coding.holder.code, coding.game, coding.file)
    except Exception as error:
        answer = None
        if mine == coding.runs:
            status.textContent = "The code could not run: %s. Press Run to try again." % message_of(error)
    try:
        if mine == coding.runs:
            stop.hidden = True
            if answer is not None:
                ended_how(coding, answer, on, ran_on)
    finally:
        answered()


def ended_how(coding, answer, on, ran_on):
    """Say how a run ended: its results, or why there are none (and then no earlier run's are on show)."""
    status = coding.part("status")
    ended = getattr(answer, "ended", None)
    if ended in ("limit", "died") or not hasattr(answer, "said"):
        cleared(coding)
    if ended == "limit":
        status.textContent = (
            "Stopped after %d s, the time limit: does the code end? Press Run to run it again." % LIMIT_S
        )
    elif ended == "died" or hasattr(answer, "failed"):
        coding.runner.stop("died")  # a Python that ended or broke answers nothing more: the next Run starts anew
        why = answer.why if ended == "died" else answer.failed
        status.textContent = (
            "Python itself ended under the code (%s), so it gave no answers. Press Run to start it again."
            % first_line(why)
        )
    elif hasattr(answer, "unread"):
        status.textContent = "The code's answer could not be read: %s. Press Run to run it again." % answer.unread
    elif ended is None:
        try:
            show(coding, json.loads(answer.said), on)
        except Exception as error:  # the code may answer in runner.py's place, in any shape
            cleared(coding)
            status.textContent = "The code's answer could not be read (%s). Press Run to run it again." % error
            return
        coding.ran_on = ran_on
        mark_stale()


def cleared(coding):
    coding.part("output").textContent = ""
    coding.part("output").removeAttribute("data-ran")
    for name in ("error", "problem", "result"):
        coding.part(name).hidden = True
    coding.ran_on = None
    stale(coding.part("answer"), False)


def message_of(error):
    """A JavaScript error's message (MicroPython holds it as the last of its args), or a Python one's."""
    return error.args[-1] if len(error.args) == 3 else str(error)


def first_line(text):
    """The first line of a message from the sandbox, cut short: it is shown as it came, as text."""
    line = str(text).strip().split("\n")[0]
    return line[:200] + "…" if len(line) > 200 else line


def show(coding, said, on):
    """What a run gave.  For a visitor who hides the answers, what would tell one (a right answer, a right
    value, what the code printed) waits until asked for, as the run before's did."""
    coding.part("answer").removeAttribute("data-revealed")
    hides = bool(said["output"]) or any("verdict" in part for part in said.get("parts", []))
    coding.part("hidden-note").hidden = not hides
    coding.part("output").textContent = said["output"]
    coding.part("output").setAttribute("data-ran", "")
    error, problem, result = coding.part("error"), coding.part("problem"), coding.part("result")
    error.hidden = problem.hidden = result.hidden = True
    took = "%.2f s" % said["seconds"] if said["seconds"] >= 0.01 else "%d ms" % max(1, round(said["seconds"] * 1000))
    ran = "Ran in %s on %s." % (took, on)
    if "exit" in said:
        ran += " The code ended with %s." % said["exit"]
    if "cut" in said:
        ran += " It printed %s characters more than are shown (cut in the middle)." % grouped(said["cut"])
    if "error" in said:
        shown = said["error"]
        line = shown["line"]
        where = ("line %d: " % line) if line else ""
        coding.part("error-line").textContent = where + shown["message"]
        coding.part("traceback").textContent = shown["traceback"]
        if line:
            error.dataset.line = str(line)
            tab.editor.mark(coding.holder, line)
        else:
            error.removeAttribute("data-line")
        error.hidden = False
        coding.part("status").textContent = "%s It stopped at an error%s." % (ran, " on line %d" % line if line else "")
        return
    if "problem" in said:
        problem.textContent = said["problem"]
        problem.hidden = False
    elif "input_problem" in said:
        problem.textContent = "The input has problems, so the answers are not checked: %s." % said["input_problem"]
        problem.hidden = False
    for holder in result.querySelectorAll("[data-part]"):
        write_part(coding, holder, int(holder.dataset.part), said["parts"])
    result.hidden = not said["parts"]
    wrong = [p for p in said["parts"] if p.get("verdict") == "wrong"]
    if not said["parts"]:
        verdict = ""
    elif wrong:
        verdict = " %s wrong." % " and ".join(NAMES[coding.game][p["part"]] for p in wrong)
    else:
        verdict = " Every answer is right." if all("verdict" in p for p in said["parts"]) else ""
    coding.part("status").textContent = ran + verdict


def write_part(coding, holder, part, parts):
    """One part's answer: the value, right or wrong, and for a wrong one what *Check your answer* says of it."""
    name = NAMES[coding.game][part]
    found = [p for p in parts if p["part"] == part]
    holder.removeAttribute("data-verdict")
    if not found:
        holder.removeAttribute("data-value")
        holder.replaceChildren(element("p", "%s: no answer." % name, "verdict"))
        return
    shown = found[0]
    value = grouped(shown["value"])
    if "verdict" not in shown:
        holder.replaceChildren(element("p", "%s: %s, not checked." % (name, value), "verdict"))
    elif shown["verdict"] == "right":
        verdict = element("p", "%s: " % name, "verdict")
        verdict.append(element("span", "%s is " % value, "spoiler"), "right.")
        holder.replaceChildren(verdict)
        holder.dataset.verdict = "right"
    else:
        said = to_js(shown["check"])
        check_result.write(
            holder,
            said,
            moved,
            lambda: [element("li", checklisted(entry)) for entry in shown["check"].get("checklist", [])],
            element("p", "%s: %s" % (name, shown["check"]["brief"]), "verdict"),
        )
        right = element("span", " The right answer is %s." % grouped(shown["right"]), "spoiler")
        holder.querySelector(".verdict").append(right)
    holder.dataset.value = shown["value"]
    if "keyed" in shown:
        holder.append(ranked_otherwise(to_js(shown["keyed"])))


def checklisted(entry):
    """A checklist's entry: a rule as a sentence (Crab Combat), or a hand of the input and its type."""
    if isinstance(entry, str):
        return entry
    return "line %s: %s" % (grouped(entry["line"]), entry["words"])


def moved(item, match):
    """What a mistake does, as *Check your answer* shows it: the first hands it ranks otherwise, each leading
    to its line, or where its game leaves the right one."""
    if hasattr(match, "moved"):
        moved_hands(item, match)
    elif hasattr(match, "round"):
        item.append(element("p", match.parted))


def ranked_otherwise(keyed):
    """The first hands the code's key ranks otherwise than the core (`keyed`: moved, first), as a mistake's."""
    holder = element("div", None, "keyed")
    said = "Your code ranks %s otherwise than the core, by its key(hand, part):" % plural(keyed.moved, "hand")
    holder.append(element("p", said))
    listing = element("ul", None, "moved")
    for hand in keyed.first:
        listing.append(line_item(hand.line, hand.words))
    holder.append(listing)
    return holder


@when("click", "#code-reveal, #crab-code-reveal")
def on_reveal(event):
    """The answers asked for: what the run hid is on show, until the next run."""
    coding = coding_of(event)
    coding.part("answer").setAttribute("data-revealed", "")
    shown = coding.part("result")
    (coding.part("output") if shown.hidden else shown).focus()


@when("click", "#code-result")
def on_hand(event):
    """A hand's line chosen: the puzzle's tab, with that line selected in its box."""
    jump = event.target.closest("button[data-line]")
    if jump:
        router.show(by_id("tab-camel"))
        input_text.selectLine(textarea, int(jump.dataset.line))
        show_held()


# --- the code on show: the core's files, Reset, links ------------------------------------------------------


@when("change", "#code-file", CODE)
def on_file(event):
    return show_code(tab.games["camel"], event.target.value, "when another file was shown")


async def original(coding, file):
    """What Reset gives: the short solution, or the core's file `file` as it is."""
    return coding.solution if not file else await tab.runner.text("./camelcards_core/%s" % file)


async def show_code(coding, file, why, code=None, link=False):
    """Put the short solution, or the core's file `file`, in the editor (or `code` for it, a share link's when
    `link`); the code it replaces is set aside, saying `why`, unless nothing of it would be lost."""
    if code is None:
        code = await original(coding, file)
    replaced = await kept_code.replaced(coding, code)
    if replaced:
        await kept.setAside(kept.code(coding.game), replaced, why)
    await put(coding, code, file, link)
    say("", coding.prefix + "code-status")


async def put(coding, code, file, link):
    """Put `code` (the core's file `file` as edited, or a solution when "") in the editor, and keep it."""
    kept_code.links[coding.game] = code if link else None
    coding.file = file
    coding.holder.code = code
    show_file(coding)
    await edited(coding)
    await offer(coding)
    notice(coding, LINK_NOTICE if link else "")


@when("click", "#code-reset, #crab-code-reset", CODE)
def on_reset(event):
    coding = coding_of(event)
    return show_code(coding, coding.file, "when Reset was pressed")


@when("click", "#code-share, #crab-code-share", CODE)
def on_share(event):
    return share(coding_of(event), event.target)


async def share(coding, button):
    import links

    box = by_id(coding.box)
    if not input_text.size(box):
        say("No link: the box is empty. A link carries the input with the code.", coding.prefix + "code-status")
        return
    made = await links.make(input_text.snapshot(box), coding.game, "1", code=coding.holder.code, file=coding.file)
    named = coding.prefix + "code-"
    await links.offer(button, made, named + "share-box", named + "share-url", named + "status")


async def open_link(shared):
    """A share link's code in its game's editor, in place of the code there (set aside, to bring back); it
    runs only when the visitor presses Run."""
    await opened()
    coding = tab.games[shared.game]
    await show_code(coding, shared.file or "", "when a share link opened", shared.code, link=True)
    mark_stale()


@when("click", "#code-bring-back, #crab-code-bring-back", CODE)
def on_bring_back(event):
    return bring_back(coding_of(event))


async def bring_back(coding):
    """Put the code set aside first back in the editor; the code it replaces goes to the end of those set
    aside, unless nothing of it would be lost, so that Bring back steps through them all."""
    replaced = await kept_code.replaced(coding)
    taken = await kept.bringBack(kept.code(coding.game), replaced, "when other code was brought back")
    if taken:
        await put(coding, taken.text, getattr(taken, "file", "") or "", getattr(taken, "origin", "") == "link")
    else:
        await offer(coding)


# --- the prompt ------------------------------------------------------------------------------------------


class Prompt:
    """The prompt's runner, once started; the lines typed (Up and Down step through them); the lines typed
    while another runs, which wait their turn; whether one runs; whether a statement goes on over more
    lines."""

    def __init__(self):
        self.runner = None
        self.history = []
        self.at = 0
        self.waiting = []
        self.running = False
        self.more = False


prompt = Prompt()
log = by_id("terminal-log")


def write(text):
    log.append(document.createTextNode(text))
    log.scrollTop = log.scrollHeight


@when("submit", "#terminal-form", CODE)
def on_line(event):
    event.preventDefault()
    field = by_id("terminal-input")
    line = field.value
    field.value = ""
    if line.strip():
        prompt.history.append(line)
    prompt.at = len(prompt.history)
    prompt.waiting.append(line)
    if prompt.running:
        say_waiting()
        return None
    return run_lines()


@when("keydown", "#terminal-input")
def on_key(event):
    """Up and Down step through the lines typed; Ctrl+C, with nothing selected to copy, stops the line running."""
    field = event.target
    if event.key == "c" and event.ctrlKey and field.selectionStart == field.selectionEnd and prompt.running:
        event.preventDefault()
        stop_prompt()
        return
    steps = {"ArrowUp": -1, "ArrowDown": 1}
    if event.key not in steps or not prompt.history:
        return
    event.preventDefault()
    prompt.at = max(0, min(len(prompt.history), prompt.at + steps[event.key]))
    field.value = prompt.history[prompt.at] if prompt.at < len(prompt.history) else ""


@when("click", "#terminal-stop")
def on_prompt_stop(event):
    stop_prompt()


def stop_prompt():
    if prompt.runner is not None:
        prompt.runner.stop("stop")


def say_waiting():
    count = len(prompt.waiting)
    by_id("terminal-status").textContent = (
        "%s typed meanwhile, to run in turn: Stop or Ctrl+C ends the line running." % plural(count, "line")
        if count
        else ""
    )


async def run_lines():
    """Run the lines typed, one after another, until none waits or one is stopped."""
    prompt.running = True
    by_id("terminal-stop").hidden = False
    try:
        while prompt.waiting:
            line = prompt.waiting.pop(0)
            say_waiting()
            if not await push(line):
                kept_lines()
                break
    finally:
        prompt.running = False
        by_id("terminal-stop").hidden = True
        by_id("terminal-prompt").textContent = "..." if prompt.more else ">>>"
        answered()


def kept_lines():
    """The lines that waited behind a line that was stopped do not run: the first goes back to the field (the
    others are a press of Up away)."""
    field = by_id("terminal-input")
    if prompt.waiting and not field.value:
        field.value = prompt.waiting[0]
        prompt.at = len(prompt.history) - len(prompt.waiting)
    prompt.waiting = []
    say_waiting()


async def push(line):
    """Run one line at the prompt, starting it first if need be; whether it ran to its end."""
    status = by_id("terminal-status")
    if prompt.runner is None:
        await opened()
        prompt.runner = tab.runner.make()
        status.textContent = "Starting full Python (Pyodide) with the core…"
        snap, _ = await input_of(textarea, "camel")
        starting = create_proxy(
            lambda blob: tab.runner.call(prompt.runner, LIMIT_S * 1000, "prompt_start", blob, "camel")
        )
        started = await input_text.send(starting, snap)
        if not hasattr(started, "said"):
            status.textContent = "The prompt did not start (%s). Type a line to try again." % why_ended(started)
            prompt.runner = None
            return False
        write("".join("# %s\n" % said for said in json.loads(started.said)))
        status.textContent = ""
    write(("... " if prompt.more else ">>> ") + line + "\n")
    answer = await tab.runner.call(prompt.runner, LIMIT_S * 1000, "prompt_push", line)
    if not hasattr(answer, "said"):
        prompt.runner.stop("died")
        write("%s: the prompt starts again, afresh, on the next line.\n" % why_ended(answer))
        prompt.runner, prompt.more = None, False
        return False
    try:
        said = json.loads(answer.said)
        output, more = str(said["output"]), bool(said["more"])
    except (KeyError, TypeError, ValueError) as error:  # the line may answer in runner.py's place
        output, more = "(its answer could not be read: %s)\n" % error, False
    write(output)
    prompt.more = more
    return True


def why_ended(answer):
    """Why a call to a runner gave no answer, in words."""
    ended = getattr(answer, "ended", None)
    if ended == "limit":
        return "stopped after %d s, the time limit" % LIMIT_S
    if ended == "stop":
        return "KeyboardInterrupt (stopped)"
    if hasattr(answer, "unread"):
        return "its answer could not be read: %s" % answer.unread
    return "Python ended (%s)" % first_line(answer.why if ended == "died" else answer.failed)


@when("keydown", "#coding")
def on_keys(event):
    """Ctrl+Enter in the tab, outside an editor (which runs its own), runs the Camel Cards code.  (A key in an
    editor comes from the editor's holder, .editor, as its shadow root shows it to the document.)"""
    if event.target.closest(".editor") is None and event.target.id != "terminal-input" and ctrl_enter(event):
        return CODE.run(run(tab.games["camel"]))
    return None
