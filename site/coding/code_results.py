"""What a run of the Code tab gave, drawn: what the code printed, its error at its line, and each part's answer,
right or wrong, a wrong one with what *Check your answer* says of it; for a visitor who hides the answers,
what would tell one waits until asked for."""

from pyscript.ffi import to_js

from camel.answer_check import line_item, moved_hands
from camelcards_core.words import PARTS, grouped, plural
from coding import run_words
from page import check_result
from page.dom import element, stale


def cleared(coding):
    """No results on show: a run that gave none leaves no earlier run's."""
    coding.part("output").textContent = ""
    coding.part("output").removeAttribute("data-ran")
    for name in ("error", "problem", "result"):
        coding.part(name).hidden = True
    stale(coding.part("answer"), False)


def show(coding, said, on, editor):
    """What a run on `on` gave (`said`), its error's line marked in `editor`'s.  For a visitor who hides the
    answers, what would tell one (a right answer, a right value, what the code printed) waits until asked for,
    as the run before's did."""
    coding.part("answer").removeAttribute("data-revealed")
    hides = bool(said["output"]) or any("verdict" in part for part in said.get("parts", []))
    coding.part("hidden-note").hidden = not hides
    coding.part("output").textContent = said["output"]
    coding.part("output").setAttribute("data-ran", "")
    error, problem, result = coding.part("error"), coding.part("problem"), coding.part("result")
    error.hidden = problem.hidden = result.hidden = True
    if "error" in said:
        shown = said["error"]
        line = shown["line"]
        where = ("line %d: " % line) if line else ""
        coding.part("error-line").textContent = where + shown["message"]
        coding.part("traceback").textContent = shown["traceback"]
        if line:
            error.dataset.line = str(line)
            editor.mark(coding.holder, line)
        else:
            error.removeAttribute("data-line")
        error.hidden = False
        coding.part("status").textContent = run_words.ran(said, on)
        return
    if "problem" in said:
        problem.textContent = said["problem"]
        problem.hidden = False
    elif "input_problem" in said:
        problem.textContent = "The input has problems, so the answers are not checked: %s." % said["input_problem"]
        problem.hidden = False
    for holder in result.querySelectorAll("[data-part]"):
        write_part(coding, holder, int(holder.dataset.part), said["parts"])
    result.hidden = not said["parts"]
    coding.part("status").textContent = run_words.ran(said, on) + run_words.verdicts(coding.game, said["parts"])


def write_part(coding, holder, part, parts):
    """One part's answer: the value, right or wrong, and for a wrong one what *Check your answer* says of it."""
    name = PARTS[coding.game][part]
    found = [p for p in parts if p["part"] == part]
    holder.removeAttribute("data-verdict")
    if not found:
        holder.removeAttribute("data-value")
        holder.replaceChildren(element("p", "%s: no answer." % name, "verdict"))
        return
    shown = found[0]
    value = grouped(shown["value"])
    if "verdict" not in shown:
        holder.replaceChildren(element("p", "%s: %s, not checked." % (name, value), "verdict"))
    elif shown["verdict"] == "right":
        verdict = element("p", "%s: " % name, "verdict")
        verdict.append(element("span", "%s is " % value, "spoiler"), "right.")
        holder.replaceChildren(verdict)
        holder.dataset.verdict = "right"
    else:
        said = to_js(shown["check"])
        check_result.write(
            holder,
            said,
            moved,
            lambda: [element("li", checklisted(entry)) for entry in shown["check"].get("checklist", [])],
            element("p", "%s: %s" % (name, shown["check"]["brief"]), "verdict"),
        )
        right = element("span", " The right answer is %s." % grouped(shown["right"]), "spoiler")
        holder.querySelector(".verdict").append(right)
    holder.dataset.value = shown["value"]
    if "keyed" in shown:
        holder.append(ranked_otherwise(to_js(shown["keyed"])))


def checklisted(entry):
    """A checklist's entry: a rule as a sentence (Crab Combat), or a hand of the input and its type."""
    if isinstance(entry, str):
        return entry
    return "line %s: %s" % (grouped(entry["line"]), entry["words"])


def moved(item, match):
    """What a mistake does, as *Check your answer* shows it: the first hands it ranks otherwise, each leading
    to its line, or where its game leaves the right one."""
    if hasattr(match, "moved"):
        moved_hands(item, match)
    elif hasattr(match, "round"):
        item.append(element("p", match.parted))


def ranked_otherwise(keyed):
    """The first hands the code's key ranks otherwise than the core (`keyed`: moved, first), as a mistake's."""
    holder = element("div", None, "keyed")
    said = "Your code ranks %s otherwise than the core, by its key(hand, part):" % plural(keyed.moved, "hand")
    holder.append(element("p", said))
    listing = element("ul", None, "moved")
    for hand in keyed.first:
        listing.append(line_item(hand.line, hand.words))
    holder.append(listing)
    return holder


def reveal(coding):
    """The answers asked for: what the run hid is on show, until the next run."""
    coding.part("answer").setAttribute("data-revealed", "")
    shown = coding.part("result")
    (coding.part("output") if shown.hidden else shown).focus()
