"""Only the newest answer counts: of the work a control begins again and again (a pass of the answer, a
check, a play, a run, a replay), the page draws only what the newest began.  A turn is begun before the work
first waits and asked after each wait whether it is still the newest.  The page's Python waits only on
promises, never on another task (MicroPython's asyncio on the web drops a waiting task when another starts
waiting: workers.js says so), so a turn is a number, not a lock."""


class Newest:
    """The turns begun: `begin()` gives the next, `newest(turn)` says whether none began since, and `drop()`
    ends every turn begun so far (Stop, another number typed, other games on show)."""

    def __init__(self):
        self.count = 0

    def begin(self):
        self.count += 1
        return self.count

    def drop(self):
        self.count += 1

    def latest(self):
        """The turn begun last, for work that counts only while no other begins (an answer drawn, asked of)."""
        return self.count

    def newest(self, turn):
        return turn == self.count
