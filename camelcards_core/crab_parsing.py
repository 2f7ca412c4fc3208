"""Crab Combat's decks read from a puzzle input, as parsing.py reads Camel Cards' hands: both decks, top card
first, or every problem named by its line."""

from .problems import MAX_PROBLEMS, InvalidInput, Problem, describe, lines_of
from .sorting import spread

# A card's digits at most: any card above the number of cards in play plays alike, and a number of thousands
# of digits would take long to read (CPython refuses one of over 4,300).
MAX_CARD_DIGITS = 100


def _heading(line):
    """What a line that heads a deck says: (the player it names, or None when it is not spelled 'Player N:'),
    or False when it heads nothing."""
    if line[:6].lower() != "player":
        return False
    number = line[7:-1]
    if line[:7] == "Player " and line[-1:] == ":" and number and not number.strip("0123456789"):
        return int(number)
    return None


def parse(text, limit=MAX_PROBLEMS):
    """Both decks, top card first, or InvalidInput naming each problem's line.  A deck is its heading and
    its cards; a blank line ends it, and the next line must then be the other heading.  A heading that is
    wrong is named and taken as the one expected, so that the lines after it are read as meant."""
    problems = []
    decks = ([], [])
    header_lines = [0, 0]
    player = 0
    ended = False  # a blank line has ended the deck being read
    astray = False  # the cards under a third heading, already named, are not read
    lines = lines_of(text)
    cards, numbers = [], []  # every card dealt, and its line, to find a card dealt twice
    for number, raw in enumerate(lines, 1):
        line = raw.rstrip(" ")
        if not line:
            ended = ended or player > 0
            continue
        named = _heading(line)
        if named is not False:
            expected = player + 1
            if expected > 2:
                problems.append(Problem(number, 1, raw, "only two players play; this is a third heading"))
                astray = True
            else:
                if named is None:
                    message = "expected 'Player %d:' here, spelled so: a capital P, a space, %d and a colon"
                    problems.append(Problem(number, 1, raw, message % (expected, expected)))
                elif named != expected:
                    message = (
                        "only two players play: expected 'Player %d:' here"
                        if named > 2
                        else "expected 'Player %d:' here"
                    )
                    problems.append(Problem(number, 1, raw, message % expected))
                player, ended = expected, False
                header_lines[player - 1] = number
        elif astray:
            continue
        elif not player:
            problems.append(Problem(number, 1, raw, "expected 'Player 1:' before the cards"))
        elif ended:
            problems.append(
                Problem(
                    number,
                    1,
                    raw,
                    "a blank line ends player %d's deck; %s"
                    % (player, "put 'Player 2:' before these cards" if player == 1 else "player 2's deck is the last"),
                )
            )
            ended = False  # one problem for the cards after a blank line, not one a card
        elif not line.strip("0123456789") and len(line.lstrip("0")) > MAX_CARD_DIGITS:
            problems.append(Problem(number, 1, raw, "a card has at most %d digits" % MAX_CARD_DIGITS))
        elif not line.strip("0123456789"):
            card = int(line)
            if not card:
                problems.append(Problem(number, 1, raw, "card 0 is not dealt; cards are numbered from 1"))
            else:
                decks[player - 1].append(card)
                cards.append(card)
                numbers.append(number)
        else:
            bad = len(line) - len(line.lstrip("0123456789"))
            problems.append(
                Problem(
                    number,
                    bad + 1,
                    raw,
                    "%s is not part of a card; a card is a whole number such as 9" % describe(line[bad]),
                )
            )
        if len(problems) >= limit:
            break
    problems += _dealt_twice(cards, numbers, lines)
    if not problems:
        for index in (0, 1):
            if not header_lines[index]:
                problems.append(
                    Problem(max(1, len(lines)), 1, "", "'Player %d:' and its deck are missing" % (index + 1))
                )
            elif not decks[index]:
                problems.append(
                    Problem(
                        header_lines[index], 1, "Player %d:" % (index + 1), "player %d's deck is empty" % (index + 1)
                    )
                )
    if problems:
        # In line order, and in the order found within a line (MicroPython's sort is not stable).
        order = sorted(range(len(problems)), key=lambda i: (problems[i].line, i))
        raise InvalidInput([problems[i] for i in order[:limit]])
    return decks


def _dealt_twice(cards, numbers, lines):
    """A problem for each card dealt again, on the line that deals it again.  Sorted, equal cards stand side
    by side: a dict or set of many cards would take MicroPython quadratic time (its hash tables fill up
    before they grow), and sorting takes it well under a second for 200,000 cards."""
    ordered = spread(cards[:])
    ordered.sort()
    again = {ordered[i] for i in range(1, len(ordered)) if ordered[i] == ordered[i - 1]}
    if not again:
        return []
    first, found = {}, []
    for card, number in zip(cards, numbers):
        if card not in again:
            continue
        if card in first:
            message = "card %d is already dealt on line %d; every card is unique" % (card, first[card])
            found.append(Problem(number, 1, lines[number - 1], message))
        else:
            first[card] = number
    return found
