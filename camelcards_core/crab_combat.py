"""Crab Combat (Advent of Code 2020, day 22): Combat and Recursive Combat share one game loop, which takes the
round rule as a parameter.  Sub-games live on an explicit stack, so no depth can overflow the call stack.

python -m camelcards_core.crab_combat FILE [--part 1|2]"""

from .problems import MAX_PROBLEMS, InvalidInput, Problem, describe, lines_of

SUB_GAME = 0


class Outcome:
    """How a game ended.  `winner` is 1 or 2, or None when plain Combat repeats a position and would go on
    for ever; `deck` is the winner's final deck."""

    __slots__ = ("winner", "deck", "rounds", "sub_games", "max_depth")

    def __init__(self, winner, deck, rounds, sub_games, max_depth):
        self.winner = winner
        self.deck = deck
        self.rounds = rounds
        self.sub_games = sub_games
        self.max_depth = max_depth

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
        }

    def describe(self):
        if self.winner is None:
            return "no winner: the game repeats after %d rounds" % self.rounds
        return "player %d wins after %d rounds with a score of %d" % (self.winner, self.rounds, self.score)


def higher_card(card1, card2, deck1, deck2):
    """Combat: the higher card takes the round."""
    return 1 if card1 > card2 else 2


def recursive(card1, card2, deck1, deck2):
    """Recursive Combat: a sub-game decides when both players hold at least as many cards as they drew."""
    if len(deck1) >= card1 and len(deck2) >= card2:
        return SUB_GAME
    return 1 if card1 > card2 else 2


class _Game:
    __slots__ = ("decks", "seen", "rounds", "drawn")

    def __init__(self, deck1, deck2):
        self.decks = (deck1, deck2)
        self.seen = set()
        self.rounds = 0
        self.drawn = None

    def ended(self):
        """1 or 2 when a deck is empty, REPEAT when this position was seen before, else None."""
        deck1, deck2 = self.decks
        if not deck2:
            return 1
        if not deck1:
            return 2
        position = (tuple(deck1), tuple(deck2))
        if position in self.seen:
            return REPEAT
        self.seen.add(position)
        return None

    def draw(self):
        self.rounds += 1
        self.drawn = (self.decks[0].pop(0), self.decks[1].pop(0))
        return self.drawn

    def award(self, winner):
        card1, card2 = self.drawn
        self.decks[winner - 1].extend((card1, card2) if winner == 1 else (card2, card1))


REPEAT = -1
# Each part: the round rule, and who wins a game whose position repeats (None: nobody, it never ends).
PARTS = {1: (higher_card, None), 2: (recursive, 1)}


def play(deck1, deck2, part):
    """Plays a game under one part's rules to its end, or to the first repeated position of plain Combat."""
    round_rule, repeat_winner = PARTS[part]
    stack = [_Game(list(deck1), list(deck2))]
    sub_games = max_depth = 0
    finished = None
    while True:
        game = stack[-1]
        if finished is not None:
            winner, finished = finished, None
        else:
            ended = game.ended()
            if ended == REPEAT:
                if repeat_winner is None:
                    return Outcome(None, [], game.rounds, sub_games, max_depth)
                ended = repeat_winner
            if ended:
                stack.pop()
                if not stack:
                    return Outcome(ended, game.decks[ended - 1], game.rounds, sub_games, max_depth)
                finished = ended
                continue
            card1, card2 = game.draw()
            deck1, deck2 = game.decks
            winner = round_rule(card1, card2, deck1, deck2)
            if winner == SUB_GAME:
                sub_games += 1
                max_depth = max(max_depth, len(stack))
                sub1, sub2 = deck1[:card1], deck2[:card2]
                if max(sub1) > max(sub2):
                    # Player 1 holds the highest card: it exceeds the cards in play, so it never starts a
                    # sub-game and is never lost, and player 2 cannot win; the sub-game need not be played.
                    winner = 1
                else:
                    stack.append(_Game(sub1, sub2))
                    continue
        game.award(winner)


def parse(text, limit=MAX_PROBLEMS):
    """Both decks, top card first, or InvalidInput naming each problem's line."""
    problems = []
    decks = ([], [])
    header_lines = [0, 0]
    player = 0
    seen = {}
    lines = lines_of(text)
    for number, raw in enumerate(lines, 1):
        line = raw.rstrip(" ")
        if not line:
            continue
        if line in ("Player 1:", "Player 2:"):
            expected = player + 1
            if int(line[7]) != expected:
                problems.append(Problem(number, 1, raw, "expected 'Player %d:' here" % expected if expected <= 2 else "only two players play"))
            elif expected <= 2:
                player = expected
                header_lines[player - 1] = number
        elif not player:
            problems.append(Problem(number, 1, raw, "expected 'Player 1:' before the cards"))
        elif not line.strip("0123456789"):
            card = int(line)
            if card in seen:
                problems.append(Problem(number, 1, raw, "card %d is already dealt on line %d; every card is unique" % (card, seen[card])))
            else:
                seen[card] = number
                decks[player - 1].append(card)
        else:
            bad = len(line) - len(line.lstrip("0123456789"))
            problems.append(Problem(number, bad + 1, raw, "%s is not part of a card; a card is a whole number such as 9" % describe(line[bad])))
        if len(problems) >= limit:
            break
    if not problems:
        for index in (0, 1):
            if not header_lines[index]:
                problems.append(Problem(max(1, len(lines)), 1, "", "'Player %d:' and its deck are missing" % (index + 1)))
            elif not decks[index]:
                problems.append(Problem(header_lines[index], 1, "Player %d:" % (index + 1), "player %d's deck is empty" % (index + 1)))
    if problems:
        raise InvalidInput(problems)
    return decks


def solve(text, part):
    deck1, deck2 = parse(text)
    return play(deck1, deck2, part)


def main(argv=None):
    import sys

    from .cli import parser, read_text

    args = parser("Crab Combat (Advent of Code 2020, day 22): the winner's score in Combat and Recursive Combat.").parse_args(argv)
    decks = parse(read_text(args.file))
    failed = False
    for part in (args.part,) if args.part else (1, 2):
        outcome = play(decks[0], decks[1], part)
        failed = failed or outcome.winner is None
        if args.part and outcome.winner is not None:
            print(outcome.score)
        elif args.part:
            print(outcome.describe(), file=sys.stderr)
        else:
            print("Part %d: %s" % (part, outcome.score if outcome.winner else outcome.describe()))
            if part == 2:
                print("  %s; %d sub-games, %d deep at most" % (outcome.describe(), outcome.sub_games, outcome.max_depth))
    return 1 if failed else 0


if __name__ == "__main__":
    import sys

    from .cli import run

    sys.exit(run(main))
