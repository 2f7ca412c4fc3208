"""The Code tab's Python prompt: lines typed in, what they print out, the core imported and the input in the box
already read, so that a presenter can try a hand, a rule or a ranking on it."""

import codeop
import contextlib
import io
import sys
import traceback

from running import shortened

from camelcards_core.crab_game import play
from camelcards_core.crab_parsing import parse as parse_decks
from camelcards_core.parsing import parse
from camelcards_core.problems import InvalidInput
from camelcards_core.ranking import rank
from camelcards_core.rules import PARTS, TYPE_NAMES, custom

FILE = "<prompt>"
# Text a line prints beyond this many characters is cut in the middle, saying so, as a run's is: it crosses to
# the page whole.
OUTPUT_LIMIT = 20_000


def names(text, game):
    """What the prompt starts with, and what to say of it."""
    space = {"text": text, "rank": rank, "parse": parse, "PARTS": PARTS, "TYPE_NAMES": TYPE_NAMES, "custom": custom}
    said = ["text: the input in the box (%d characters)" % len(text)]
    try:
        if game == "crab":
            space.update(decks=parse_decks(text), play=play, parse_decks=parse_decks)
            said.append("decks = parse_decks(text); play(*decks, 2).score")
        else:
            space["hands"] = parse(text)
            said.append(
                "hands = parse(text): %d hands, hands[0] the first (cards, bid); rank(hands, 2).total"
                % len(space["hands"])
            )
            said.append("PARTS[2].identity('KTJJT') packs a hand's type and cards into one int, hex(...) to read it")
    except InvalidInput as error:
        said.append("the input has problems, so it is not parsed: %s" % error.problems[0])
    except ValueError as error:
        said.append("the input is not parsed: %s" % error)
    return space, said


class Prompt:
    """An interactive session: `push` a line, and get what it printed, and whether a statement goes on."""

    def __init__(self, text, game):
        self.space, self.said = names(text, game)
        self.lines = []

    def push(self, line):
        self.lines.append(line)
        source = "\n".join(self.lines)
        output = io.StringIO()
        try:
            compiled = codeop.compile_command(source, FILE, "single")
        except (SyntaxError, ValueError, OverflowError) as error:
            self.lines = []
            return {"output": "".join(traceback.format_exception_only(type(error), error)), "more": False}
        if compiled is None:
            return {"output": "", "more": True}
        self.lines = []
        shown = sys.displayhook
        sys.displayhook = lambda value: self._show(value, output)
        try:
            with contextlib.redirect_stdout(output), contextlib.redirect_stderr(output):
                exec(compiled, self.space)
        except SystemExit:
            output.write("(exit is not needed here: the prompt stays)\n")
        except BaseException as error:
            frames = [f for f in traceback.extract_tb(error.__traceback__) if f.filename != __file__]
            output.write("Traceback (most recent call last):\n" + "".join(traceback.format_list(frames)))
            output.write("".join(traceback.format_exception_only(type(error), error)))
        finally:
            sys.displayhook = shown
        return {"output": shortened(output.getvalue(), OUTPUT_LIMIT), "more": False}

    def _show(self, value, output):
        if value is not None:
            self.space["_"] = value
            output.write(repr(value) + "\n")
