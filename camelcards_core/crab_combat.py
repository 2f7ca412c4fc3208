"""Crab Combat (Advent of Code 2020, day 22): Combat and Recursive Combat share one game loop, in which part 2
lets a round start a sub-game.  Sub-games live on an explicit stack, so no depth can overflow the call stack.

crab-combat FILE [--part 1|2], or python -m camelcards_core.crab_combat (cli.py)"""

from .problems import MAX_PROBLEMS, InvalidInput, Problem, describe, lines_of
from .sorting import spread
from .words import grouped, plural

# A card's digits at most: any card above the number of cards in play plays alike, and a number of thousands
# of digits would take long to read (CPython refuses one of over 4,300).
MAX_CARD_DIGITS = 100
# Play pauses every 4,096 rounds or so, so that its caller may report progress or stop.
PAUSE = 4095


class Outcome:
    """How a game ended.  `winner` is 1 or 2, or None when plain Combat repeats a position and would go on
    for ever; `deck` is the winner's final deck.  `record` holds the winner of each round of the outermost
    game, one byte each, which is all a round-by-round view needs besides the starting decks."""

    __slots__ = ("winner", "deck", "rounds", "sub_games", "max_depth", "record", "repeat")

    def __init__(self, winner, deck, rounds, sub_games, max_depth, record, repeat):
        self.winner = winner
        self.deck = deck
        self.rounds = rounds
        self.sub_games = sub_games
        self.max_depth = max_depth
        self.record = record
        self.repeat = repeat

    @property
    def score(self):
        """Σ card × position from the bottom; None when there is no winner."""
        if self.winner is None:
            return None
        size = len(self.deck)
        return sum(card * (size - i) for i, card in enumerate(self.deck))

    def as_dict(self):
        score = self.score
        return {
            "winner": self.winner,
            "score": None if score is None else str(score),
            "deck": [str(card) for card in self.deck],
            "rounds": self.rounds,
            "sub_games": self.sub_games,
            "max_depth": self.max_depth,
            "caption": self.describe(),
        }

    def describe(self):
        if self.winner is None:
            return "no winner: the position of round %s comes back after %s, so the game never ends" % (
                grouped(self.repeat + 1),
                plural(self.rounds, "round"),
            )
        ending = " when a position repeats" if self.repeat is not None else ""
        return "player %d wins after %s%s with a score of %d" % (
            self.winner,
            plural(self.rounds, "round"),
            ending,
            self.score,
        )


class _Game:
    """One game on the stack: its decks, its highest card, the cards on the table while a sub-game decides
    them, and the positions seen when that card was drawn.  A game in which player 2 keeps the highest card
    (`kept`) needs no more; any other also keeps its starting decks and the winner of each round, for
    finding where a repeat began, and maps each position seen to its round.  `mark` is what the count of
    rounds played has taken in: where the kept card lay when last counted, or else the rounds recorded."""

    __slots__ = ("deck1", "deck2", "highest", "drawn", "kept", "seen", "start", "record", "mark")

    def __init__(self, deck1, deck2, highest, kept):
        self.deck1, self.deck2 = deck1, deck2
        self.highest = highest
        self.drawn = None
        self.kept = kept
        if kept:
            self.seen = set()
            self.mark = deck2.index(highest)
        else:
            self.seen = {}
            self.start = (deck1[:], deck2[:])
            self.record = bytearray()
            self.mark = 0


def _position(*numbers):
    """A position as one flat tuple.  MicroPython makes a call's star-arguments from a list at once, where
    tuple() takes its items one at a time: the position cost it more than the rest of a round."""
    return numbers


def decided_at_once(sub1, sub2):
    """Whether player 1 wins the sub-game on these decks without playing it.  They do when they hold its
    highest card and that card is at least the number of cards in play (as it is when the cards are
    distinct and positive): it then never starts a sub-game of its own and is never lost, and player 2
    cannot win."""
    return bool(sub1 and sub2) and max(sub2) < max(sub1) >= len(sub1) + len(sub2)


def follow(deck1, deck2, record):
    """Play the rounds whose winners `record` holds (1 or 2 a round) on the decks, in place: what a game's
    record needs, with its starting decks, to reach any of its positions."""
    for won in record:
        card1, card2 = deck1.pop(0), deck2.pop(0)
        if won == 1:
            deck1 += (card1, card2)
        else:
            deck2 += (card2, card1)


def _first_repeat(game, cycle):
    """The round whose position is the first to come back, and that position, given the length of the
    cycle: the game's recorded winners followed from its start in two copies, one `cycle` rounds ahead of
    the other, until they meet."""
    behind = (game.start[0][:], game.start[1][:])
    ahead = (game.start[0][:], game.start[1][:])
    record = game.record
    follow(ahead[0], ahead[1], record[:cycle])
    first = 0
    while behind != ahead:
        follow(behind[0], behind[1], record[first : first + 1])
        follow(ahead[0], ahead[1], record[first + cycle : first + cycle + 1])
        first += 1
    return first, behind


def playing(deck1, deck2, part):
    """Plays a game under one part's rules to its end, or to the first repeated position of plain Combat,
    pausing every PAUSE rounds or so to yield the rounds played so far (all games counted) and the sub-games
    begun; returns the Outcome.

    In part 2 a round starts a sub-game when both players hold at least as many cards as they drew.
    Sub-games live on an explicit stack, so no depth can overflow the call stack.

    A repeat is found without keeping every position.  A deck is a queue, so while a game goes round a
    cycle, every card in it is drawn within as many rounds as the deck is long, the game's highest card
    too.  Only the positions in which that card is drawn are kept, then: the first to come back does so
    exactly one cycle later, at most a deck's length after the cycle began.  For the outermost game, the
    record of winners then finds the very round where the cycle began.

    A sub-game in which player 2 alone holds the highest card, and it is at least the number of cards in
    play, is played by a loop of its own: that card wins every round it is drawn in and never opens a
    sub-game, so player 2 keeps it and never runs out, and only a repeat can make player 1 the winner.  Most
    of Recursive Combat's rounds are played in such sub-games, and the loop does no more than each round
    needs: it keeps no record, and tells the rounds played from where the highest card lies."""
    recursive = part == 2
    stack = []
    game = _Game(list(deck1), list(deck2), max(list(deck1) + list(deck2) or [0]), False)
    played = sub_games = max_depth = 0  # played: the rounds of all games counted so far
    pause = PAUSE
    decided = None  # the winner of the sub-game that just ended
    while True:
        deck1, deck2, highest, seen = game.deck1, game.deck2, game.highest, game.seen
        if decided is not None:  # the cards on the table go to the sub-game's winner
            card1, card2 = game.drawn
            if decided == 1:
                deck1 += (card1, card2)
            else:
                deck2 += (card2, card1)
            if not game.kept:
                game.record.append(decided)
            decided = game.drawn = None
        if game.kept:
            # Each round draws one of player 2's cards, so the rounds since the highest card was last drawn
            # are told by where it lies (`mark`: where it lay then).  The position after a round it wins
            # stands for the position before: each tells the other.
            mark = game.mark
            winner = 2
            # MicroPython, which plays until Pyodide has started, spent most of such a round looking up the
            # decks' methods and lengths: they are taken once, and player 1's count is kept as it changes.
            pop1, pop2, push1, push2 = deck1.pop, deck2.pop, deck1.append, deck2.append
            held = len(deck1) + len(deck2) - 2  # the cards in the decks while two are on the table
            count1 = len(deck1)
            while count1:
                count1 -= 1
                card1, card2 = pop1(0), pop2(0)
                if card2 == highest:
                    push2(card2)
                    push2(card1)
                    played += mark + 1
                    mark = held - count1
                    before = len(seen)
                    seen.add(_position(count1, *deck1, *deck2))
                    if len(seen) == before:
                        winner = 1
                        break
                    if played >= pause:
                        pause = played + PAUSE
                        yield played, sub_games
                elif count1 >= card1 and held - count1 >= card2:
                    game.drawn = (card1, card2)
                    game.mark = mark
                    break
                elif card1 > card2:
                    push1(card1)
                    push1(card2)
                    count1 += 2
                else:
                    push2(card2)
                    push2(card1)
            else:
                played += mark - deck2.index(highest)
        else:
            record = game.record
            append = record.append
            repeat = None
            while deck1 and deck2:
                card1, card2 = deck1.pop(0), deck2.pop(0)
                if card1 == highest or card2 == highest:
                    position = _position(card1, card2, len(deck1), *deck1, *deck2)
                    before = seen.get(position)
                    if before is not None:
                        repeat = before
                        if not stack:  # a sub-game's winner is all that counts
                            repeat, position = _first_repeat(game, len(record) - before)
                        break
                    seen[position] = len(record)
                if recursive and len(deck1) >= card1 and len(deck2) >= card2:
                    game.drawn = (card1, card2)
                    break
                if card1 > card2:
                    deck1.append(card1)
                    deck1.append(card2)
                    append(1)
                else:
                    deck2.append(card2)
                    deck2.append(card1)
                    append(2)
                if not len(record) & PAUSE:
                    yield played + len(record) - game.mark, sub_games
            else:
                position = (deck1, deck2)
            played += len(record) - game.mark
            game.mark = len(record)
            if game.drawn is None:
                winner = 1 if repeat is not None or position[0] else 2
                if not stack:
                    rounds = len(record) if repeat is None else repeat + len(record) - before
                    if repeat is not None and not recursive:
                        return Outcome(None, [], rounds, sub_games, max_depth, record[:rounds], repeat)
                    return Outcome(winner, position[winner - 1], rounds, sub_games, max_depth, record[:rounds], repeat)
        if game.drawn is not None:  # the round drew enough cards to open a sub-game
            card1, card2 = game.drawn
            sub1, sub2 = deck1[:card1], deck2[:card2]
            sub_games += 1
            # decided_at_once(sub1, sub2), written out rather than called: the sub-game needs the highest
            # cards anyway, and the test of sub-games deeper than the call stack allows leaves this loop only
            # a few frames.
            top1 = max(sub1) if sub1 else -1
            top2 = max(sub2) if sub2 else -1
            if top2 < top1 >= card1 + card2:
                decided = 1
            else:
                stack.append(game)
                max_depth = max(max_depth, len(stack))
                kept = bool(sub1) and top1 < top2 >= card1 + card2 and sub2.count(top2) == 1
                game = _Game(sub1, sub2, max(top1, top2), kept)
            continue
        if played >= pause:
            pause = played + PAUSE
            yield played, sub_games
        game = stack.pop()
        decided = winner


def play(deck1, deck2, part):
    """`playing` without pauses."""
    game = playing(deck1, deck2, part)
    while True:
        try:
            next(game)
        except StopIteration as end:
            return end.value


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


def solve(text, part):
    deck1, deck2 = parse(text)
    return play(deck1, deck2, part)


if __name__ == "__main__":
    from camelcards_core.cli import crab_combat

    crab_combat()
