"""What the Code tab's modules share: each game's editor, the sandbox's page side (coding/runner.js), the time
limit, and the input a run is on."""

from pyscript.ffi import to_js
from pyscript.js_modules import input_text, later

from page.dom import by_id, keep_in_sight, root, say
from page.marks import Activity
from page.newest import Newest
from worker.engine import downloading

# A run that takes longer than this is ended, as Stop ends it: a game of Combat may never end.
LIMIT_S = 60
# The tab's work under way, as html[data-busy] names it.
CODE = Activity("code")


class Coding:
    """One game's editor: its short solution, the core's file on show instead ("" for a solution), its
    worker, the runs begun (only the newest is shown), and the snapshots that the run on show ran on.  The code
    itself stays in coding/editor.js (`editor`, once loaded): this Python holds snapshots of it, never its text,
    which may be more than its heap can hold."""

    def __init__(self, game, prefix, box):
        self.game, self.prefix, self.box = game, prefix, box
        self.solution = None
        self.file = ""
        self.editor = self.runner = None
        self.runs = Newest()
        self.ran_on = None  # (the code's snapshot, the box's) that the results on show are for

    def part(self, name):
        return by_id(self.prefix + "code-" + name)

    @property
    def holder(self):
        return self.part("editor")

    def put(self, code, file):
        """Put `code` (a text, or a record kept) in the editor, the core's file `file` as edited, or a solution
        when ""."""
        self.file = file
        self.editor.put(self.holder, code)
        self.show_file()

    def snapshot(self):
        """What the editor holds now, as a JavaScript object (editor.js's snapshot)."""
        return self.editor.snapshot(self.holder)

    def holds(self, code):
        """Whether the editor holds `code`: a snapshot, a text, or a record kept."""
        return self.editor.holds(self.holder, code)

    def blob(self):
        """The code in the editor as a Blob, for a worker to read."""
        return self.editor.blob(self.holder)

    def show_file(self):
        if self.game == "camel":
            by_id("code-file").value = self.file

    async def in_sandbox(self, doing, status, what, pressed=True):
        """`doing()` (a call of the sandbox's runner), `status` saying meanwhile that `what` ("running on …") is
        under way, after full Python's start while it starts, with how much of it has come; brought into sight
        when `pressed` (a button, not an address or a link, asked for it)."""
        starting = not self.runner.live
        said = "Starting full Python (Pyodide), then " + what if starting else what[0].upper() + what[1:]

        def in_sight():
            if pressed:
                keep_in_sight(status)  # on a phone, below the button pressed
            return doing()

        return await downloading(
            "sandbox" if starting else None, said, lambda text, quietly=None: say(text, status.id, quietly), in_sight
        )

    def notice(self, text):
        """Say `text` above the editor, or nothing ("")."""
        self.part("notice-text").textContent = text
        self.part("notice").hidden = not text


async def runner_js():
    """coding/runner.js, loaded the first time it is asked for (the browser holds a module it imported once)."""
    return await later.load("./coding/runner.js")


async def input_of(box, game):
    """What code runs on: the box's input, or the puzzle's example when the box is empty (a snapshot either
    way), and what to call it."""
    if input_text.size(box):
        # An embedded page shows no box: its input is the one its address holds.
        called = "the input this embed holds" if root.hasAttribute("data-embed") else "the input in the box"
        return input_text.snapshot(box), called
    example = await (await runner_js()).text("./examples/%s.txt" % game)
    return to_js({"text": example}), "the puzzle's example (the box is empty)"
