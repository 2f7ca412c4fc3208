"""The words about the Code tab's calls to its sandbox, for a run, a trace and the prompt alike: why a call gave
no answer, how the code ended, and how a run went, in one line.  (What its answers are and come to, the
runner sends in the core's words, checking.py's.)"""

from camelcards_core.words import grouped, listed
from coding.code_runs import LIMIT_S

STOPPED = "stopped, as asked: Python raised KeyboardInterrupt in the code"
STOPPED_STARTING = "stopped, as asked, while full Python was starting: no code ran"
# The button whose press ended a run or trace under way, by the ending it gave (coding.runner.stop's why).
PRESSED = {"replaced": "Run", "stepped": "Step through"}
UNREAD = "the code's answer could not be read: %s"


def first_line(text):
    """The first line of a message from the sandbox, cut short: it is shown as it came, as text."""
    line = str(text).strip().split("\n")[0]
    return line[:200] + "…" if len(line) > 200 else line


def python_ended(answer):
    """Whether the call's Python ended or broke: it answers nothing more, and the next call starts another."""
    return getattr(answer, "ended", None) == "died" or hasattr(answer, "failed")


def no_answer(answer):
    """Why a call gave no answer (runner.js's `run`, `trace` or `call`), in words that go on a sentence; None
    where it answered."""
    ended = getattr(answer, "ended", None)
    if ended == "limit":
        return "stopped after %d s, the time limit" % LIMIT_S
    if ended == "stop":
        return STOPPED_STARTING if getattr(answer, "starting", False) else STOPPED
    if ended in PRESSED:
        return "ended by %s, pressed meanwhile" % PRESSED[ended]
    if python_ended(answer):
        return "Python itself ended under the code (%s)" % first_line(answer.why if ended == "died" else answer.failed)
    if hasattr(answer, "unread"):
        return UNREAD % answer.unread
    return None


def sentence(words, then=""):
    """`words` as a sentence of their own, and `then` after it."""
    return words[0].upper() + words[1:] + "." + then


# What a run stopped by its Stop button says, until Run or Step through starts again: its Python had the code,
# or was still starting.
STOPPED_SAID = [
    sentence(words, " Press Run, or Step through, to start again.") for words in (STOPPED, STOPPED_STARTING)
]


def code_end(exit, line=0, message=None):
    """How the code ended where it did not return, after a sentence: by sys.exit (`exit`, as called), or at an
    exception (`message`) on line `line` (0: in no line of its own)."""
    if message is not None:
        return " It stopped at an error%s: %s." % (" on line %d" % line if line else "", message)
    return " The code ended with %s." % exit if exit else ""


def stopped_at(line, message):
    """The error a trace stopped at (on line `line` of the code; 0: in no line of its own), as a sentence."""
    return "The code stopped at an error%s: %s." % (" on line %d" % line if line else "", message)


def input_at_fault(lines):
    """That the input has problems on `lines` (of the box), which may be why the code stopped, after a
    sentence; "" for none."""
    if not lines:
        return ""
    if len(lines) == 1:
        return " Line %s of the input has a problem, which may be why." % grouped(lines[0])
    return " Lines %s of the input have problems, which may be why." % listed([grouped(line) for line in lines])


def ran(said, on):
    """How a run on `on` went (running.py's `said`), in one line: its time, how the code ended, and how much of
    its output is cut."""
    seconds = said["seconds"]
    took = "%.2f s" % seconds if seconds >= 0.01 else "%d ms" % max(1, round(seconds * 1000))
    error = said.get("error")
    words = "Ran in %s on %s." % (took, on)
    words += code_end(said.get("exit"), error["line"], error["message"]) if error else code_end(said.get("exit"))
    return words + printed_more(said.get("cut", 0))


def printed_more(chars):
    """That the code printed `chars` characters more than are shown (0: none), after a sentence."""
    return " It printed %s characters more than are shown (cut in the middle)." % grouped(chars) if chars else ""
