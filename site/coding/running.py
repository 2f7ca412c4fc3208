"""A visitor's code run on an input, and checked (run_checks.py): its answers to both parts against the
core's, each wrong one diagnosed with the table of mistakes of *Check your answer*, and, where the code ranks
hands itself (a `key(hand, part)`, or an edited file of the core), the first hands it ranks otherwise; where
the code stopped at an error, or its answers cannot be checked, the input's problems, each at its line.

Pure Python, so that the Code tab's worker (runner.py, on Pyodide) and the tests on CPython run the same."""

import collections
import contextlib
import importlib
import io
import linecache
import os
import re
import shutil
import sys
import tempfile
import time
import traceback

from run_checks import PARTS, BadInput, check_camel, check_crab, compare, places, problems_of

import camelcards_core
from camelcards_core.parsing import parse
from camelcards_core.words import grouped

# The file name a visitor's code runs as, which its traceback names.
YOURS = "<your code>"
# Of printed text, the first and the last HALF characters are kept, where printed answers are read (most often
# printed last), and the first and the last SHOWN of them are shown, as a trace shows what was printed
# (trace.js): the page lays out 100,000 characters of short lines in a task of some 70 ms, 20,000 in a few.
HALF = 50_000
SHOWN = 10_000
# Where printed text (or a message) is cut, in the text itself (trace.js writes it alike for a trace's output).
CUT_HERE = "\n[… %s characters cut here …]\n"
# A printed answer labelled with its part ("Part 1: 6440", "part two = 5905").
LABELLED = re.compile(r"part\s*(1|2|one|two)\b\D*?(-?\d+)", re.IGNORECASE)
WORDS = {"1": 1, "2": 2, "one": 1, "two": 2}
NEITHER = (
    "Your code defines no solve(text, part) and printed no answer. Define solve(text, part) to return a part's"
    " answer, or print both answers (the input is in input.txt, on standard input and in sys.argv[1])."
)


class Output(io.TextIOBase):
    """Printed text: its first and last `half` characters, and how many were printed in all."""

    def __init__(self, half=HALF):
        super().__init__()
        self.half = half
        self.head = io.StringIO()
        self.tail = collections.deque()
        self.in_tail = 0
        self.printed = 0

    def writable(self):
        return True

    def write(self, text):
        self.printed += len(text)
        room = self.half - self.head.tell()
        if room > 0:
            self.head.write(text[:room])
        rest = text[room:] if room > 0 else text
        if rest:
            self.tail.append(rest)
            self.in_tail += len(rest)
            while self.in_tail - len(self.tail[0]) >= self.half:
                self.in_tail -= len(self.tail.popleft())
        return len(text)

    def kept(self):
        """The first and the last `half` characters printed, and how many between them were cut."""
        tail = "".join(self.tail)[-self.half :]
        return self.head.getvalue(), tail, self.printed - self.head.tell() - len(tail)


class Failed(Exception):
    """The visitor's code raised: `said` is the error as the page shows it."""

    def __init__(self, said):
        super().__init__(said["message"])
        self.said = said


def error_of(exception, file):
    """An exception of the visitor's code in words: its last line, the traceback from the visitor's own first
    frame, and the line of `file` (their code) it was at, the innermost such frame's."""
    frames = traceback.extract_tb(exception.__traceback__)
    mine = [i for i, frame in enumerate(frames) if frame.filename == file]
    line = frames[mine[-1]].lineno if mine else None
    if isinstance(exception, SyntaxError) and exception.filename == file:
        line = exception.lineno
    shown = traceback.format_list(frames[mine[0] :]) if mine else []
    last = traceback.format_exception_only(type(exception), exception)
    text = "Traceback (most recent call last):\n" + "".join(shown) if shown else ""
    said = {"message": last[-1].strip(), "traceback": text + "".join(last), "line": line}
    return {name: shortened(value) if isinstance(value, str) else value for name, value in said.items()}


def shortened(text, most=HALF // 2, missing=0):
    """`text`, or its start and end when it is longer than `most` (an exception's message can be of any size);
    `missing` characters were cut from its middle already (printed text, of which Output kept the ends)."""
    if len(text) <= most:
        return text
    return text[: most // 2] + CUT_HERE % grouped(len(text) + missing - most) + text[-most // 2 :]


def whole(value, call):
    """A returned answer as decimal text: an int, or text of one."""
    if isinstance(value, bool) or not isinstance(value, (int, str)) or not str(value).strip().lstrip("-").isdigit():
        raise ValueError("%s returned %r, not a whole number" % (call, value))
    return str(int(value))


def printed_answers(output):
    """The answers a run printed: lines labelled with their part, or else the last two whole numbers printed,
    part 1's first (one alone is part 1's)."""
    found = {}
    for line in output.splitlines():
        for part, number in LABELLED.findall(line):
            found[str(WORDS[part.lower()])] = _decimal(number)
    if found:
        return found
    numbers = re.findall(r"(?<![\w.])-?\d+(?![\w.])", output)[-2:]
    return {str(part): _decimal(number) for part, number in zip(PARTS, numbers)}


def _decimal(number):
    """A whole number printed, written as str(int(number)) writes it, of any length (int() refuses more than
    4,300 digits)."""
    digits = number.lstrip("-").lstrip("0") or "0"
    return "-" + digits if number.startswith("-") and digits != "0" else digits


@contextlib.contextmanager
def running_as_a_script(text, half=HALF):
    """The input where a script looks for it (input.txt in the working folder, standard input, sys.argv[1]),
    with what it prints captured (Output's, of `half`)."""
    folder = tempfile.mkdtemp()
    with open(os.path.join(folder, "input.txt"), "w") as file:
        file.write(text)
    was = os.getcwd(), sys.argv, sys.stdin
    output = Output(half)
    try:
        os.chdir(folder)
        sys.argv, sys.stdin = ["solution.py", "input.txt"], io.StringIO(text)
        with contextlib.redirect_stdout(output), contextlib.redirect_stderr(output):
            yield output
    finally:
        os.chdir(was[0])
        sys.argv, sys.stdin = was[1], was[2]
        shutil.rmtree(folder, ignore_errors=True)


def run_solution(code, text):
    """Run a solution: its answers, by solve(text, part) or as printed, and its `key` when it defines one."""
    space = {"__name__": "__main__", "__file__": "solution.py"}
    # Its lines, for its traceback.
    linecache.cache[YOURS] = (len(code), None, code.splitlines(True), YOURS)
    try:
        compiled = compile(code, YOURS, "exec")
        exec(compiled, space)
        answers = {}
        if callable(space.get("solve")):
            for part in PARTS:
                answers[str(part)] = whole(space["solve"](text, part), "solve(text, %d)" % part)
    except Exception as error:
        raise Failed(error_of(error, YOURS)) from None
    return answers, space.get("key") if callable(space.get("key")) else None


@contextlib.contextmanager
def edited_core(code, name):
    """The core as a package of its own, with its file `name` replaced by `code`: (the package's name, the
    edited file's path).  An exception of the code rises as Failed, its traceback naming the core's files."""
    home = tempfile.mkdtemp()
    package = "edited_core_%d" % time.perf_counter_ns()
    shutil.copytree(os.path.dirname(camelcards_core.__file__), os.path.join(home, package))
    edited = os.path.join(home, package, name)
    with open(edited, "w") as file:
        file.write(code)
    sys.path.insert(0, home)
    try:
        yield package, edited
    except Exception as error:
        said = error_of(error, edited)
        said["traceback"] = said["traceback"].replace(os.path.join(home, package), "camelcards_core")
        raise Failed(said) from None
    finally:
        sys.path.remove(home)
        for module in [m for m in sys.modules if m == package or m.startswith(package + ".")]:
            del sys.modules[module]
        shutil.rmtree(home, ignore_errors=True)


def run_core_file(code, name, text):
    """Run the core with one file, `name`, replaced by `code`: both parts' totals, and how it ranks hands."""
    with edited_core(code, name) as (package, _):
        ranking = importlib.import_module(package + ".ranking")
        hands = importlib.import_module(package + ".parsing").parse(text)
        rankings = {part: ranking.rank(hands, part) for part in PARTS}
        return {str(part): str(rankings[part].total) for part in PARTS}, rankings


def keyed(key, hands, part):
    """The ranks by a visitor's `key(hand, part)`: the weakest first, ties in input order."""
    try:
        mine = sorted(range(len(hands.cards)), key=lambda i: key(hands.cards[i], part))
    except Exception as error:
        raise Failed(error_of(error, YOURS)) from None
    return places(mine)


def run(code, text, game="camel", core_file=""):
    """Run `code` on `text` and check it: a dict of what the page shows (see the module's docstring)."""
    said = {"output": "", "seconds": 0.0, "answers": {}}
    key = ranked = None
    started = time.perf_counter()
    with running_as_a_script(text) as output:
        try:
            if core_file:
                said["answers"], ranked = run_core_file(code, core_file, text)
            else:
                said["answers"], key = run_solution(code, text)
        except Failed as failure:
            said["error"] = failure.said
        except SystemExit as exit:
            said["exit"] = "sys.exit(%s)" % ("" if exit.code is None else repr(exit.code))
        except KeyboardInterrupt:
            said["exit"] = "KeyboardInterrupt"
    said["seconds"] = time.perf_counter() - started
    head, tail, cut = output.kept()
    said["output"] = shortened(head + tail, 2 * SHOWN, cut)
    if output.printed > 2 * SHOWN:
        said["cut"] = output.printed - 2 * SHOWN
    if "error" in said:  # the input's problems, which may be why
        problems = problems_of(text, game)
        if problems:
            said["problems"] = problems
        return said
    if not said["answers"]:
        said["answers"] = printed_answers(head + "\n" + tail)
        said["how"] = "printed"
    if not said["answers"]:
        said["problem"] = NEITHER
        return said
    try:
        checked = (check_camel if game == "camel" else check_crab)(text, said["answers"])
    except BadInput as error:
        said["problem"], said["problems"] = str(error), error.problems
        return said
    said.update(checked)
    if game == "camel" and (key or ranked):
        hands = parse(text)
        try:
            said["keyed"] = compare(hands, lambda part: keyed(key, hands, part) if key else places(ranked[part].order))
        except Failed as failure:
            said["error"] = failure.said
    return said
