"""What the page asks of Crab Combat decks, answered as JSON text: both games played a slice at a time (so that
a person sees the progress and can stop), their outcomes, and any game or sub-game round by round."""

import json

from .crab_combat import parse, playing
from .crab_rounds import Rounds
from .problems import InvalidInput


class CrabSession:
    """The decks last read, both games as they are played, their outcomes, and the game gone through round by
    round."""

    __slots__ = ("decks", "games", "outcomes", "shown")

    def __init__(self):
        self.decks = self.games = self.shown = None
        self.outcomes = []

    def start(self, text):
        """Read the decks and get both games ready to play: the problems of the decks, or their size."""
        self.games = self.shown = None
        try:
            self.decks = parse(text)
        except InvalidInput as error:
            return json.dumps({"problems": [p.as_dict() for p in error.problems]})
        self.outcomes = []
        self.games = self._both()
        return json.dumps({"cards": len(self.decks[0]) + len(self.decks[1])})

    def _both(self):
        for part in (1, 2):
            self.outcomes.append((yield from playing(self.decks[0], self.decks[1], part)))

    def play(self, milliseconds, clock):
        """Play on for about `milliseconds` by `clock` (a function giving milliseconds): the progress so far,
        or both outcomes once both games have ended."""
        until = clock() + milliseconds
        progress = None
        while clock() < until:
            try:
                played, sub_games = next(self.games)
            except StopIteration:
                self.games = None
                return json.dumps({"games": [outcome.as_dict() for outcome in self.outcomes]})
            progress = {"part": len(self.outcomes) + 1, "rounds": played, "sub_games": sub_games}
        return json.dumps({"progress": progress})

    def stop(self):
        self.games = None

    def rounds(self, part, path):
        """Go through one game round by round (`path`: the rounds that began each sub-game entered, as JSON):
        its size, each round's winner, and its starting position."""
        part = int(part)
        self.shown = Rounds(self.decks[0], self.decks[1], part, json.loads(path), self.outcomes[part - 1])
        first = self.shown.round(0)
        first["winners"] = self.shown.winners()
        return json.dumps(first)

    def round(self, number):
        """The game gone through, after `number` rounds."""
        return json.dumps(self.shown.round(int(number)))
