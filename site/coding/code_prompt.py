"""The Code tab's Python prompt, the page's side: lines typed in (Up and Down step through them, lines typed while
another runs wait their turn, Stop or Ctrl+C ends the one running), each run in a runner of the sandbox of its
own, started with the core imported and the input in the puzzle's box read (coding/prompt.py), and what each
printed written below."""

import json

from pyscript import document
from pyscript.ffi import create_proxy
from pyscript.js_modules import input_text

from camelcards_core.words import plural
from coding import run_words
from coding.code_runs import CODE, LIMIT_S, input_of, runner_js
from page.dom import by_id, or_keys, say, when
from page.marks import answered
from worker.engine import downloading, message_of


class Terminal:
    """The prompt on the input in `box` (the puzzle's): its runner, once started; the lines typed; the lines
    typed while another runs, which wait their turn; whether one runs; whether a statement goes on over more
    lines."""

    def __init__(self, box):
        self.box = box
        self.runner = None
        self.history = []
        self.at = 0
        self.waiting = []
        self.running = False
        self.more = False
        self.log = by_id("terminal-log")

    def write(self, text):
        self.log.append(document.createTextNode(text))
        self.log.scrollTop = self.log.scrollHeight

    def on_line(self, event):
        event.preventDefault()
        field = by_id("terminal-input")
        line = field.value
        field.value = ""
        if line.strip():
            self.history.append(line)
        self.at = len(self.history)
        self.waiting.append(line)
        if self.running:
            self.say_waiting()
            return None
        return self.run_lines()

    def on_key(self, event):
        """Up and Down step through the lines typed; Ctrl+C, with nothing selected to copy, stops the line
        running (C with Caps Lock on too, and the key where C is on a keyboard with no Latin letters)."""
        field, key = event.target, event.key.lower()
        ctrl_c = key == "c" or (event.code == "KeyC" and not "a" <= key <= "z")
        if ctrl_c and event.ctrlKey and field.selectionStart == field.selectionEnd and self.running:
            event.preventDefault()
            self.stop()
            return
        steps = {"ArrowUp": -1, "ArrowDown": 1}
        if event.key not in steps or not self.history:
            return
        event.preventDefault()
        self.at = max(0, min(len(self.history), self.at + steps[event.key]))
        field.value = self.history[self.at] if self.at < len(self.history) else ""

    def on_stop(self, event):
        self.stop()

    def stop(self):
        if self.runner is not None:
            self.runner.stop("stop")

    def say_waiting(self):
        count = len(self.waiting)
        said = "%s typed meanwhile, to run in turn: Stop%s ends the line running." % (
            plural(count, "line"),
            or_keys("Ctrl+C"),
        )
        say(said if count else "", "terminal-status")

    async def run_lines(self):
        """Run the lines typed, one after another, until none waits or one is stopped."""
        self.running = True
        by_id("terminal-stop").hidden = False
        try:
            while self.waiting:
                line = self.waiting.pop(0)
                self.say_waiting()
                if not await self.push(line):
                    self.kept_lines()
                    break
        finally:
            self.running = False
            by_id("terminal-stop").hidden = True
            by_id("terminal-prompt").textContent = "..." if self.more else ">>>"
            answered()

    def kept_lines(self):
        """The lines that waited behind a line that was stopped do not run: the first goes back to the field
        (the others are a press of Up away)."""
        field = by_id("terminal-input")
        if not self.waiting:
            return  # (what the status line says of the stop, or of a start that failed, stays)
        if not field.value:
            field.value = self.waiting[0]
            self.at = len(self.history) - len(self.waiting)
        self.waiting = []
        self.say_waiting()

    async def push(self, line):
        """Run one line at the prompt, starting it first if need be; whether it ran to its end."""
        runner_module = await runner_js()
        if self.runner is None and not await self.started(runner_module):
            return False
        self.write(("... " if self.more else ">>> ") + line + "\n")
        answer = await runner_module.call(self.runner, LIMIT_S * 1000, "prompt_push", line)
        if not hasattr(answer, "said"):
            self.runner.stop("died")
            self.write("%s: the prompt starts again, afresh, on the next line.\n" % run_words.no_answer(answer))
            self.runner, self.more = None, False
            return False
        try:
            said = json.loads(answer.said)
            output, more = str(said["output"]), bool(said["more"])
        except (KeyError, TypeError, ValueError) as error:  # the line may answer in runner.py's place
            output, more = "(%s)\n" % (run_words.UNREAD % error), False
        self.write(output)
        self.more = more
        return True

    async def started(self, runner_module):
        """Start the prompt's runner on the input; whether it started."""
        self.runner = runner_module.make()

        async def starting():
            snap, _ = await input_of(self.box, "camel")
            call = create_proxy(
                lambda blob: runner_module.call(self.runner, LIMIT_S * 1000, "prompt_start", blob, "camel")
            )
            return await input_text.send(call, snap)

        try:
            started = await downloading(
                "sandbox",
                "Starting full Python (Pyodide) with the core…",
                lambda text, quietly=None: say(text, "terminal-status", quietly),
                starting,
            )
            why = None if hasattr(started, "said") else run_words.no_answer(started)
        except Exception as error:  # its sandbox could not be opened
            why = message_of(error)
        if why is not None:
            say("The prompt did not start: %s. Type a line to try again." % why, "terminal-status")
            self.runner = None
            return False
        self.write("".join("# %s\n" % said for said in json.loads(started.said)))
        say("", "terminal-status")
        return True


def listen(box):
    """The prompt on the input in `box`, answering its form, its keys and its Stop."""
    prompt = Terminal(box)
    when("submit", "#terminal-form", CODE)(prompt.on_line)
    when("keydown", "#terminal-input")(prompt.on_key)
    when("click", "#terminal-stop")(prompt.on_stop)
    return prompt
