"""The Camel Cards answer: always the answer for what the box holds, under the rules chosen, or marked as
out of date where the page waits for Solve (an input beyond the live limit).

Whatever changes (typing, a paste, the part, the rules, Solve, a file, a link), the page asks for the
answer to be brought up to date.  A pass then looks at what the box holds and what the answer on show is
for, asks the worker for what is missing, and looks again after each answer, until the two agree.  A newer
pass takes over from an older one, whose answers are dropped; an answer that comes back for a text no
longer in the box is never shown."""

import asyncio

from pyscript.js_modules import draw, input_box, input_text

from camel import answer_view
from page.dom import Typing, by_id, chosen_part, custom_rules, say, stale
from page.marks import CAMEL, Settling, answered
from page.newest import Newest
from worker import engine


class Shown:
    """What is on show: for a snapshot of the box (input_text's), under rules (part, order, joker), one of
    "answer", "problems" or "rules" (the rules are not rules)."""

    def __init__(self, snap, rules, kind):
        self.snap, self.rules, self.kind = snap, rules, kind


def chosen_rules():
    """The rules chosen: (part, order, joker), the order and joker as typed under Your rules."""
    order, joker = custom_rules()
    return (chosen_part(), order, joker) if chosen_part() == "custom" else (chosen_part(), "", "")


class Answering:
    """The answer of one box.  `passes` are the passes begun (only the newest draws), `running` is the
    newest's turn while it runs, and `working_on` the snapshot it is to answer; `asked` says that
    Solve was pressed (an input beyond the live limit is answered too), `explicit` that the answer is to be
    brought into view; `drawn` are the answers drawn, for the table to tell that its answer is still
    the one on show.  `table` is the table.Table that shows its hands."""

    def __init__(self, textarea, table):
        self.textarea, self.table = textarea, table
        self.shown = None
        self.answer = None
        self.running = 0
        self.passes, self.drawn = Newest(), Newest()
        # Edits waiting for typing to pause, and what waits for the answer to be settled (`settled`).
        self.pausing = 0
        self.settling = Settling(self.owed)
        self.working_on = None
        # A paste's snapshot, its rules and view, and the promise of the worker's answer, asked at once.
        self.early = None
        self.again = self.asked = self.explicit = False
        self.typing = Typing()

    # --- what asks for the answer ---------------------------------------------------------------------

    def edited(self, typing):
        """The box changed: by typing (answered once it pauses, where it is, up to the live limit), or otherwise
        (a paste or a drop: answered at once whatever its size, as Solve answers it, and brought into view)."""
        self.mark()
        if not typing:
            self.solve()
        else:
            self.explicit = False
            self.pausing += 1
            CAMEL.run(self._after_pause())

    def pasted(self, snap):
        """A paste announced before it lands (`snap`): answered at once, and brought into view where it sits
        below the box, as on a phone."""
        self.explicit = True
        self.update(snap)

    async def _after_pause(self):
        try:
            if await self.typing.paused(input_box.TYPING_PAUSES.answer):
                self.update()
        finally:
            self.pausing -= 1
            self.settling.settle()

    def mark(self):
        """Mark what is on show as out of date from the very event that changed the box (so that no frame shows
        it unmarked), until the answer for the box as it is takes its place, or unmark it when the box holds
        its text again.  Where it is not known what is on show, it is marked."""
        old = self.shown is None or not input_text.holds(self.textarea, self.shown.snap)
        follows = engine.live(input_text.size(self.textarea))
        for node in (by_id("answer"), by_id("problems")):
            if not node.hidden:
                stale(node, old, follows)

    def solve(self, explicit=True):
        """Answer the box as it is, whatever its size: Solve, Ctrl+Enter, a new input the page put in (a file,
        the example, a link), the start.  `explicit` brings the answer into view."""
        self.asked = True
        self.explicit = explicit
        self.update()

    def update(self, snap=None):
        """Bring the answer up to date with the box (or with `snap`, a paste's text announced before it
        lands): join the pass under way when it is having this very text solved, else begin a new one."""
        want = snap or input_text.snapshot(self.textarea)
        if self.running and self.working_on is not None and input_text.same(self.working_on, want):
            self.again = True
            return
        turn = self.passes.begin()
        if not self.running:
            CAMEL.begin()
        self.running = turn
        # What the new pass is to answer, from now: the input event that follows a paste's announcement asks
        # for the same text before the pass has begun, and joins it rather than solving it again.
        self.working_on = want
        if snap is not None:  # a paste: the worker is asked at once, while the browser lays the paste out
            rules = chosen_rules()
            view = self.table.view(rules, 0)
            self.early = (snap, rules, view, engine.solve_now(snap, view))
        asyncio.create_task(self._pass(turn, snap))

    # --- a pass ---------------------------------------------------------------------------------------------

    async def _pass(self, number, snap):
        try:
            while True:
                self.again = False
                more = await self._step(number, snap or input_text.snapshot(self.textarea))
                snap = None
                if not self.passes.newest(number) or not (more or self.again):
                    break
        except Exception as error:  # a worker failed to start or died: say so, keep the input
            if self.passes.newest(number):
                self.shown = None
                self.hide()
                say(engine.failed(error, "Your input is kept", "press Solve"))
        finally:
            if self.passes.newest(number):
                self.running = 0
                self.working_on = None
                CAMEL.end()
                answered()
                self.settling.settle()

    async def _step(self, number, snap):
        """One move towards the answer for `snap` under the rules chosen; True when it must look again."""
        if not snap.chars:
            self.asked = self.explicit = False
            self.show_empty()
            return False
        rules = chosen_rules()
        held = self.shown is not None and input_text.holds(self.textarea, self.shown.snap)
        if held and (self.shown.kind == "problems" or self.shown.rules == rules):
            self.shown.rules = rules  # problems are the same under any rules
            if self.explicit:  # Solve on the text answered: the answer on show is its answer
                answer_view.bring_up()
            self.asked = self.explicit = False
            return False
        current = held and not self.asked
        if not current and not engine.live(snap.chars) and not self.asked:
            self.explicit = False
            answer_view.out_of_date(snap.chars)
            return False
        view = self.table.view(rules, 0)
        early, self.early = self.early, None
        if current:  # the same solution under other rules: ranked again in the worker that holds it
            answer = engine.parsed(await (await engine.camel()).use_rules(view))
        else:
            self.working_on = snap
            asked = early[3] if early and early[0] is snap and early[1] == rules and early[2] == view else None

            def said(text, *quietly):  # what a pass says while it is the newest: a newer one has the status line
                if self.passes.newest(number):
                    say(text, "status", *quietly)

            answer = await engine.solve(snap, view, said, asked)
        if not self.passes.newest(number):
            return False
        self.working_on = None
        if not input_text.holds(self.textarea, snap):
            self.shown = None  # what the worker holds is not on show
            return True
        explicit, self.asked, self.explicit = self.explicit, False, False
        if not current:
            engine.on_show(snap)
        await self.draw(answer, snap, rules, explicit)
        return False

    # --- drawing ------------------------------------------------------------------------------------------

    async def draw(self, answer, snap, rules, explicit):
        """Draw an answer: totals and the first rows of its first page at once, then, once that is painted,
        the other rows and the chart, which lie below.  `explicit` (Solve, a file, the example) brings it
        into view where it sits below the input, which typing never does."""
        stale(by_id("problems"), False)
        if hasattr(answer, "problems"):
            self.shown, self.answer = Shown(snap, rules, "problems"), None
            answer_view.problems(answer, explicit)
            return
        if hasattr(answer, "rules_problem"):
            self.shown, self.answer = Shown(snap, rules, "rules"), None
            answer_view.rules_problem(answer.rules_problem)
            return
        fresh = self.shown is None or not input_text.same(self.shown.snap, snap)
        self.shown, self.answer = Shown(snap, rules, "answer"), answer
        mine = self.drawn.begin()
        self.table.choose(-1)
        self.table.offer_types(answer.parts["1"].types)
        answer_view.totals(answer, self.name(), self.part(), explicit, fresh)
        drawn = self.table.draw(answer.page, self.name(), self.part().joker)
        await drawn
        if self.drawn.newest(mine):
            draw.chart(by_id("chart"), answer.chart)

    def part(self):
        """The summary of the rules on show, from the answer."""
        return self.answer.parts[self.shown.rules[0]]

    def name(self):
        """The rules on show, as a sentence begins ("Part 1", "Your rules")."""
        return answer_view.capital(self.part().name)

    def show_empty(self):
        self.shown = self.answer = None
        answer_view.empty()

    def hide(self):
        self.answer = None
        answer_view.hide()

    # --- what the table, Check your answer and other tabs ask ----------------------------------------------

    def owed(self):
        """Whether the answer is on its way: a pass runs, or an edit waits for typing to pause."""
        return bool(self.running or self.pausing)

    def settled(self):
        """A promise that settles once the answer is no longer on its way (`owed`)."""
        return self.settling.settled()

    def unanswered(self):
        """Whether the box holds an input whose answer is not on show and will not come by itself: beyond the
        live limit, waiting for Solve, or after a worker failed."""
        holds = self.shown is not None and input_text.holds(self.textarea, self.shown.snap)
        return bool(input_text.size(self.textarea)) and not holds and not self.owed()

    def ready(self):
        """Whether an answer with totals is on show, for the box as it is, and no pass is under way."""
        return (
            not self.running
            and self.answer is not None
            and input_text.holds(self.textarea, self.shown.snap)
            and not by_id("answer").hasAttribute("data-stale")
        )

    def rules_on_show(self):
        return self.shown.rules

    async def worker(self):
        return await engine.camel()

    async def show_page(self):
        """The table's view, as it now asks for it, of the answer on show."""
        mine, rules = self.drawn.latest(), self.shown.rules
        self.table.ordering(self.name(), self.answer.hands)
        page = engine.parsed(await (await engine.camel()).page(self.table.view(rules)))
        if self.drawn.newest(mine) and self.ready():
            await self.table.draw(page, self.name(), self.part().joker)
            answered()
