"""A number as a person types it, an answer to check: read as text, and turned into an int only when it can
be an answer at all.  Text to int and int to text take time quadratic in the digits on MicroPython (200,000
digits: most of a minute), and CPython refuses either beyond 4,300 digits; but a number with more digits than
an int that no answer exceeds is larger than every answer, which its length alone says."""

from .blanks import BLANKS

# What people put between the digits of a number, as they write it: commas, spaces (plain, no-break, thin),
# underscores, apostrophes; and blanks of any other kind (`BLANKS`), which are rare.
SEPARATORS = ", \u00a0\u2009\u202f_'"
DIGITS = "0123456789"


def read_number(text, example=6440):
    """A person's answer, as typed: its digits, without separators or leading zeros; ValueError when it is
    not a whole number.  Whole-string operations only, which read a million characters in milliseconds."""
    digits = _without(text.strip(), SEPARATORS)
    if not digits or digits.strip(DIGITS):  # blanks of other kinds too (strip() may know ASCII's alone)
        digits = _without(text, SEPARATORS + BLANKS)
    if not digits or digits.strip(DIGITS):
        raise ValueError("type your answer as a whole number, such as %d" % example)
    return digits.lstrip("0") or "0"


def _without(text, characters):
    for character in characters:
        text = text.replace(character, "")
    return text


class Number:
    """A number typed: its `digits` (as read_number gives them) and `value`, its int, or None when it has more
    digits than `most`, an int that no answer exceeds: then it is larger than every answer."""

    __slots__ = ("digits", "value")

    def __init__(self, digits, most):
        self.digits = digits
        self.value = int(digits) if len(digits) <= len(str(most)) else None
