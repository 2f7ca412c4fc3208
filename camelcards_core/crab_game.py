"""Crab Combat: one game for any rules (crab_rules), the puzzle's and every mistake's.  A game under the
puzzle's own rules is played by crab_fast, which knows things that other rules break; any other by the plain
loop here, whose every step is a field of its Rules.

A game under other rules may never end (plain Combat with a changed rule can cycle for ever): it is capped at
crab_rules.CAP rounds, all games counted, and then has no winner."""

from . import crab_fast
from .crab_fast import Outcome
from .crab_rules import CAP, PAUSE, PUZZLE, pausing_as, position, to_end


def play(deck1, deck2, part):
    """The puzzle's game of part `part` played to its end: its Outcome."""
    return to_end(playing(deck1, deck2, PUZZLE[part]))


class _Game:
    """One game on the stack: its decks, the positions it remembers, the cards on the table while a sub-game
    decides them, its rounds so far, its highest card when it remembers only the positions in which that
    card is drawn (else None), and the sub-games begun, all games counted, as it began."""

    __slots__ = ("deck1", "deck2", "seen", "drawn", "sub", "rounds", "highest", "begun")

    def __init__(self, deck1, deck2, seen, highest=None, begun=0):
        self.deck1, self.deck2, self.seen, self.highest = deck1, deck2, seen, highest
        self.drawn = None
        self.rounds = 0
        self.begun = begun


def playing(deck1, deck2, rules, cap=CAP, watch=None):
    """Play a game under `rules` to its end, yielding the rounds played so far (all games) and the sub-games
    begun every PAUSE rounds or so; returns its Outcome.  `watch(round, deck1, deck2, over)`, when given, sees
    the outermost game's decks before each of its rounds (0 for the first), and once more as it ends (with
    `over` true); it stops the game, which then returns None, by returning True.  The puzzle's rules, unwatched,
    are played by crab_fast."""
    if rules.puzzle and watch is None:
        return (yield from crab_fast.playing(deck1, deck2, 2 if rules.recursive else 1))
    return (yield from _playing(deck1, deck2, rules, cap, watch))


def _playing(deck1, deck2, rules, cap, watch):
    """`playing` by the rules' every step.  Sub-games live on an explicit stack."""
    memory = {} if rules.shared else None
    # A sub-game counts for its winner alone, and a position that comes back wins it for player 1 however
    # late that is seen: when positions are remembered whole and each game remembers its own, a sub-game
    # remembers only those in which its highest card is drawn, as crab_fast does (which says why).
    sparing = rules.remembered is position and memory is None
    # Sub-games on the same decks end alike, unless the memory of positions is shared: each is played once, and
    # its winner and the sub-games it began are kept, so that one met again counts those as crab_fast does.
    ended = {} if memory is None else None
    stack = []
    game = _Game(list(deck1), list(deck2), {} if memory is None else memory)
    played = sub_games = max_depth = 0
    pause = PAUSE
    won = rules.decided(game.deck1, game.deck2, True)
    if won is not None:
        if watch is not None and watch(0, game.deck1, game.deck2, True):
            return None
        return Outcome(won, game.deck1 if won == 1 else game.deck2, 0, 0, 0)
    while True:
        deck1, deck2, seen = game.deck1, game.deck2, game.seen
        outermost = not stack
        repeated = False
        if game.drawn is not None:  # the sub-game that the round drawn started has ended, won by `won`
            card1, card2 = game.drawn
            game.drawn = None
            repeated = not _finish(game, rules, won, card1, card2, True)
        entered = False
        while not repeated and deck1 and deck2:
            highest = game.highest
            if highest is not None:
                if deck1[0] == highest or deck2[0] == highest:
                    key = (tuple(deck1), tuple(deck2))
                    if key in seen:
                        repeated = True
                        break
                    seen[key] = True
            elif not rules.after:
                key = rules.remembered(deck1, deck2)
                if key in seen:
                    repeated = True
                    break
                seen[key] = True
            if outermost and watch is not None and watch(game.rounds, deck1, deck2, False):
                return None
            card1, card2 = deck1.pop(0), deck2.pop(0)
            played += 1
            if played > cap:
                return Outcome(None, [], game.rounds, sub_games, max_depth, capped=True)
            if played >= pause:
                pause = played + PAUSE
                yield played, sub_games
            sub = rules.sub_decks(deck1, deck2, card1, card2) if rules.recursive else None
            won = None if sub is None else rules.decided(sub[0], sub[1], False)
            if sub is not None:
                sub_games += 1
            if won is None and ended is not None and sub is not None:
                won, inside = ended.get((tuple(sub[0]), tuple(sub[1])), (None, 0))
                sub_games += inside
            if sub is not None and won is None and rules.right_sub_games:
                # The puzzle's Recursive Combat, which plays the sub-game as the puzzle says, faster
                outcome = yield from pausing_as(crab_fast.playing(sub[0], sub[1], 2), (played, sub_games))
                played += outcome.rounds
                sub_games += outcome.sub_games
                max_depth = max(max_depth, len(stack) + 1 + outcome.max_depth)
                won = outcome.winner
                if ended is not None:
                    ended[(tuple(sub[0]), tuple(sub[1]))] = won, outcome.sub_games
            if sub is not None and won is None:
                game.drawn = (card1, card2)
                game.sub = (tuple(sub[0]), tuple(sub[1]))
                stack.append(game)
                max_depth = max(max_depth, len(stack))
                top = max(sub[0] + sub[1]) if sparing else None
                game = _Game(sub[0], sub[1], {} if memory is None else memory, top, sub_games)
                entered = True
                break
            if sub is None:
                won = 1 if card1 > card2 else 2
            repeated = not _finish(game, rules, won, card1, card2, sub is not None)
        if entered:
            continue
        if outermost and watch is not None and watch(game.rounds, deck1, deck2, True):
            return None
        won = 1 if repeated or not deck2 else 2
        if outermost:
            if repeated and not rules.recursive:
                return Outcome(None, [], game.rounds, sub_games, max_depth)
            return Outcome(won, deck1 if won == 1 else deck2, game.rounds, sub_games, max_depth)
        begun = game.begun
        game = stack.pop()
        if ended is not None:
            ended[game.sub] = won, sub_games - begun


def _finish(game, rules, won, card1, card2, by_sub_game):
    """Put the cards of a round won by `won` under its winner's deck, and count the round; False when the
    position then comes back (rules.after), else True."""
    deck = game.deck1 if won == 1 else game.deck2
    deck.extend(rules.under(won, card1, card2, by_sub_game))
    game.rounds += 1
    if rules.after and game.highest is None:
        key = rules.remembered(game.deck1, game.deck2)
        if key in game.seen:
            return False
        game.seen[key] = True
    return True
