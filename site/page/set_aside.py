"""Bring back: the inputs the page set aside when it put another in their place (a share link, the example, a
file, another input brought back), offered one click away, the next to come back named on the button."""

from dom import by_id
from pyscript.js_modules import input_box

from camelcards_core.words import plural


async def offer(textarea, button):
    """Show `button` while an input is set aside for `textarea`'s game, saying what it brings back."""
    waiting = await input_box.setAside(textarea)
    shown = by_id(button)
    shown.hidden = not waiting
    if waiting:
        label = shown.getAttribute("data-label") or shown.textContent
        shown.setAttribute("data-label", label)
        size = plural(waiting.lines, "line") if waiting.lines > 1 else plural(waiting.chars, "character")
        shown.textContent = "%s (%s)" % (label, size)
        shown.title = "Your input of %s, set aside %s%s." % (
            size,
            waiting.why,
            "; %s more after it" % plural(waiting.more, "input") if waiting.more else "",
        )


async def bring_back(textarea, button):
    """Put the next input set aside back in the box (the one it replaces, if the visitor's own, is set aside
    in turn); whether there was one."""
    back = await input_box.bringBack(textarea)
    await offer(textarea, button)
    return back
