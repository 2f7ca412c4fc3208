"""What Step through traces (tracer.py): the code in the editor, run as Run runs it (running.py), on the input
cut short so that the trace stays short: a few hands of Camel Cards, or the first cards of each Crab Combat deck,
as many as keep both games within a few dozen rounds, a sub-game among them when the deal has one.

Pure Python, so that the sandbox's worker (runner.py, on Pyodide) and the tests on CPython trace the same."""

import importlib
import linecache

from run_checks import problems_of, read_input
from running import YOURS, Failed, edited_core, error_of, running_as_a_script
from tracer import CAP, KINDS, Capped, Tracer

from camelcards_core.crab_game import playing
from camelcards_core.crab_rules import PUZZLE, to_end
from camelcards_core.words import plural

# Camel Cards hands traced: the example's five.
HANDS = 5
# Rounds of both Crab Combat games together, sub-games counted, that a cut deal may take (some ten steps each).
ROUNDS = 60
# Characters of printed text a trace holds: the first and the last half of it, as Run keeps more of each.
OUTPUT = 20_000
# Recursive Combat as a plain solution plays it: every sub-game played, none decided at once.
PLAYED = {part: PUZZLE[part].varied({"decided": lambda sub1, sub2, outermost: None}) for part in (1, 2)}


def cut_camel(text):
    """The first HANDS hands (lines that are not blank), what they are in words, and the problems of the box's
    lines up to the last of them, each at its line in the box, as the page lists an input's problems."""
    lines = text.split("\n")
    hands = [number for number, line in enumerate(lines, 1) if line.strip()]
    kept = hands[:HANDS]
    cut = "".join(lines[number - 1].rstrip("\r") + "\n" for number in kept)
    problems = problems_of("\n".join(lines[: kept[-1]]) + "\n") if kept else []
    if len(hands) <= HANDS:
        return cut, "all %s" % plural(len(hands), "hand"), problems
    return cut, "the first %d of %s" % (HANDS, plural(len(hands), "hand")), problems


def rounds(deck1, deck2):
    """The rounds both games take on these decks, all sub-games counted, and the sub-games; None when either
    game takes more than ROUNDS or never ends."""
    played = sub_games = 0
    for part in (1, 2):
        outcome = to_end(playing(deck1, deck2, PLAYED[part], cap=ROUNDS))
        if outcome.winner is None:
            return None
        played += outcome.rounds
        sub_games += outcome.sub_games
    return (played, sub_games) if played <= ROUNDS else None


def cut_crab(deck1, deck2):
    """The first cards of each deck, as many as keep both games within ROUNDS (a sub-game among them when any
    such cut has one), and what they are in words."""
    fits = []
    for size in range(min(len(deck1), len(deck2), 12), 0, -1):
        played = rounds(deck1[:size], deck2[:size])
        if played:
            fits.append((played[1] > 0, size))
    _, size = max(fits) if fits else (False, 1)
    one, two = deck1[:size], deck2[:size]
    deal = "Player 1:\n%s\n\nPlayer 2:\n%s\n" % ("\n".join(map(str, one)), "\n".join(map(str, two)))
    if size == len(deck1) == len(deck2):
        return deal, "the whole deal, %s each" % plural(size, "card")
    return deal, "the first %s of each deck (of %d and %d)" % (plural(size, "card"), len(deck1), len(deck2))


def traced_solution(tracer, code, text, said):
    """A solution run as Run runs it, its module and then solve(text, part) for each part, under `tracer`."""
    linecache.cache[YOURS] = (len(code), None, code.splitlines(True), YOURS)
    space = {"__name__": "__main__", "__file__": "solution.py"}
    try:
        tracer.follow(exec, compile(code, YOURS, "exec"), space)
        for part in (1, 2):
            if callable(space.get("solve")):
                said["answers"][str(part)] = repr(tracer.follow(space["solve"], text, part))[:200]
    except Exception as error:
        raise Failed(error_of(error, YOURS)) from None


def traced_core(tracer_of, code, name, text, said):
    """The core run with its file `name` replaced by `code`, on each part, under the tracer of that file."""
    with edited_core(code, name) as (package, edited):
        tracer = tracer_of(edited)
        # Imported untraced: the core's tables, made as it loads, would fill the trace before a hand is ranked.
        ranking = importlib.import_module(package + ".ranking")
        hands = tracer.follow(importlib.import_module(package + ".parsing").parse, text)
        for part in (1, 2):
            said["answers"][str(part)] = str(tracer.follow(ranking.rank, hands, part).total)
        return tracer


def trace(code, text, game="camel", core_file=""):
    """The trace of `code` on `text` cut short, as the page replays it: {texts, steps, kinds, output, capped,
    cap, cut, answers, gap?, error?, exit?, problems?}, or {problem, problems} when the decks cannot be read.
    `problems` are the input's on the lines traced, as the page lists them (an input the code may stop at).  A
    step counts the characters printed before it; of more than OUTPUT, `output` holds the first and the last,
    and `gap` says where it cut and how many: [characters before the cut, characters cut]."""
    if game == "camel":
        cut, said_cut, problems = cut_camel(text)
    else:
        decks, problems = read_input(text, game)
        if problems:
            return {"problem": "Nothing to step through: the decks cannot be read", "problems": problems}
        cut, said_cut = cut_crab(*decks)  # a deal that reads, dealt anew: no line traced has a problem
    said = {"cut": said_cut, "cap": CAP, "kinds": list(KINDS), "answers": {}, "capped": False}
    if problems:
        said["problems"] = problems
    tracers = []
    with running_as_a_script(cut, OUTPUT // 2) as output:

        def tracer_of(filename):
            tracers.append(Tracer(filename, lambda: output.printed))
            return tracers[-1]

        try:
            if core_file:
                traced_core(tracer_of, code, core_file, cut, said)
            else:
                traced_solution(tracer_of(YOURS), code, cut, said)
        except Capped:
            said["capped"] = True
        except Failed as failure:
            said["error"] = failure.said
        except SystemExit as exit:
            said["exit"] = "sys.exit(%s)" % ("" if exit.code is None else repr(exit.code))
    tracer = tracers[-1] if tracers else Tracer(YOURS, int)
    head, tail, dropped = output.kept()
    said.update(texts=tracer.texts, steps=tracer.steps, output=head + tail)
    if dropped:
        said["gap"] = [len(head), dropped]
    return said
