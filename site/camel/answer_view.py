"""How the Camel Cards answer looks: the totals (or, for a visitor who chose so, the answer hidden until
asked for), the problems, a rules problem, the empty box, the note that an input waits for Solve, and Copy.
What is on show, and when, is answering.py's."""

from pyscript import document, window
from pyscript.js_modules import answer_bar, draw

from camel import answer_check
from camelcards_core.words import capital, grouped, plural, problem_count
from page import problem_list, spoilers
from page.dom import bring_into_view, by_id, confirm, or_keys, say, stale, when
from worker import engine

root = document.documentElement
box = by_id("answer")
answer_bar.watch(by_id("answer-bar"), box.closest(".answer-pane"), by_id("input"), "camel")


def totals(answer, name, shown, explicit, fresh):
    """Show the totals of `answer` under the rules `shown` (the answer's summary of them), called `name`.
    `explicit` brings them into view; `fresh` says that they are for another input than those before, which
    a visitor who hides the answer has not yet asked to see."""
    answer_check.forget()
    if fresh:
        box.removeAttribute("data-revealed")
    by_id("rules-problem").textContent = ""
    by_id("problems").hidden = True
    by_id("empty").hidden = True
    box.hidden = False
    stale(box, False)
    total = by_id("total")
    draw.grouped(total, grouped(int(shown.total)))
    total.dataset.value = shown.total
    by_id("total-label").textContent = "%s: total winnings" % name
    draw.grouped(
        by_id("other-total"),
        "%s would total %s."
        % (
            capital(shown.other_name),
            grouped(int(shown.other_total)),
        ),
    )
    if hidden():
        say("%s: answered from %s; the answer is hidden until you ask for it." % (name, plural(answer.hands, "hand")))
    else:
        say("%s: total winnings %s from %s." % (name, grouped(int(shown.total)), plural(answer.hands, "hand")))
    if explicit:
        bring_into_view(box)


def hidden():
    """Whether the answer on show is hidden until asked for."""
    return spoilers.hidden(box)


@when("click", "#reveal")
def on_reveal(event):
    box.setAttribute("data-revealed", "")
    say_total()
    by_id("total").focus()


def say_total():
    say("%s %s." % (by_id("total-label").textContent, by_id("total").textContent))


@when("spoilers-changed", document)
def on_spoilers(event):
    if box.hidden:
        return
    if hidden():
        say("The answer is hidden until you ask for it.")
    else:
        say_total()


def bring_up():
    """Bring the answer on show, or the problems, into view."""
    bring_into_view(box if not box.hidden else by_id("problems"))


def problems(answer, explicit):
    """Show the input's problems (the first of them, when there are more)."""
    hide()
    listed = answer.problems
    problem_list.show("errors", listed)
    by_id("rules-problem").textContent = ""
    by_id("empty").hidden = True
    listed_box = by_id("problems")
    listed_box.hidden = False
    listed_box.toggleAttribute("data-more", bool(answer.more))  # (the answer bar says so too)
    say("The input has %s; nothing was totalled." % problem_count(listed.length, answer.more))
    if explicit:
        bring_into_view(listed_box)


def rules_problem(problem):
    """Your rules are not rules: say why, beside them, and total nothing."""
    hide()
    by_id("rules-problem").textContent = problem
    by_id("problems").hidden = True
    by_id("empty").hidden = True
    say("Your rules: %s. Nothing was totalled." % problem)


def empty():
    hide()
    by_id("problems").hidden = True
    by_id("rules-problem").textContent = ""
    by_id("empty").hidden = False
    by_id("empty-note").hidden = False
    by_id("waiting").hidden = True
    say("Paste your input, open a file or load the example.")


def hide():
    """No total on show: nor in #total's data-value, which says the total on show."""
    by_id("answer").hidden = True
    by_id("total").removeAttribute("data-value")


def out_of_date(chars):
    """The box, now of `chars` characters, changed beyond the live limit: what is on show is marked as for
    the input as it was, or, where nothing is, the page says that this input waits for Solve."""
    shown = [node for node in (by_id("answer"), by_id("problems")) if not node.hidden]
    for node in shown:
        stale(node, True)
    if shown:
        say("The input has changed: press Solve%s to answer it." % or_keys("Ctrl+Enter"))
        return
    waiting = by_id("waiting")
    waiting.textContent = "This input is longer than %s, so it is answered when you press Solve%s, not as you type." % (
        plural(engine.LOCAL_LIMIT, "character"),
        or_keys("Ctrl+Enter"),
    )
    waiting.hidden = False
    by_id("empty-note").hidden = True
    by_id("empty").hidden = False
    say("Press Solve%s to answer this input of %s." % (or_keys("Ctrl+Enter"), engine.size_text(chars)))


@when("click", "#copy-total")
def on_copy(event):
    return copy(event.currentTarget)


async def copy(button):
    total = by_id("total").dataset.value
    try:
        await window.navigator.clipboard.writeText(total)
    except Exception:
        await confirm(button, "Copy refused", "Copying was refused; select the total and copy it by hand.")
        return
    await confirm(button, "Copied ✓", "Copied the total, %s." % total)
