"""Blanks as CPython reads them, on every runtime: MicroPython's str.isspace() and str.strip() know only ASCII's,
and its str.strip(chars) strips the bytes of the characters named, cutting in two a character that ends in one of
them (the "é" of "café")."""

# Every character Python's str.isspace() holds to be blank.
BLANKS = (
    " \t\n\r\x0b\x0c\x1c\x1d\x1e\x1f\x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008"
    "\u2009\u200a\u2028\u2029\u202f\u205f\u3000"
)


def blank(text):
    """Whether `text` holds blanks alone."""
    for character in text:
        if character not in BLANKS:
            return False
    return True
