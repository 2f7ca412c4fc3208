"""What the model-based test (test_model.py) types and pastes, and what the page must show for it: inputs
a person gives each game, with the slips people make, and the answers camelcards_core gives them; code a
person pastes in the Code tab, and what CPython makes of it on the same input."""

import functools
import json
import subprocess
import sys
from pathlib import Path

from hypothesis import strategies as st

from camelcards_core.crab_game import play
from camelcards_core.crab_parsing import parse as parse_decks
from camelcards_core.labels import LABELS
from camelcards_core.parsing import parse
from camelcards_core.problems import InvalidInput
from camelcards_core.ranking import rank
from camelcards_core.rules import InvalidRules, custom
from tests.examples import CAMEL, CRAB

hands = st.text(alphabet="AKQJT98765432", min_size=5, max_size=5) | st.text(alphabet="JQK2", min_size=5, max_size=5)


@st.composite
def camel_texts(draw):
    """Inputs a person pastes or types: well formed mostly, with the edits people make by mistake."""
    rows = draw(st.lists(st.tuples(hands, st.integers(0, 10 ** draw(st.sampled_from([3, 3, 3, 25])))), max_size=12))
    seen = {}
    lines = []
    for hand, bid in rows:
        bid = seen.setdefault(hand, bid) if draw(st.integers(0, 9)) else bid  # now and then, two bids
        lines.append("%s %d" % (hand, bid))
    flaw = draw(st.sampled_from(["", "", "", "", "label", "bid", "blank", "lower", "crlf", "tail", "space"]))
    if lines and flaw in ("label", "bid", "lower"):
        at = draw(st.integers(0, len(lines) - 1))
        lines[at] = {
            "label": lines[at].replace(lines[at][0], "X", 1),
            "bid": lines[at][:6],
            "lower": lines[at].lower(),
        }[flaw]
    if lines and flaw == "blank":
        lines.insert(draw(st.integers(0, len(lines))), "")
    text = "\n".join(lines) + ("\n" if lines and draw(st.booleans()) else "")
    if flaw == "crlf":
        text = text.replace("\n", "\r\n")
    if flaw == "tail":
        text += "\n\n  \n"
    if flaw == "space":
        text = " " + text
    return text


@st.composite
def crab_texts(draw):
    cards = draw(st.permutations(list(range(1, draw(st.integers(2, 10)) + 1))))
    cut = draw(st.integers(1, len(cards) - 1))
    decks = [list(cards[:cut]), list(cards[cut:])]
    flaw = draw(st.sampled_from(["", "", "", "", "twice", "zero", "heading", "gap", "repeat"]))
    if flaw == "twice":
        decks[1].append(decks[0][0])
    if flaw == "zero":
        decks[0].append(0)
    if flaw == "repeat":  # plain Combat that never ends
        decks = [[43, 19], [2, 29, 14]]
    text = "Player 1:\n%s\n\nPlayer 2:\n%s\n" % tuple("\n".join(map(str, deck)) for deck in decks)
    if flaw == "heading":
        text = text.replace("Player 2:", "Player 3:")
    if flaw == "gap":
        text = text.replace("\n", "\n\n", 2)
    return text


orders = st.permutations(LABELS).map("".join)
rules_typed = st.tuples(
    orders | orders.map(lambda order: order[:12]) | orders.map(lambda order: order[:6] + " " + order[6:]),
    st.sampled_from(["", "", "J", "A", "2", "x", "JQ"]),
)


def camel_expected(text, rules):
    """What the page must show for `text` under `rules` ("1", "2", or (order, joker)): ("total", total),
    ("problems", [their first lines]), ("rules", message) or ("empty",)."""
    if not text.strip():
        return ("empty",) if not text else ("problems", ["line 1, column 1: no hands"])
    try:
        hands_ = parse(text)
    except InvalidInput as error:
        return ("problems", [str(problem) for problem in error.problems])
    if isinstance(rules, str):
        return ("total", str(rank(hands_, int(rules)).total))
    try:
        return ("total", str(rank(hands_, custom(*rules)).total))
    except InvalidRules as error:
        return ("rules", str(error))


def crab_expected(text):
    try:
        decks = parse_decks(text)
    except InvalidInput as error:
        return ("problems", [str(problem) for problem in error.problems])
    return ("scores", [str(play(decks[0], decks[1], part).score or "no winner") for part in (1, 2)])


def right_answers(game, text):
    """Both parts' right answers for what a run was given (the puzzle's example when the box is empty), as the
    Code tab checks them; None when the core refuses the input or a game never ends."""
    text = text or EXAMPLES[game]
    if game == "camel":
        expected = [camel_expected(text, part) for part in ("1", "2")]
        return [total for _, total in expected] if expected[0][0] == "total" else None
    expected = crab_expected(text)
    return expected[1] if expected[0] == "scores" and "no winner" not in expected[1] else None


# --- code: the short solutions, the variants a person pastes over them, and what each gives -------------------

SOLUTIONS = {
    game: (Path(__file__).resolve().parents[2] / "site" / "coding" / "solutions" / (game + ".py")).read_text()
    for game in ("camel", "crab")
}
EXAMPLES = {"camel": CAMEL, "crab": CRAB}


def variant(game, old, new):
    code = SOLUTIONS[game]
    assert old in code, (game, old)
    return code.replace(old, new)


# Code a person pastes in place of the solution: one that is right in their own words, one with a known
# mistake, one that raises.
VARIANTS = {
    "camel": [
        variant("camel", "both parts:", "both parts, in my words:"),
        variant("camel", 'JOKERS = {1: None, 2: "J"}', "JOKERS = {1: None, 2: None}"),
        variant("camel", "enumerate(ranked, 1)", "enumerate(ranked)"),
        variant("camel", "    hands = [line.split()", '    raise ValueError("not yet")\n    hands = [line.split()'),
    ],
    "crab": [
        variant("crab", "both games in one loop:", "both games, in my words:"),
        variant("crab", "enumerate(reversed(deck), 1)", "enumerate(deck, 1)"),
        variant("crab", "    winner, deck = play(", '    raise ValueError("not yet")\n    winner, deck = play('),
    ],
}
# A share link's code: answers no input has, so that a run of it shows.
link_codes = st.integers(100_000, 999_999).map(lambda n: "def solve(text, part):\n    return %d  # a link's code\n" % n)

RUN = """import contextlib, io, json, sys, traceback
asked = json.load(sys.stdin)
space = {"__name__": "__main__"}
try:
    with contextlib.redirect_stdout(io.StringIO()):
        exec(compile(asked["code"], "<your code>", "exec"), space)
        said = {"values": [str(int(space["solve"](asked["text"], part))) for part in (1, 2)]}
except Exception as error:
    lines = [frame.lineno for frame in traceback.extract_tb(error.__traceback__) if frame.filename == "<your code>"]
    said = {"line": error.lineno if isinstance(error, SyntaxError) else (lines[-1] if lines else None)}
print(json.dumps(said))
"""


@functools.cache
def gives(code, game, text):
    """What `code` (a solution defining solve(text, part)) gives on what the box holds, run by CPython apart:
    {"values": [part 1's, part 2's]}, {"line": where it raised}, or {"endless": True} for a game that does not
    end."""
    asked = json.dumps({"code": code, "text": text or EXAMPLES[game]})
    try:
        ran = subprocess.run([sys.executable, "-c", RUN], input=asked, capture_output=True, text=True, timeout=10)
    except subprocess.TimeoutExpired:
        return {"endless": True}
    return json.loads(ran.stdout)
