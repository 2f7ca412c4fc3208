"""How numbers and counts are written for people, the same in the core's sentences and on the page."""


def grouped(n):
    """An int with its digits in groups of three: 253,166,649."""
    digits = str(n)
    sign, digits = ("-", digits[1:]) if digits[:1] == "-" else ("", digits)
    head = len(digits) % 3 or 3
    return sign + ",".join([digits[:head]] + [digits[i : i + 3] for i in range(head, len(digits), 3)])


def plural(n, word, words=None):
    """'1 hand', '2 hands', '1,000 hands'; `words` is the plural when it is not `word` + 's'."""
    return "%s %s" % (grouped(n), word if n == 1 else words or word + "s")


def listed(items):
    """'A', 'A and B', 'A, B and C'."""
    items = list(items)
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


_TIMES = {1: "once", 2: "twice"}


def times(count):
    """'once', 'twice', '3 times': how often a label appears, in words that cannot be read as arithmetic."""
    return _TIMES.get(count) or "%d times" % count


def capital(words):
    """`words` as a sentence begins."""
    return words[:1].upper() + words[1:]
