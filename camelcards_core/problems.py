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

    def place(self):
        return "line %d, column %d" % (self.line, self.column)

    def __str__(self):
        return "%s: %s" % (self.place(), self.message)

    def as_dict(self):
        """As the page lists it: the place as a button to the line, the message, and the line's text."""
        return {"line": self.line, "place": self.place(), "message": self.message, "text": self.text}


class InvalidInput(ValueError):
    """Carries every problem found (up to MAX_PROBLEMS); its message is the first."""

    def __init__(self, problems):
        super().__init__(str(problems[0]))
        self.problems = problems


# Characters that print as nothing, as a blank or as a mark on their neighbour, or that reorder the text
# around them (bidi controls): a message names them by code point instead of showing them.  (first, last)
# ranges: controls, format characters, spaces other than U+0020, line and paragraph separators, combining
# marks, variation selectors, fillers, surrogates, private use, and U+FFFD (what an undecodable byte becomes).
_UNSEEN = (
    (0x00, 0x1F),
    (0x7F, 0xA0),
    (0xAD, 0xAD),
    (0x300, 0x36F),
    (0x600, 0x605),
    (0x61C, 0x61C),
    (0x6DD, 0x6DD),
    (0x70F, 0x70F),
    (0x890, 0x891),
    (0x8E2, 0x8E2),
    (0x115F, 0x1160),
    (0x1680, 0x1680),
    (0x180B, 0x180F),
    (0x1AB0, 0x1AFF),
    (0x1DC0, 0x1DFF),
    (0x2000, 0x200F),
    (0x2028, 0x202F),
    (0x205F, 0x206F),
    (0x20D0, 0x20FF),
    (0x2800, 0x2800),
    (0x3000, 0x3000),
    (0x3164, 0x3164),
    (0xD800, 0xF8FF),
    (0xFE00, 0xFE0F),
    (0xFE20, 0xFE2F),
    (0xFEFF, 0xFEFF),
    (0xFFA0, 0xFFA0),
    (0xFFF0, 0xFFFF),
    (0x110BD, 0x110BD),
    (0x110CD, 0x110CD),
    (0x13430, 0x1343F),
    (0x1BCA0, 0x1BCA3),
    (0x1D173, 0x1D17A),
    (0xE0000, 0xE0FFF),
    (0xF0000, 0x10FFFF),
)
_NAMES = {
    " ": "a space",
    "\t": "a tab",
    "\r": "a carriage return",
    "\n": "a line feed",
    "\x00": "a NUL byte",
    "\xa0": "a no-break space",
    "\u2028": "a line separator",
    "\u2029": "a paragraph separator",
    "\u200b": "a zero-width space",
    "\u200c": "a zero-width non-joiner",
    "\u200d": "a zero-width joiner",
    "\u200e": "a left-to-right mark",
    "\u200f": "a right-to-left mark",
    "\u202a": "a left-to-right embedding",
    "\u202b": "a right-to-left embedding",
    "\u202c": "a pop directional formatting",
    "\u202d": "a left-to-right override",
    "\u202e": "a right-to-left override",
    "\u2066": "a left-to-right isolate",
    "\u2067": "a right-to-left isolate",
    "\u2068": "a first strong isolate",
    "\u2069": "a pop directional isolate",
    "\u061c": "an Arabic letter mark",
    "\ufeff": "a byte order mark",
    "\u3000": "an ideographic space",
    "\ufffd": "a byte that is not UTF-8 text",
    "\u00ad": "a soft hyphen",
    "\u2060": "a word joiner",
}


def unseen(char):
    """Whether a character would not show as itself in a message."""
    code = ord(char)
    for first, last in _UNSEEN:
        if code < first:
            return False
        if code <= last:
            return True
    return False


def describe(char):
    """A character as a person can read it: invisible and reordering characters by code point and name, and
    any other beyond ASCII with its code point beside it, since it may look like a label it is not (the
    Kelvin sign K, a Cyrillic А, a full-width Ａ)."""
    name = _NAMES.get(char)
    if char < "\x7f" and name:
        return name
    if name:
        return "U+%04X (%s)" % (ord(char), name)
    if unseen(char):
        return "U+%04X" % ord(char)
    if char > "\x7f":
        return "'%s' (U+%04X)" % (char, ord(char))
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
