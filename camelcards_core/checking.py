"""Check your answer, alike in both games: a number a person got checked against the right answers, its verdict
(right or wrong), its direction (too high or too low), the known mistakes that give it (each game's catalogue,
mistakes.py and crab_mistakes.py, finds what each gives), and all of it in words, for the command line, for
*Check your answer* on the page and for the Code tab's runs: the page draws the words it is sent and writes
none of its own."""

from .words import PARTS, capital, grouped, how_far, plural, written

# Ids of a match that is the other part's answer rather than mistakes.
OTHER_PART = "other-part"
# The hands a match lists of those its mistakes rank otherwise, and the entries of a checklist.
SHOWN = 5
# Why a number is not checked, when what it is checked against is missing.
REFUSED = {
    "custom rules": "choose part 1 or part 2: an answer is checked against the puzzle's own rules",
    "no total": "the input in the box has no total to check against",
    "unplayed": "play both games on the decks in the box first: an answer is checked against them",
}
CHECKLIST = 6


class Words:
    """What one game calls the things a check speaks of: `answers`, {part: what its answer is called}; `most`,
    what a number longer than any answer has more digits than; `paired`, the mistakes a match pairs one with;
    `checklist`, what leads to the rules people most often break, shown when no mistake gives a number."""

    __slots__ = ("answers", "most", "paired", "checklist")

    def __init__(self, answers, most, paired, checklist):
        self.answers, self.most, self.paired, self.checklist = answers, most, paired, checklist


CAMEL = Words(
    {1: "the answer to part 1", 2: "the answer to part 2"},
    "any total of this input",
    "with one other",
    "Does your code give each of these hands of your input its type? Each is the first that one of the commonest"
    " mistakes in finding a hand's type gets wrong:",
)
CRAB = Words(
    {part: "the score of " + name for part, name in PARTS["crab"].items()},
    "any score of these decks",
    "with one in the score",
    "These rules are the ones people most often get wrong:",
)


def settled(number, answers, part):
    """Whether the verdict on `number` (a numbers.Number) needs no mistake's answer: it is right, or longer than
    any answer."""
    return number.value is None or number.value == answers[part]


class Check:
    """A number checked against the answer to `part`: `verdict` "right" or "wrong", `direction` "too high",
    "too low" or None (a right number, or a game that never ends), and `matches`, each a list of the ids (in
    alphabetical order) that together give the number, [OTHER_PART] first for the other part's answer, then
    singles before pairs.  `beyond`: whether the number has more digits than any answer, and so is too high
    without being read as an int."""

    __slots__ = ("part", "number", "verdict", "direction", "matches", "beyond", "answers")

    def __init__(self, part, number, answers, found):
        """`number`: a numbers.Number; `answers`: both parts' right answers (None for a game that never ends);
        `found`: [(ids, the answer they give)] for every known mistake and pair, or nothing when `settled`."""
        right, given = answers[part], number.value
        self.part, self.number, self.answers = part, number, answers
        self.beyond = given is None
        self.verdict = "right" if not self.beyond and given == right else "wrong"
        self.direction = None
        if self.verdict == "wrong" and right is not None:
            self.direction = "too high" if self.beyond or given > right else "too low"
        self.matches = []
        if self.verdict == "wrong" and not self.beyond:
            if given == answers[3 - part]:
                self.matches.append([OTHER_PART])
            matched = [ids for ids, answer in found if answer == given]
            self.matches += sorted(matched, key=lambda ids: (len(ids), ids))

    def as_dict(self):
        return {"verdict": self.verdict, "direction": self.direction, "matches": self.matches}

    def sentence(self, words):
        """The verdict in words as the command line says it (`words`: the game's Words), and what follows."""
        number = written(self.number.digits, "")
        if self.verdict == "right":
            return "%s is the right answer to part %d." % (number, self.part)
        said = "%s is not the answer to part %d" % (number, self.part)
        beyond = ", with more digits than %s" % words.most if self.beyond else ""
        said += ": it is %s%s." % (self.direction, beyond) if self.direction else ", which never ends."
        if not self.matches:
            return said + " No known mistake, alone or %s, gives it." % words.paired
        return said + " " + _gives(self.matches)

    def said(self, words, by_id):
        """What the page shows of the check, as a dict for JSON: the number as people read it (`written`), the
        verdict, the direction (when there is one), `beyond`, how far a wrong number is (`far`, as
        words.how_far says it), and `sentence`, the verdict in words: its `start` and `end`, and between them,
        for a wrong number, how far it is exactly (`exact`) and in words that do not give the answer away
        (`near`).  `matches`: each one's ids, its `lines` in words and, for mistakes, each mistake's id,
        what it does and the rule (`by_id`: the game's mistakes by id); `gives` leads to the matches, or
        `nothing` says that none gives the number.  Each game adds what it shows of a match."""
        part, right, name = self.part, self.answers[self.part], words.answers[self.part]
        number = written(self.number.digits)
        said = {"verdict": self.verdict, "part": part, "written": number}
        sentence = {"end": "."}
        if self.verdict == "right":
            sentence["start"] = "%s is right: it is %s" % (number, name)
        elif self.direction is None:
            sentence["start"] = "%s is not %s, which never ends" % (number, name)
        else:
            said["direction"] = self.direction
            sentence["start"] = "%s is not %s: it is %s" % (number, name, self.direction)
            if self.beyond:
                said["beyond"] = True
                sentence["end"] = ", with more digits than %s." % words.most
            else:
                far = said["far"] = how_far(self.number.value, right)
                sentence["exact"] = ", by %s" % far["by"] + (" (%s)" % far["percent"] if far.get("percent") else "")
                sentence["near"] = ", and %s" % far["near"] if "near" in far else ""
        said["sentence"] = sentence
        said["brief"] = brief(self)
        said["matches"] = [self._match(ids, words, by_id) for ids in self.matches]
        if self.matches:
            said["gives"] = _gives(self.matches)
        elif self.verdict == "wrong":
            said["nothing"] = "No known mistake, alone or %s, gives it. %s" % (words.paired, words.checklist)
        return said

    def _match(self, ids, words, by_id):
        if ids == [OTHER_PART]:
            return {"ids": ids, "lines": [capital(words.answers[3 - self.part]) + "."]}
        mistakes = [{"id": i, "says": by_id[i].says, "rule": by_id[i].rule} for i in ids]
        return {"ids": ids, "mistakes": mistakes, "lines": [" + ".join(ids)] + [mistake_words(m) for m in mistakes]}


def brief(check):
    """The verdict in a few words, as a run of the Code tab says it after the part it is for."""
    if check.verdict == "right":
        return "%s is right." % written(check.number.digits)
    direction = ": it is %s" % check.direction if check.direction else ""
    return "%s is wrong%s." % (written(check.number.digits), direction)


def run_part_words(name, value, right=None, check=None):
    """One part's answer of a run of the Code tab as the page draws it (`name`: the part's; `value`: the
    code's answer, None where it gave none; `right`: the core's, None where unchecked; `check`: what `said`
    says of a wrong one), in the shape of a check's `sentence`: `start`, then what gives the right answer away
    (`exact`, out of sight while the visitor hides the answers), then `end`."""
    if value is None:
        return {"start": "%s: no answer." % name, "end": ""}
    if right is None:
        return {"start": "%s: %s, not checked." % (name, grouped(value)), "end": ""}
    if value == right:
        return {"start": "%s: " % name, "exact": "%s is " % grouped(value), "end": "right."}
    return {"start": "%s: %s" % (name, check["brief"]), "exact": " The right answer is %s." % grouped(right), "end": ""}


def run_verdict(names, verdicts):
    """After the sentence on how a run went: which of its answers are wrong, or that every one is right
    (`verdicts`: [(part, "right", "wrong" or None where unchecked)] of each answer; `names`: the parts')."""
    wrong = [names[part] for part, verdict in verdicts if verdict == "wrong"]
    if wrong:
        return " %s wrong." % " and ".join(wrong)
    return " Every answer is right." if verdicts and all(verdict for _, verdict in verdicts) else ""


def unchecked_words(problem):
    """Why a run's answers are not checked: the input's first problem, in words."""
    return "The input has problems, so the answers are not checked: %s." % problem


def keyed_words(count):
    """What leads to the hands a visitor's own key(hand, part) ranks otherwise than the core."""
    return "Your code ranks %s otherwise than the core, by its key(hand, part):" % plural(count, "hand")


def _gives(matches):
    """What leads to the matches: the other part's answer is no mistake that "gives" the number."""
    mistakes = len([ids for ids in matches if ids != [OTHER_PART]])
    if len(matches) == mistakes:
        return "It is what %s:" % ("this gives" if mistakes == 1 else "each of these gives")
    if not mistakes:
        return "It is another answer:"
    return "It is another answer, and what %s after it gives:" % ("the mistake" if mistakes == 1 else "each mistake")


def mistake_words(mistake):
    """A mistake in words (`mistake` has its `says` and `rule`): what it does, and what the rule says."""
    return "%s. The rule: %s." % (capital(mistake["says"]), mistake["rule"])


def match_lines(ids, by_id):
    """One match in words as the command line says it: its ids, then each mistake (`by_id`: the game's
    mistakes by id) as `mistake_words` puts it, a line each."""
    if ids == [OTHER_PART]:
        return ["other-part: the answer to the other part"]
    return [" + ".join(ids)] + ["  " + mistake_words({"says": by_id[i].says, "rule": by_id[i].rule}) for i in ids]


def moved_words(count):
    """What leads to the hands a Camel Cards mistake ranks otherwise."""
    return "%s %s otherwise:" % (plural(count, "hand"), "ranks" if count == 1 else "rank")


def ranked_words(hand, right, mistaken):
    """One hand a mistake ranks otherwise, in words."""
    return "%s ranks %s, not %s" % (hand, grouped(right), grouped(mistaken))


def typed_words(hand, kind):
    """A hand of the checklist, and its type, in words."""
    return "%s is %s" % (hand, kind)


def rule_words(rule):
    """A rule of the checklist as a sentence."""
    return capital(rule) + "."


def parted_words(parted):
    """Where a Crab Combat mistake's game leaves the right one (`parted`: (round, what the game does then), or
    None when it never does), in words, and the words of the way to that round in the replay (or None)."""
    if parted is None:
        return "The game is played as the rules say: only the score is counted otherwise.", None
    number, what = parted
    return (
        "The game goes otherwise from round %s: %s." % (grouped(number), what),
        "Show round %s in the replay" % grouped(number),
    )
