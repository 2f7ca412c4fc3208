"""What Step through says of a trace beside its steps: what was traced (the panel's hint), the error the code
stopped at with the lines of the input that have problems, and those problems, each leading to its line in the
box (main.py wires them, as the Camel Cards answer's).  The error and the problems are no hint: Present shows
them beside the steps."""

from camelcards_core.words import plural
from coding import run_words
from page import problem_list
from page.dom import by_id


def part(coding, name):
    return by_id(coding.prefix + "trace-" + name)


def cleared(coding):
    """Nothing said of a trace: one is under way."""
    part(coding, "about").textContent = ""
    part(coding, "error").hidden = part(coding, "problems").hidden = True


def problems(coding, trace):
    """List the input's problems that a trace (trace.js's, or None) names, or none; their lines in the box."""
    return problem_list.listed(coding.prefix + "trace-problems", trace.problems if trace is not None else [])


def said(coding, trace, on, steps):
    """What a trace that came back says: what was traced and how the code ended, and the error it stopped at
    with the input's lines that have problems, which may be why."""
    lines = problems(coding, trace)
    part(coding, "about").textContent = about(trace, on, steps)
    error = part(coding, "error")
    error.hidden = not hasattr(trace, "error")
    if hasattr(trace, "error"):
        stopped = run_words.stopped_at(trace.error.line, trace.error.message)
        error.textContent = stopped + run_words.input_at_fault(lines)


def about(trace, on, steps):
    """What was traced, in words: the input cut, the steps, and how the code ended where it raised nothing; or
    nothing, where no line ran (the status line says so, and the error why)."""
    if not steps:
        return ""
    said = "Traced on %s, of %s: %s." % (trace.cut, on.replace("the puzzle's", "the"), plural(steps, "step"))
    if trace.capped:
        said += " That is the cap: the code was stopped there, before its end."
    return said + run_words.printed_more(trace.gap[1]) + run_words.code_end(getattr(trace, "exit", None))
