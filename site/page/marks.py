"""The marks on <html> that a watcher (a test, a benchmark) waits on: html[data-busy] names the activities
under way ("camel", "crab", "code", each owned by its tab, so that one never clears another's), and
html[data-updates] counts the answers written."""

import asyncio

from pyscript import document, window

root = document.documentElement
_activities = []


class Activity:
    """Work under way for one tab: held from the moment the page owes an answer (an edit, a click) until it
    has drawn it."""

    def __init__(self, name):
        self.name = name
        self.holds = 0
        _activities.append(self)

    def begin(self):
        self.holds += 1
        _show()

    def end(self):
        self.holds -= 1
        _show()

    @property
    def busy(self):
        return self.holds > 0

    def run(self, work):
        """Run `work` (a coroutine) as a task, held as this activity until it ends."""
        self.begin()
        asyncio.create_task(self._ending(work))

    async def _ending(self, work):
        try:
            await work
        finally:
            self.end()


# The Camel Cards tab's work (solving, and the table's views) and Crab Combat's (a game).
CAMEL = Activity("camel")
CRAB = Activity("crab")


def _show():
    busy = " ".join(activity.name for activity in _activities if activity.busy)
    if busy:
        root.dataset.busy = busy
    else:
        root.removeAttribute("data-busy")


_answers = 0


def answered():
    """Count an answer written (or a refusal, or an empty box shown)."""
    global _answers
    _answers += 1
    root.dataset.updates = str(_answers)


class Settling:
    """Promises that settle once nothing is under way (`busy()` is false): what waits on an answer or a game
    to end asks `settled()`, and the work calls `settle()` whenever it may have ended."""

    def __init__(self, busy):
        self.busy = busy
        self.waiting = []

    def settled(self):
        made = window.Promise.withResolvers()
        self.waiting.append(made.resolve)
        self.settle()
        return made.promise

    def settle(self):
        if not self.busy():
            waiting, self.waiting = self.waiting, []
            for resolve in waiting:
                resolve(None)
