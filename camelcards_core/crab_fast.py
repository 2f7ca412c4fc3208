"""The puzzle's own games, Combat and Recursive Combat, played fast: one game loop for both parts, in which
part 2 lets a round start a sub-game.  Sub-games live on an explicit stack, so no depth can overflow the call
stack.  crab_game plays the puzzle's rules (crab_rules.PUZZLE) here; tests check that the rules-driven game
agrees."""

from .crab_rules import PAUSE, follow, score
from .words import grouped, plural


class Outcome:
    """How a game ended.  `winner` is 1 or 2, or None when plain Combat repeats a position and would go on
    for ever, or when a game under other rules was cut at crab_rules.CAP rounds (`capped`); `deck` is the
    winner's final deck.  `record` holds the winner of each round of the outermost game, one byte each, which
    is all a round-by-round view needs besides the starting decks (the puzzle's games keep it, and `repeat`,
    the round whose position came back)."""

    __slots__ = ("winner", "deck", "rounds", "sub_games", "max_depth", "record", "repeat", "capped")

    def __init__(self, winner, deck, rounds, sub_games, max_depth, record=None, repeat=None, capped=False):
        self.winner = winner
        self.deck = deck
        self.rounds = rounds
        self.sub_games = sub_games
        self.max_depth = max_depth
        self.record = record
        self.repeat = repeat
        self.capped = capped

    @property
    def score(self):
        """The winner's score under the puzzle's rules; None when there is no winner."""
        return None if self.winner is None else score(self.deck)

    def as_dict(self):
        score = self.score
        return {
            "winner": self.winner,
            "score": None if score is None else str(score),
            "deck": [str(card) for card in self.deck],
            "rounds": self.rounds,
            "sub_games": self.sub_games,
            "max_depth": self.max_depth,
            "ending": self.ending(),
        }

    def ending(self):
        """How the game ended, without its score (which a page shows apart)."""
        if self.winner is None:
            return "the position of round %s comes back after %s, so the game never ends" % (
                grouped(self.repeat + 1),
                plural(self.rounds, "round"),
            )
        ending = " when a position repeats" if self.repeat is not None else ""
        return "player %d wins after %s%s" % (self.winner, plural(self.rounds, "round"), ending)

    def describe(self):
        if self.winner is None:
            return "no winner: " + self.ending()
        return "%s with a score of %d" % (self.ending(), self.score)


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
    """Plays a game under the puzzle's rules of part `part` to its end, or to the first repeated position of
    plain Combat, pausing every PAUSE rounds or so to yield the rounds played so far (all games counted) and
    the sub-games begun; returns the Outcome.

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
    # The outermost game's sub-games as each began: (its round, the sub-games and the depth before it).  A
    # repeat is seen up to a cycle late, and those begun in the rounds past it do not count.
    begun = []
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
            # The decks are read from `drawn` on, where a round takes its cards, and cut only as the highest card
            # is drawn, once a cycle: list.pop(0) cost Pyodide, which calls such a method through a pointer, a
            # third of the game, where an item read by index and an append are run by the interpreter itself.
            # Player 1's count is kept as it changes.
            held = len(deck1) + len(deck2) - 2  # the cards in the decks while two are on the table
            count1 = len(deck1)
            drawn = 0
            while count1:
                count1 -= 1
                card1 = deck1[drawn]
                card2 = deck2[drawn]
                drawn += 1
                if card2 == highest:
                    deck2.append(card2)
                    deck2.append(card1)
                    del deck1[:drawn], deck2[:drawn]
                    drawn = 0
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
                    deck1.append(card1)
                    deck1.append(card2)
                    count1 += 2
                else:
                    deck2.append(card2)
                    deck2.append(card1)
            else:
                played += mark - deck2.index(highest, drawn) + drawn
            del deck1[:drawn], deck2[:drawn]
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
                    late = (each[1:] for each in begun if each[0] >= rounds)
                    sub_games, max_depth = next(late, (sub_games, max_depth))
                    if repeat is not None and not recursive:
                        return Outcome(None, [], rounds, sub_games, max_depth, record[:rounds], repeat)
                    return Outcome(winner, position[winner - 1], rounds, sub_games, max_depth, record[:rounds], repeat)
        if game.drawn is not None:  # the round drew enough cards to open a sub-game
            card1, card2 = game.drawn
            sub1, sub2 = deck1[:card1], deck2[:card2]
            if not stack:
                begun.append((len(game.record), sub_games, max_depth))
            sub_games += 1
            # crab_rules.decided_at_once(sub1, sub2), written out rather than called: the sub-game needs the highest
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
