"""A visitor's code followed line by line, as Python Tutor's backend follows it: one `bdb.Bdb` that records each
line of the visitor's own file (never the runner's, the core's or the standard library's) with its function, the
call stack, every local of its frame as a short repr, and how much had been printed, up to CAP steps.

A trace crosses to the page as one JSON text: each text it names (a name, a value, a function) once, in
`texts`, and each step as numbers that index it, so that a thousand steps of the same few locals stay small.
Pure Python, so that the sandbox's worker (runner.py, on Pyodide) and the tests on CPython trace the same."""

import bdb
import inspect
import re
import reprlib
import types

# Steps recorded at most, as Python Tutor records (links are held to as many); the code is stopped at the next.
from camelcards_core.link_places import TRACE_STEPS as CAP

# Characters of a value shown; a longer one is cut, saying how long it is.
MOST = 80
# Characters of any one text of a trace (a name, a function's, an exception's words), and of all its texts
# together: a trace that would hold more stops there, as at the cap.
TEXT_MOST = 200
TEXTS_MOST = 400_000
# An object's address in its repr, which says nothing to a reader and differs from run to run.
ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")
# Of a step's frame, its first LOCALS locals; of its stack, the innermost FRAMES frames (a deep recursion's).
LOCALS = 150
FRAMES = 100
# Each step's kind: a line about to run, a function returning (with its value), an exception raised.
KINDS = ("line", "return", "exception")


class Capped(BaseException):
    """The trace is full: raised into the visitor's code, which an `except Exception` does not catch."""


class Short(reprlib.Repr):
    """Values as they are shown: a dozen items of a container, three levels deep, 60 characters of a text."""

    def __init__(self):
        super().__init__()
        self.maxlevel = 3
        self.maxlist = self.maxtuple = self.maxset = self.maxfrozenset = self.maxdeque = self.maxdict = 12
        self.maxstring = self.maxother = 60
        self.maxlong = 40


SHORT = Short()


def variables(frame):
    """A frame's variables.  Within a comprehension at a module's top level, which Python 3.12 on runs in the
    module's own frame, the frame's locals are the comprehension's alone: the module's are its globals."""
    values = frame.f_locals
    if frame.f_code.co_name == "<module>" and values is not frame.f_globals:
        values = {**frame.f_globals, **values}
    return values


def length_of(value):
    """How long a value is, in words, for one shown cut: its characters, digits or items."""
    if isinstance(value, str):
        return _counted(len(value), "character")
    if isinstance(value, int) and not isinstance(value, bool):
        return _counted(len(str(abs(value))), "digit") if abs(value) < 10**4000 else "over 4,000 digits"
    try:
        return _counted(len(value), "item")
    except Exception:
        return ""


def _counted(count, word):
    return "{:,} {}{}".format(count, word, "" if count == 1 else "s")


def short(value):
    """(the value as shown, how long it is when that is cut, else "")."""
    if isinstance(value, (types.FunctionType, types.BuiltinFunctionType, type, types.ModuleType)):
        kind = "module" if isinstance(value, types.ModuleType) else "class" if isinstance(value, type) else "function"
        return "%s %s" % (kind, getattr(value, "__name__", "?")), ""
    try:
        text = SHORT.repr(value)
    except Exception as error:  # a repr of the visitor's own may raise
        return "(its repr raised %s)" % type(error).__name__, ""
    text = ADDRESS.sub("", text)
    if len(text) > MOST:
        text = text[: MOST - 1] + "…"
    elif "..." not in text:
        return text, ""
    return text, length_of(value)


def hidden(name):
    """Whether a local is Python's own (__name__, __builtins__, a comprehension's .0), not the code's."""
    return name.startswith("__") and name.endswith("__") or name.startswith(".")


class Tracer(bdb.Bdb):
    """Records the steps of code in the file `filename` (its frames' co_filename), printed text counted by
    `printed()`."""

    def __init__(self, filename, printed):
        super().__init__()
        self.filename, self.printed = filename, printed
        self.texts, self.numbers = [""], {"": 0}
        self.chars = 0
        self.steps = []
        self.frames = {}  # each frame of the visitor's code seen: its number, from 1
        self.raised = None  # the exception last recorded, once, in the frame it was raised in
        self.unwinding = set()  # the frames an exception is passing through, until a line of theirs runs
        self.capped = False

    def text(self, text):
        """The number of `text` (cut to TEXT_MOST characters) in `texts`."""
        text = text[:TEXT_MOST]
        if text not in self.numbers:
            self.chars += len(text)
            self.numbers[text] = len(self.texts)
            self.texts.append(text)
        return self.numbers[text]

    def trace_dispatch(self, frame, event, arg):
        if self.capped:
            raise Capped
        return super().trace_dispatch(frame, event, arg)

    def stop_here(self, frame):
        return frame.f_code.co_filename == self.filename

    def break_anywhere(self, frame):
        return False

    def user_call(self, frame, argument_list):
        """A call is seen at its first line."""

    def user_line(self, frame):
        self.unwinding.discard(frame)  # the exception was caught here
        self.record("line", frame)

    def user_return(self, frame, value):
        # A frame an exception passes up out of "returns" None, as far as Python tells a tracer: it returns
        # nothing, and the step is the exception's, already recorded.  A generator's frame "returns" at each
        # value it yields: only a function's return is a step.
        if frame in self.unwinding:
            self.unwinding.discard(frame)
        elif not frame.f_code.co_flags & (inspect.CO_GENERATOR | inspect.CO_COROUTINE):
            self.record("return", frame, short(value)[0])

    def user_exception(self, frame, exc_info):
        kind, error, _ = exc_info
        if issubclass(kind, (Capped, bdb.BdbQuit)):
            return
        self.unwinding.add(frame)
        if error is not self.raised:
            self.raised = error
            self.record("exception", frame, "%s: %s" % (kind.__name__, short(str(error))[0]))

    def record(self, kind, frame, said=""):
        """A step: [kind, line, frame, characters printed, locals, stack, what it said]: locals as
        [name, value, length] and the stack, outermost first, as [function, line], each text by its number.
        Python's own "line 0" (the start and end of a module of no statement: a comment, nothing) is no line
        of the code, and no step."""
        if not frame.f_lineno:
            return
        if len(self.steps) >= CAP or self.chars > TEXTS_MOST:
            self.capped = True
            raise Capped
        number = self.frames.setdefault(frame, len(self.frames) + 1)
        names = []
        mine = [(name, value) for name, value in list(variables(frame).items()) if not hidden(name)]
        for name, value in mine[:LOCALS]:
            shown, length = short(value)
            names += (self.text(name), self.text(shown), self.text(length))
        stack = []
        at = frame
        while at is not None and len(stack) < 2 * FRAMES:
            if at.f_code.co_filename == self.filename:
                stack[:0] = (self.text(at.f_code.co_name), at.f_lineno)
            at = at.f_back
        kind = KINDS.index(kind)
        self.steps.append([kind, frame.f_lineno, number, self.printed(), names, stack, self.text(said)])

    def follow(self, call, *args):
        """Call `call(*args)` under the trace: what it returns.  Capped, or the code's own exception, rises."""
        return self.runcall(call, *args)
