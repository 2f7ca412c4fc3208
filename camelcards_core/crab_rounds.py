"""A Crab Combat game round by round, for a person to step through: any game, the outermost or a sub-game
reached round by round, followed lazily from its starting decks and its record of winners (one byte a
round), with a saved position every CHECKPOINT rounds.  No other position is kept."""

from .crab_game import play
from .crab_rules import decided_at_once, follow

CHECKPOINT = 256


class Rounds:
    """One game of one part.  `path` holds, for each sub-game entered, the round of its parent that began
    it (rounds count from 1).  `outcome`, when given, is the outermost game's, already played."""

    def __init__(self, deck1, deck2, part, path=(), outcome=None):
        self.part = part
        self.path = list(path)
        for number in self.path:
            record = (outcome or play(deck1, deck2, part)).record
            sub = _sub_game(*_position(deck1, deck2, record[: number - 1]), part)
            if sub is None:
                raise ValueError("round %d of that game starts no sub-game" % number)
            deck1, deck2 = sub
            outcome = None
        self.outcome = outcome or play(deck1, deck2, part)
        self.record = self.outcome.record
        self.checkpoints = [(list(deck1), list(deck2))]

    @property
    def rounds(self):
        return self.outcome.rounds

    def position(self, number):
        """Both decks before round `number` + 1 (0: the starting decks), `number` at most `rounds`."""
        number = max(0, min(number, self.rounds))
        while len(self.checkpoints) <= number // CHECKPOINT:
            start = (len(self.checkpoints) - 1) * CHECKPOINT
            self.checkpoints.append(_position(*self.checkpoints[-1], self.record[start : start + CHECKPOINT]))
        base = number // CHECKPOINT * CHECKPOINT
        return _position(*self.checkpoints[number // CHECKPOINT], self.record[base:number])

    def round(self, number):
        """What the page shows after `number` rounds: both decks, and the next round (the cards drawn, what
        decides it and who wins) or how the game ended."""
        number = max(0, min(number, self.rounds))
        deck1, deck2 = self.position(number)
        shown = {
            "round": number,
            "rounds": self.rounds,
            "decks": [[str(card) for card in deck1], [str(card) for card in deck2]],
        }
        if number == self.rounds:
            shown["end"] = self.outcome.describe()
            return shown
        card1, card2 = deck1[0], deck2[0]
        winner = self.record[number]
        shown["next"] = {"cards": [str(card1), str(card2)], "winner": winner}
        sub = _sub_game(deck1, deck2, self.part)
        if sub is not None:
            held = decided_at_once(*sub)
            shown["next"]["why"] = (
                "both players hold at least as many cards as they drew, so a sub-game of %d and %d cards decides: "
                % (card1, card2)
            ) + (
                "player 1 holds its highest card, %d, which wins it" % max(sub[0])
                if held
                else "player %d wins it" % winner
            )
            shown["next"]["sub_game"] = number + 1
        else:
            shown["next"]["why"] = "%s is higher than %s" % ((card1, card2) if winner == 1 else (card2, card1))
        return shown

    def winners(self):
        """Each round's winner as one digit, from which the page draws the deck sizes round by round (a
        number a round would be megabytes for a long game)."""
        return "".join("1" if won == 1 else "2" for won in self.record)


def _position(deck1, deck2, record):
    """The decks after the rounds `record` holds."""
    deck1, deck2 = list(deck1), list(deck2)
    follow(deck1, deck2, record)
    return deck1, deck2


def _sub_game(deck1, deck2, part):
    """The decks of the sub-game that the next round on these decks starts, or None when it starts none."""
    card1, card2 = deck1[0], deck2[0]
    if part == 2 and len(deck1) > card1 and len(deck2) > card2:
        return deck1[1 : card1 + 1], deck2[1 : card2 + 1]
    return None
