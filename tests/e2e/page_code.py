"""The page helper's Code tab: its editors, Run, what a run gave, the prompt, and the sandbox's workers."""

from pathlib import Path

from .slow import SLOW

SOLUTIONS = Path(__file__).resolve().parents[2] / "site" / "coding" / "solutions"


class CodeTab:
    def sandboxed(self):
        """From now on, the workers the Code tab's sandbox makes, as they are made, in `self.sandbox_workers`."""
        self.sandbox_workers = []

        def made(worker):
            # a runner's worker of the sandbox's opaque origin, not the one that unpacks Pyodide's snapshot there
            if worker.url.startswith("blob:null/") and not worker.url.endswith("#unpack"):
                self.sandbox_workers.append(worker)

        self.page.on("worker", made)
        return self

    def sandbox_worker(self, count):
        """The `count`th worker the sandbox made (from 1), once made."""
        while len(self.sandbox_workers) < count:
            self.page.wait_for_event("worker", timeout=SLOW)
        return self.sandbox_workers[count - 1]

    def code_tab(self):
        """Open the Code tab, once its editors are made."""
        self.page.click("#tab-code")
        self.page.wait_for_selector("#code-run:not([disabled])")
        self.page.wait_for_selector("#crab-code-run:not([disabled])")
        return self

    def solutions_on(self, text):
        """A page used before with `text` in the puzzle's box, its Code tab open, and each editor holding its
        game's short solution as the page ships it."""
        self.page.click("#tab-camel")
        if self.input_text != text:
            self.paste(text)
        self.code_tab()
        if self.page.input_value("#code-file"):
            shown = self.code()
            self.page.select_option("#code-file", "")
            self.page.wait_for_function("shown => document.getElementById('code-editor').code !== shown", arg=shown)
        for game in ("camel", "crab"):
            self.set_code((SOLUTIONS / ("%s.py" % game)).read_text(), game)
        return self

    def code(self, game="camel"):
        return self.page.evaluate("id => document.getElementById(id).code", _code_id(game, "editor"))

    def set_code(self, text, game="camel"):
        """Put `text` in the editor in place of its code, and wait until it is kept."""
        before = self.page.evaluate("document.documentElement.dataset.kept || ''")
        changed = self.page.evaluate(
            "([id, text]) => { const editor = document.getElementById(id);"
            " if (editor.code === text) return false; editor.code = text; return true; }",
            [_code_id(game, "editor"), text],
        )
        if changed:
            self.page.wait_for_function(
                "before => (document.documentElement.dataset.kept || '') !== before", arg=before, timeout=SLOW
            )

    def bring_back_code(self, game="camel"):
        """Press the Code tab's Bring back, and wait until the page has done it; the code then on show."""
        self.page.click("#" + _code_id(game, "bring-back"))
        self.settled()
        return self.code(game)

    def run_code(self, game="camel"):
        """Press Run and wait until the page has shown what the code gave."""
        self.settle(lambda: self.page.click("#" + _code_id(game, "run")))
        return self

    def step_through(self, game="camel"):
        """Press Step through and wait until the page has shown the trace (or said why there is none)."""
        self.settle(lambda: self.page.click("#" + _code_id(game, "step")))
        return self

    def trace(self, game="camel"):
        """The trace on show: {step, steps, line, vars: {name: (value, changed)}, stack: [function, ...]}."""
        return self.page.evaluate(
            """id => { const panel = document.getElementById(id);
                 return { step: +panel.dataset.step, steps: +panel.dataset.steps, line: +panel.dataset.line,
                   vars: Object.fromEntries([...panel.querySelectorAll(`#${id}-vars tr[data-name][data-value]`)]
                     .map(row => [row.dataset.name, [row.dataset.value, row.hasAttribute('data-changed')]])),
                   stack: [...panel.querySelectorAll(`#${id}-stack li`)].map(li => li.dataset.function) }; }""",
            ("crab-" if game == "crab" else "") + "trace",
        )

    def code_results(self, game="camel"):
        """Each part's answer shown: {part: (value, verdict, [data-mistakes of each match])}."""
        return self.page.evaluate(
            """id => Object.fromEntries([...document.querySelectorAll(`#${id}:not([hidden]) [data-part]`)]
                 .filter(part => part.dataset.value)
                 .map(part => [part.dataset.part, [part.dataset.value, part.dataset.verdict || null,
                   [...part.querySelectorAll('li[data-mistakes]')].map(li => li.dataset.mistakes)]]))""",
            _code_id(game, "result"),
        )

    def code_error(self, game="camel"):
        """(data-line, the error's line of text) of the error shown, or None."""
        error = self.page.locator("#" + _code_id(game, "error"))
        if error.is_hidden():
            return None
        return error.get_attribute("data-line"), self.page.inner_text("#" + _code_id(game, "error-line"))

    def code_status(self, game="camel"):
        return self.page.inner_text("#" + _code_id(game, "status"))

    def prompt(self, line):
        """Type a line at the Python prompt; what it printed in answer."""
        before = self.page.inner_text("#terminal-log")
        self.page.fill("#terminal-input", line)
        self.settle(lambda: self.page.press("#terminal-input", "Enter"))
        return self.page.inner_text("#terminal-log")[len(before) :]


def _code_id(game, name):
    return ("crab-" if game == "crab" else "") + "code-" + name
