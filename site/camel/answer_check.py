"""Check your answer: the number a visitor got, checked in the worker that holds the solution against the
answer to the part chosen, with each known mistake (or pair of mistakes) that gives it and the first hands
it ranks otherwise, each leading to its line; how far a wrong number is; and, for a number that nothing
gives, the hands whose type the commonest mistakes get wrong.  A check waits for the answer for the box as it
is (after an edit, a part switched), and a verdict is on show only for the number in the field."""

from camelcards_core.checking import REFUSED
from camelcards_core.words import capital
from page import check_result
from page.dom import by_id, chosen_part, say, when
from page.marks import CAMEL, answered
from page.newest import Newest
from worker import engine

result = by_id("check-result")
field = by_id("check-answer")


class Checking:
    """The answer whose input is checked (answering.Answering, handed in by `checks`), and the checks begun or
    put away: only the newest is shown."""

    def __init__(self):
        self.answer = None
        self.checks = Newest()


checking = Checking()


def checks(answer):
    """Check numbers against `answer`'s totals."""
    checking.answer = answer


@when("submit", "#check-form", CAMEL)
def on_check(event):
    event.preventDefault()
    return check()


@when("input", "#check-answer")
def on_number(event):
    """Another number typed: the verdict on show, or the check under way, is for one no longer in the field."""
    checking.checks.drop()
    check_result.put_away(result)


async def check():
    mine = checking.checks.begin()
    number = field.value
    answer = checking.answer
    solved = False
    try:
        while checking.checks.newest(mine):
            part = chosen_part()
            if part == "custom":
                return refuse(capital(REFUSED["custom rules"]) + ".")
            if answer.owed():
                check_result.busy(result, "Checking, once the answer is up to date with the input…")
                await answer.settled()
                continue
            if not answer.ready():
                if solved or not answer.unanswered():
                    return refuse(capital(REFUSED["no total"]) + ".")
                solved = True  # an input that waits for Solve is solved for the check
                answer.solve(explicit=False)
                continue
            check_result.busy(result, "Checking…")
            drawn = answer.drawn.latest()
            said = engine.parsed(await (await engine.camel()).check(number, part))
            if checking.checks.newest(mine) and answer.drawn.newest(drawn) and answer.ready() and part == chosen_part():
                if hasattr(said, "problem"):
                    refuse(capital(said.problem) + ".")
                else:
                    show(said)
                return
            # Another answer came meanwhile (an edit, another part): checked again against it.
    finally:
        if checking.checks.newest(mine):
            answered()


def refuse(why):
    check_result.refuse(result, why)
    say(why)


def show(said):
    def checklist():
        return [check_result.line_item(hand.line, hand.words) for hand in said.checklist]

    check_result.write(result, said, check_result.moved_hands, checklist)
    say(check_result.said(result))


def forget():
    """A new answer is on show: a verdict on another is put away; a check under way goes on, against it."""
    if not check_result.checking(result):
        check_result.put_away(result)
