"""Reads `HAND BID` lines under the input policy in the README: accept what is unambiguous, name the rest."""

from .labels import LABELS
from .problems import MAX_PROBLEMS, InvalidInput, Problem, describe, lines_of
from .ranking import Conflict, rank
from .rules import FAST, PARTS

DIGITS = "0123456789"
# CPython refuses to turn ints of over 4300 digits into text; a total is a few digits longer than its bids.
MAX_BID_DIGITS = 4000

# CPython and Pyodide check a whole clean input with one regular expression; MicroPython, whose re knows no
# {m,n}, with a few whole-string operations.  Both split it with str.split.
if FAST:
    import re
    from operator import add

    # Possessive repeats: a clean input never needs backtracking, and 10 MB are checked in some 40 ms.
    _CLEAN = re.compile(r"(?:[%s]{5} [0-9]{1,%d}+\n)++" % (LABELS, MAX_BID_DIGITS))


class Hands:
    """One entry per input line: its cards, its bid and its line number; repeats take consecutive ranks.
    `ranked` keeps the ranking of part 1 that reading made to find a hand with two bids."""

    __slots__ = ("cards", "bids", "lines", "ranked", "_distinct", "_joined")

    def __init__(self, cards, bids, lines):
        self.cards = cards
        self.bids = bids
        self.lines = lines
        self.ranked = {}
        self._distinct = None
        self._joined = None

    @property
    def distinct(self):
        """The hands, each once."""
        if self._distinct is None:
            self._distinct = set(self.cards)
        return self._distinct

    def joined(self):
        """The hands' cards back to back, as ASCII bytes: what Rules.identities reads."""
        if self._joined is None:
            self._joined = "".join(self.cards).encode()
        return self._joined

    def __len__(self):
        return len(self.cards)

    def __getitem__(self, index):
        """An entry as (cards, bid), or a list of them for a slice: hands[0] in the Code tab's prompt."""
        if isinstance(index, slice):
            return list(zip(self.cards[index], self.bids[index]))
        try:
            return self.cards[index], self.bids[index]
        except IndexError:
            raise IndexError("hands has %d entries, from hands[0] to hands[%d]" % (len(self), len(self) - 1)) from None

    def __repr__(self):
        """What the Code tab's prompt shows of `hands`: how many, and the first few."""
        shown = ", ".join("(%r, %d)" % entry for entry in self[:3])
        return "<Hands: %d entries: %s%s>" % (len(self), shown, ", …" if len(self) > 3 else "")


# What a line's problem is when it is a lone carriage return, which a box shows as a line's end (old Mac files
# end their lines so): not the character it stands in place of.
LONE_CR = "a carriage return alone ends no line here: lines end with LF or CRLF, as saved today"


def _diagnose(line):
    """Column and message for a line the fast check refused."""
    column, message = _first_problem(line)
    return (column, LONE_CR) if line[column - 1 : column] == "\r" else (column, message)


def _first_problem(line):
    for i in range(min(len(line), 5)):
        char = line[i]
        if char in LABELS:
            continue
        if i == 0 and char == " ":
            return 1, "the line starts with a space; expected a hand such as 32T3K"
        if char == " ":
            return i + 1, "a hand has 5 cards, found %d" % i
        if char.upper() in LABELS:
            return i + 1, "%s is not a card label (labels are upper-case: %s)" % (describe(char), char.upper())
        return i + 1, "%s is not a card label (expected one of %s)" % (describe(char), LABELS)
    if len(line) < 5:
        return len(line) + 1, "a hand has 5 cards, found %d" % len(line)
    if len(line) == 5:
        return 6, "the bid is missing after the hand"
    if line[5] in LABELS:
        return 6, "a hand has 5 cards, found more"
    if line[5] != " ":
        return 6, "expected a space between the hand and the bid, found %s" % describe(line[5])
    bid = line[6:]
    if not bid:
        return 7, "the bid is missing after the hand"
    if bid[0] == " ":
        return 7, "expected one space between the hand and the bid, found more"
    digits = len(bid) - len(bid.lstrip(DIGITS))
    if digits < len(bid):
        char = bid[digits]
        if digits and char == " ":
            return 7 + digits, "unexpected text after the bid"
        return 7 + digits, "%s is not a digit; a bid is a whole number such as 765" % describe(char)
    return 7, "the bid has %d digits; at most %d are accepted" % (len(bid), MAX_BID_DIGITS)


def _read_lines(lines, limit):
    """Hands, line by line, or the problems of the first lines that have one."""
    cards, bids, numbers = [], [], []
    first = {}
    problems = []
    for number, line in enumerate(lines, 1):
        if line[-1:] == " ":
            line = line.rstrip(" ")
        if (
            6 < len(line) <= 6 + MAX_BID_DIGITS
            and line[5] == " "
            and not line[:5].strip(LABELS)
            and not line[6:].strip(DIGITS)
        ):
            hand = line[:5]
            bid = int(line[6:])
            seen = first.get(hand)
            if seen is None:
                first[hand] = len(cards)
            elif bids[seen] != bid:
                message = "%s also stands on line %d with bid %d; one hand with two bids has no defined rank"
                problems.append(Problem(number, 7, line, message % (hand, numbers[seen], bids[seen])))
            cards.append(hand)
            bids.append(bid)
            numbers.append(number)
        elif not line:
            problems.append(Problem(number, 1, line, "blank line between hands"))
        else:
            column, message = _diagnose(line)
            problems.append(Problem(number, column, line, message))
        if len(problems) >= limit:
            break
    if not problems and not cards:
        problems.append(Problem(1, 1, "", "no hands: paste lines such as 32T3K 765"))
    if problems:
        raise InvalidInput(problems)
    return Hands(cards, bids, numbers)


def _whole_input(text):
    """Hands when the whole text is `HAND BID` lines and each hand has one bid, found with whole-input
    operations; None sends the input down the line-by-line way, which names what is wrong.  A UTF-8 BOM,
    CRLF line ends and blank lines or spaces at the very end are accepted here too."""
    if text[:1] == "\ufeff":
        text = text[1:]
    if "\r" in text:
        text = text.replace("\r\n", "\n")
    # Only an end that needs it is mended: mending copies the whole text.
    if not text.endswith("\n") or text.endswith((" \n", "\n\n")):
        text = text.rstrip(" \n") + "\n"
    fields = text.split()
    count = len(fields) // 2
    cards, bid_texts = fields[0::2], fields[1::2]
    if FAST:
        if not _CLEAN.fullmatch(text):
            return None
    else:
        # MicroPython's re knows no {m,n}: check the parts, then that they rebuild the text exactly.
        joined = "".join(cards)
        if (
            not count
            or len(fields) != 2 * count
            or text.count("\n") != count
            or len(joined) != 5 * count
            or joined.strip(LABELS)
            or "".join(bid_texts).strip(DIGITS)
            or max(map(len, bid_texts)) > MAX_BID_DIGITS
            or "\n".join(map(" ".join, zip(cards, bid_texts))) + "\n" != text
        ):
            return None
    hands = Hands(cards, list(map(int, bid_texts)), range(1, count + 1))
    # Part 1 is ranked now, and kept.  A hand on several lines must have one bid: MicroPython's ranking finds
    # one as it groups equal hands; elsewhere, an input has as many distinct lines as distinct hands (whose
    # identities are distinct) unless a hand has two bids, or one bid written two ways (7 and 007), which the
    # line-by-line way tells apart.
    try:
        ranking = rank(hands, PARTS[1])
    except Conflict:
        return None
    if FAST and len(set(map(add, cards, bid_texts))) != len(set(ranking.keys)):
        return None
    hands.ranked[1] = ranking
    return hands


def parse(text, limit=MAX_PROBLEMS):
    """Hands from the text, or InvalidInput listing up to `limit` problems."""
    hands = None if not text or text.isspace() else _whole_input(text)
    return hands if hands is not None else _read_lines(lines_of(text), limit)
