"""Reads `HAND BID` lines under the input policy in the README: accept what is unambiguous, name the rest."""

from .problems import MAX_PROBLEMS, InvalidInput, Problem, describe, lines_of
from .rules import LABELS

DIGITS = "0123456789"
# CPython refuses to turn ints of over 4300 digits into text; a total is a few digits longer than its bids.
MAX_BID_DIGITS = 4000


try:
    from collections import Counter as _count  # C-accelerated where the runtime has it (not MicroPython)
except ImportError:

    def _count(items):
        counts = {}
        for item in items:
            counts[item] = counts.get(item, 0) + 1
        return counts


class Hands:
    """One entry per input line, plus each distinct hand's bid and, for hands that stand on several lines
    (with one bid, else the input is refused), how many times; repeats take consecutive ranks."""

    __slots__ = ("cards", "bids", "lines", "bid_of", "copies")

    def __init__(self, cards, bids, lines):
        self.cards = cards
        self.bids = bids
        self.lines = lines
        self.bid_of = dict(zip(cards, bids))
        self.copies = _count(cards) if len(self.bid_of) < len(cards) else {}

    def __len__(self):
        return len(self.cards)


def _diagnose(line):
    """Column and message for a line the fast check refused."""
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


def _parse_clean(lines):
    """Hands when every line is exactly `HAND BID` and each hand has one bid, checked with whole-input string
    operations, several times faster than a loop over the lines; None sends the input to `_read_lines`."""
    count = len(lines)
    if "".join([line[5:6] for line in lines]) != " " * count:
        return None
    cards = [line[:5] for line in lines]
    joined = "".join(cards)
    if len(joined) != 5 * count or joined.strip(LABELS):
        return None
    bid_texts = [line[6:] for line in lines]
    if "".join(bid_texts).strip(DIGITS) or not 0 < min(map(len, bid_texts)) <= max(map(len, bid_texts)) <= MAX_BID_DIGITS:
        return None
    hands = Hands(cards, list(map(int, bid_texts)), list(range(1, count + 1)))
    if hands.copies and list(map(hands.bid_of.__getitem__, cards)) != hands.bids:
        return None
    return hands


def _read_lines(lines, limit):
    """Hands, line by line, or the problems of the first lines that have one."""
    cards, bids, numbers = [], [], []
    first = {}
    problems = []
    for number, line in enumerate(lines, 1):
        if line[-1:] == " ":
            line = line.rstrip(" ")
        if 6 < len(line) <= 6 + MAX_BID_DIGITS and line[5] == " " and not line[:5].strip(LABELS) and not line[6:].strip(DIGITS):
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


def parse(text, limit=MAX_PROBLEMS):
    """Hands from the text, or InvalidInput listing up to `limit` problems."""
    lines = lines_of(text)
    hands = _parse_clean(lines) if lines else None
    return hands if hands is not None else _read_lines(lines, limit)
