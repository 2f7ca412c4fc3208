"""How numbers, counts and the games' parts are written for people, the same in the core's sentences and on
the page."""

# Each game, by its id (the core's one spelling of them; the page's is js/kept.js's GAMES, which a test holds
# equal), and what its two parts are called.
PARTS = {"camel": {1: "Part 1", 2: "Part 2"}, "crab": {1: "Combat", 2: "Recursive Combat"}}

# Why an address or a link that asks for the replay of a game other than these shows neither.
REPLAY_GAMES = "the replay has games 1 and 2 only"
# Why an address or a link that asks for a replay's sub-game or round without its game shows neither.
REPLAY_BESIDE = "a replay's sub-game and round are read only beside its game, replay=1 or replay=2"
# Why a field of an address or a link that lies past the fields read is not read.
PAST_READ = "it lies past the fields the page reads"

# A number of more digits than this is written shortened, to its first and last digits and how many it has:
# no one reads a million digits, and the page's main thread would take long to lay them out.
LONGEST_WRITTEN = 30


def grouped(n):
    """An int with its digits in groups of three: 253,166,649."""
    digits = str(n)
    sign, digits = ("-", digits[1:]) if digits[:1] == "-" else ("", digits)
    return sign + _grouped(digits, ",")


def _grouped(digits, separator):
    head = len(digits) % 3 or 3
    return separator.join([digits[:head]] + [digits[i : i + 3] for i in range(head, len(digits), 3)])


def written(digits, separator=","):
    """A whole number given as its decimal digits (a text, never turned into an int, which takes MicroPython
    minutes for a million digits), in groups of three joined by `separator`; beyond LONGEST_WRITTEN digits,
    only its first and last groups and how many digits it has: 9,999,999,…,999,999,999 (1,000,000 digits)."""
    if len(digits) <= LONGEST_WRITTEN:
        return _grouped(digits, separator)
    head = len(digits) % 3 or 3
    ends = _grouped(digits[: head + 6], separator), _grouped(digits[-9:], separator)
    return "%s%s…%s%s (%s digits)" % (ends[0], separator, separator, ends[1], grouped(len(digits)))


def plural(n, word, words=None):
    """'1 hand', '2 hands', '1,000 hands'; `words` is the plural when it is not `word` + 's'."""
    return "%s %s" % (grouped(n), word if n == 1 else words or word + "s")


def problem_count(count, more):
    """'1 problem', '3 problems'; 'at least 20 problems (the first 20 are listed)' when the reading stopped at them
    (`more`): an input is read for its first problems only."""
    if more:
        return "at least %s (the first %d are listed)" % (plural(count, "problem"), count)
    return plural(count, "problem")


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


def percent(part, whole):
    """`part` as a percentage of `whole` (ints, 0 <= part, 0 < whole), to two significant digits ("0.089%",
    "12%", "150%"), in integers alone, exact for numbers of any size; None below 0.01%, where the percentage
    says nothing the difference does not."""
    if part * 10_000 < whole:
        return None
    decimals = 0
    while decimals < 3 and part * 100 * 10**decimals < 10 * whole:  # fewer than two digits before the point
        decimals += 1
    scaled = (part * 100 * 10**decimals * 2 + whole) // (2 * whole)  # rounded half up
    if decimals and scaled == 100:  # 9.96% rounds to 10%
        decimals, scaled = decimals - 1, 10
    digits = str(scaled)
    digits = "0" * (decimals + 1 - len(digits)) + digits  # MicroPython's str has no rjust
    return "%s%%" % (digits[: len(digits) - decimals] + "." + digits[len(digits) - decimals :] if decimals else digits)


# How near a wrong answer is, in words that do not give the right one away: the bounds, as fractions
# (numerator, denominator) of the right answer, and what a difference within each is called.
NEAR = (
    (1, 1000, "very close: within 0.1% of the answer"),
    (1, 100, "close: within 1% of the answer"),
    (1, 10, "within 10% of the answer"),
)


def near(part, whole):
    """How large `part` (a difference, an int >= 0) is beside `whole` (> 0), in coarse words."""
    for numerator, denominator, words in NEAR:
        if part * denominator <= whole * numerator:
            return words
    return "more than 10% off"


def how_far(given, right):
    """How far a wrong answer `given` is from the `right` one (ints): `by`, the difference as `written`, and,
    when the right one is not 0, `percent` (None when under 0.01%) and `near`, in words that do not give the
    right one away."""
    off = abs(given - right)
    far = {"by": written(str(off))}
    if right:
        far["percent"], far["near"] = percent(off, abs(right)), near(off, abs(right))
    return far
