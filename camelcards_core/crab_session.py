"""What the page asks of Crab Combat decks, answered as JSON text: both games played a slice at a time (so that
a person sees the progress and can stop), their outcomes, and any game or sub-game round by round."""

import json

from . import checking
from .crab_game import playing
from .crab_mistakes import BY_ID, MISTAKES, PARTING, parting, scoring, typed
from .crab_parsing import parse
from .crab_rounds import Rounds
from .crab_rules import PUZZLE
from .numbers import read_number
from .problems import MAX_PROBLEMS, InvalidInput


class CrabSession:
    """The decks last read, both games as they are played, their outcomes, and the game gone through round by
    round."""

    __slots__ = ("decks", "games", "outcomes", "shown", "checks", "scored")

    def __init__(self):
        self.decks = self.games = self.shown = self.checks = None
        self.outcomes = []
        self.scored = {}  # each part's candidates and their scores, found by the first check that needs them

    def start(self, text):
        """Read the decks and get both games ready to play: the problems of the decks (up to the core's limit) and
        whether there are more than those, or their size."""
        self.games = self.shown = self.checks = None
        self.scored = {}
        try:
            self.decks = parse(text)
        except InvalidInput as error:
            return json.dumps(
                {"problems": [p.as_dict() for p in error.problems], "more": len(error.problems) >= MAX_PROBLEMS}
            )
        self.outcomes = []
        self.games = self._both()
        return json.dumps({"cards": len(self.decks[0]) + len(self.decks[1])})

    def _both(self):
        for part in (1, 2):
            self.outcomes.append((yield from playing(self.decks[0], self.decks[1], PUZZLE[part])))

    def play(self, milliseconds, clock):
        """Play on for about `milliseconds` by `clock` (a function giving milliseconds), and for one round at
        least, however late the clock says it is (a worker held up past the slice, by a collection or a busy
        machine): the progress so far, or both outcomes once both games have ended."""
        until = clock() + milliseconds
        progress = None
        while progress is None or clock() < until:
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

    def check_start(self, number, part):
        """Get a visitor's answer (as typed) to game `part` ready to check against the games played: a
        problem with the number, or how many mistaken games the check plays (none once a check of this game
        has played them)."""
        try:
            digits = read_number(number, 306)
        except ValueError as error:
            return json.dumps({"problem": str(error)})
        if len(self.outcomes) < 2:
            return json.dumps({"problem": checking.REFUSED["unplayed"]})
        part = int(part)
        given = typed(self.decks[0], self.decks[1], digits)
        self.checks = self._checking(part, given)
        played = part in self.scored or given.value is None  # none to play for a number beyond every score
        to_play = 0 if played else sum(1 for m in MISTAKES if part in m.parts and m.stage == "game")
        return json.dumps({"games": to_play})

    def _checking(self, part, number):
        outcomes = {1: self.outcomes[0], 2: self.outcomes[1]}
        answers = {each: outcomes[each].score for each in (1, 2)}
        if not checking.settled(number, answers, part) and part not in self.scored:
            self.scored[part] = yield from scoring(self.decks[0], self.decks[1], part, outcomes)
        checked = checking.Check(part, number, answers, self.scored.get(part, []))
        said = checked.said(checking.CRAB, BY_ID)
        for match in said["matches"]:
            if "mistakes" in match:
                parted = yield from parting(self.decks[0], self.decks[1], part, match["ids"], outcomes[part].record)
                if parted is not None:
                    match["round"], match["what"] = parted
                match["parted"], shown = checking.parted_words(parted)
                if shown is not None:
                    match["show"] = shown
        if checked.verdict == "wrong" and not checked.matches:
            said["checklist"] = [checking.rule_words(m.rule) for m in MISTAKES if part in m.parts][: checking.CHECKLIST]
        return said

    def check_for(self, milliseconds, clock):
        """Check on for about `milliseconds` by `clock`: the mistaken games played so far, or the verdict
        with each match, its mistakes in words and the round where its game leaves the right one."""
        until = clock() + milliseconds
        progress = None
        while clock() < until:
            if self.checks is None:  # stopped, or other decks read
                return json.dumps({"checked": None})
            try:
                progress = next(self.checks)
            except StopIteration as end:
                self.checks = None
                return json.dumps({"checked": end.value})
        # Checking yields (games checked, games to check); finding where a match's game parts, PARTING.
        if progress is None or progress == PARTING:
            return json.dumps({"progress": {"parting": True}})
        return json.dumps({"progress": {"done": progress[0], "of": progress[1]}})

    def check_stop(self):
        self.checks = None
