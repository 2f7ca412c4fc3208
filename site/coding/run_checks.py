"""A run's answers checked against the core's (running.py runs the code): each wrong one diagnosed as *Check
your answer* diagnoses it, and the hands that a visitor's own ranking ranks otherwise; the input's problems,
which a run and a trace (tracing.py) alike list beside the error the code stopped at; and what a run said,
gathered by part, as the page shows it."""

import json
import time

from camelcards_core import words
from camelcards_core.checking import keyed_words, ranked_words, run_part_words, run_verdict, unchecked_words
from camelcards_core.crab_parsing import parse as parse_decks
from camelcards_core.crab_session import CrabSession
from camelcards_core.mistaken import otherwise, ranks
from camelcards_core.parsing import parse as parse_hands
from camelcards_core.problems import InvalidInput
from camelcards_core.session import Session

PARTS = (1, 2)


class BadInput(Exception):
    """The input has problems, so the answers cannot be checked: why, with the first as the session said it;
    `problems`, each as the page lists it."""

    def __init__(self, problems):
        first = problems[0]
        super().__init__(unchecked_words("line %s: %s" % (first["line"], first["message"])))
        self.problems = problems


def read_input(text, game="camel"):
    """`text`, the game's input, as the core reads it (its hands, or its two decks), and no problems; or None and
    the problems the core finds, each at its line as the page lists it."""
    try:
        return (parse_hands if game == "camel" else parse_decks)(text), []
    except InvalidInput as error:
        return None, [problem.as_dict() for problem in error.problems]


def problems_of(text, game="camel"):
    """The problems the core finds in `text`, the game's input, each at its line as the page lists it; none
    when it reads the input."""
    return read_input(text, game)[1]


def ranked_otherwise(right, mine, hands):
    """The hands `mine` ranks otherwise than `right`, as a check of *Check your answer* lists a mistake's."""
    count, first = otherwise(right, mine)
    rows = [
        {
            "line": hands.lines[i],
            "hand": hands.cards[i],
            "right": r,
            "mistaken": m,
            "words": ranked_words(hands.cards[i], r, m),
        }
        for i, r, m in first
    ]
    return {"moved": count, "moved_words": keyed_words(count), "first": rows}


def places(order):
    """Each entry's rank, in input order, from the entries weakest first."""
    placed = [0] * len(order)
    for place, entry in enumerate(order, 1):
        placed[entry] = place
    return placed


def by_part(said, game):
    """What `run` said of `game`'s code, each part's answer gathered in one place, as the page shows it:
    `parts`, a list of {part, said, value, right, verdict, check, keyed} for each part, with what is known of
    it and `said` its words (checking.run_part_words); `verdicts`, what the answers come to, in words."""
    parts = []
    for part in map(str, PARTS):
        shown = {"part": int(part)}
        if part in said["answers"]:
            shown["value"] = said["answers"][part]
            if "right" in said:
                shown["right"] = said["right"][part]
                shown["verdict"] = "right" if shown["value"] == shown["right"] else "wrong"
            for name, field in (("checks", "check"), ("keyed", "keyed")):
                if part in said.get(name, {}):
                    shown[field] = said[name][part]
        name = words.PARTS[game][int(part)]
        shown["said"] = run_part_words(name, shown.get("value"), shown.get("right"), shown.get("check"))
        parts.append(shown)
    shown = {name: value for name, value in said.items() if name not in ("answers", "right", "checks", "keyed")}
    shown["parts"] = parts
    shown["verdicts"] = run_verdict(words.PARTS[game], [(p["part"], p.get("verdict")) for p in parts if "value" in p])
    return shown


def check_camel(text, answers):
    """The core's answers, and each wrong answer checked as *Check your answer* checks it."""
    session = Session()
    read = json.loads(session.solve(text))
    if "problems" in read:
        raise BadInput(read["problems"])
    rankings = session.solution.rankings
    right = {str(part): str(rankings[part].total) for part in PARTS}
    checks = {part: json.loads(session.check(answers[part], part)) for part in answers if answers[part] != right[part]}
    return {"right": right, "checks": checks}


def check_crab(text, answers):
    """Both games' scores by the core, and each wrong score checked as *Check your answer* checks it, every
    mistaken game played in full."""
    session = CrabSession()
    started = json.loads(session.start(text))
    if "problems" in started:
        raise BadInput(started["problems"])
    while "games" not in json.loads(session.play(60_000, _clock)):
        pass
    right = {str(part): str(outcome.score) for part, outcome in zip(PARTS, session.outcomes)}
    checks = {}
    for part in answers:
        if answers[part] != right[part]:
            session.check_start(answers[part], part)
            while True:
                checked = json.loads(session.check_for(60_000, _clock))
                if "checked" in checked:
                    checks[part] = checked["checked"]
                    break
    return {"right": right, "checks": checks}


def compare(hands, mine):
    """For each part that `mine(part)` (the code's ranks) ranks otherwise than the core, the hands it ranks
    otherwise."""
    found = {}
    for part in PARTS:
        right, theirs = ranks(hands, part), mine(part)
        if theirs != right:
            found[str(part)] = ranked_otherwise(right, theirs, hands)
    return found


def _clock():
    return time.perf_counter() * 1000
