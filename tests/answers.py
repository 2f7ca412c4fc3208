"""The answers the page's worker gives for a text, as its Session finds them: what the tests check the page
and other answers against."""

import json
import time

from camelcards_core.crab_session import CrabSession
from camelcards_core.session import Session


def total_winnings(text, part):
    """The total of `text` under part `part` (1 or 2, or its rules.PARTS), as an exact int."""
    return int(json.loads(Session().solve(text))["parts"][str(getattr(part, "key", part))]["total"])


def crab_scores(text):
    """Both Crab Combat games' scores for the decks of `text`, as decimal strings (None for a game that never
    ends)."""
    session = CrabSession()
    session.start(text)
    while True:
        said = json.loads(session.play(60_000, time.monotonic))
        if "games" in said:
            return [game["score"] for game in said["games"]]
