"""Input problems, shared by both games: each names its line and column and keeps the offending text."""

MAX_PROBLEMS = 20
_SHOWN_TEXT = 80


class Problem:
    __slots__ = ("line", "column", "text", "message")

    def __init__(self, line, column, text, message):
        self.line = line
        self.column = column
        self.text = text if len(text) <= _SHOWN_TEXT else text[:_SHOWN_TEXT] + "…"
        self.message = message

    def __str__(self):
        return "line %d, column %d: %s" % (self.line, self.column, self.message)

    def as_dict(self):
        return {"line": self.line, "column": self.column, "text": self.text, "message": self.message, "where": str(self)}


class InvalidInput(ValueError):
    """Carries every problem found (up to MAX_PROBLEMS); its message is the first."""

    def __init__(self, problems):
        super().__init__(str(problems[0]))
        self.problems = problems


def describe(char):
    """A character as a person can read it, even when it is invisible or a control code."""
    names = {" ": "a space", "\t": "a tab", "\r": "a carriage return", "\x00": "a NUL byte"}
    if char in names:
        return names[char]
    if char < " " or char == "\x7f" or char == "\ufffd" or "\u200b" <= char <= "\u200f" or char == "\ufeff":
        return "U+%04X" % ord(char)
    return "'%s'" % char


def lines_of(text):
    """The lines of a pasted text: a UTF-8 BOM and CRLF line ends are accepted, trailing blank lines dropped."""
    if text[:1] == "\ufeff":
        text = text[1:]
    if "\r" in text:
        text = text.replace("\r\n", "\n")
    lines = text.split("\n")
    while lines and not lines[-1].strip(" "):
        lines.pop()
    return lines
