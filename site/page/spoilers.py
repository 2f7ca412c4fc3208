"""The answers hidden until asked for, for a visitor who chose so: one choice for both games and the Code tab,
kept with the tab's state, shown by a checkbox in each game's Check your answer.  An answer's box shows what it
hides once asked (its data-revealed), until another answer takes its place."""

from pyscript import document, window
from pyscript.ffi import to_js
from pyscript.js_modules import kept

from page.dom import by_id, when

root = document.documentElement
TOGGLES = ("spoiler-free", "crab-spoiler-free")
# The boxes whose answers it hides: each game's, and what each game's code gave.
BOXES = ("answer", "crab-answer", "code-answer", "crab-code-answer")


def hidden(box):
    """Whether the answer in `box` is hidden: the visitor chose so, and has not asked to see it."""
    return root.hasAttribute("data-spoiler-free") and not box.hasAttribute("data-revealed")


def hide_answers(on):
    """Hide every answer until asked for, or show them; Check your answer works either way, and the answers'
    values stay in their attributes."""
    for toggle in TOGGLES:
        by_id(toggle).checked = on
    for box in BOXES:
        by_id(box).removeAttribute("data-revealed")
    if on:
        root.setAttribute("data-spoiler-free", "")
    else:
        root.removeAttribute("data-spoiler-free")


@when("change", "#spoiler-free, #crab-spoiler-free")
def on_toggle(event):
    hide_answers(event.target.checked)
    # Each game's status line, which may say its answer, is said again as the choice now wants.
    document.dispatchEvent(window.CustomEvent.new("spoilers-changed"))
    return keep_choice(event.target.checked)


async def keep_choice(on):
    """Keep the choice with the tab's state (a coroutine: `when` runs it as a task of its own)."""
    await kept.keepState(to_js({"spoilerFree": on}))
