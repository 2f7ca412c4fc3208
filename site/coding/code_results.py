"""What a run of the Code tab gave, drawn: what the code printed, its error at its line with the input's
problems, which may be why (each leading to its line in the box, as Step through lists them; main.py wires
them), and each part's answer, right or wrong, a wrong one with what *Check your answer* says of it, all in the
words the runner sends (the core's checking.py writes them); for a visitor who hides the answers, what would
tell one waits until asked for."""

from pyscript.ffi import to_js

from camelcards_core.problems import MAX_PROBLEMS
from camelcards_core.words import grouped
from coding import run_words
from page import check_result, problem_list
from page.dom import element, stale


def cleared(coding):
    """No results on show: a run that gave none leaves no earlier run's."""
    coding.part("output").textContent = ""
    coding.part("output").removeAttribute("data-ran")
    for name in ("error", "problem", "problems", "result"):
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
    lines = problem_list.listed(coding.prefix + "code-problems", to_js(said.get("problems", [])[:MAX_PROBLEMS]))
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
        coding.part("status").textContent = run_words.ran(said, on) + run_words.input_at_fault(lines)
        return
    if "problem" in said:
        problem.textContent = said["problem"]
        problem.hidden = False
    for shown in said["parts"]:
        write_part(result.querySelector('[data-part="%d"]' % shown["part"]), shown)
    result.hidden = not [shown for shown in said["parts"] if "value" in shown]
    coding.part("status").textContent = run_words.ran(said, on) + said["verdicts"]


def write_part(holder, shown):
    """One part's answer (`shown`, the runner's): its words, right or wrong, and for a wrong one what *Check
    your answer* says of it."""
    verdict = check_result.verdict_of(to_js(shown["said"]))
    holder.removeAttribute("data-verdict")
    if "check" in shown:
        checklist = shown["check"].get("checklist", [])
        check_result.write(
            holder, to_js(shown["check"]), moved, lambda: [element("li", checklisted(e)) for e in checklist], verdict
        )
    else:
        holder.replaceChildren(verdict)
        if "verdict" in shown:
            holder.dataset.verdict = shown["verdict"]
    if "value" in shown:
        holder.dataset.value = shown["value"]
    else:
        holder.removeAttribute("data-value")
    if "keyed" in shown:
        keyed = element("div", None, "keyed")
        check_result.moved_hands(keyed, to_js(shown["keyed"]))
        holder.append(keyed)


def checklisted(entry):
    """A checklist's entry: a rule as a sentence (Crab Combat), or a hand of the input and its type."""
    if isinstance(entry, str):
        return entry
    return "line %s: %s" % (grouped(entry["line"]), entry["words"])


def moved(item, match):
    """What a mistake does, as *Check your answer* shows it: the first hands it ranks otherwise, each leading
    to its line, or where its game leaves the right one."""
    if hasattr(match, "moved"):
        check_result.moved_hands(item, match)
    elif hasattr(match, "round"):
        item.append(element("p", match.parted))


def reveal(coding):
    """The answers asked for: what the run hid is on show, until the next run."""
    coding.part("answer").setAttribute("data-revealed", "")
    shown = coding.part("result")
    (coding.part("output") if shown.hidden else shown).focus()
