"""Bring back: what the page set aside when it put something else in its place (an input: a share link's, the
example, a file, another brought back; a game's code: a share link's, Reset, another of the core's files,
other code brought back), offered one click away, the next to come back named on the button."""

from pyscript.js_modules import input_box, kept

from camelcards_core.words import plural
from page.dom import by_id


async def offer(textarea, button):
    """Show `button` while an input is set aside for `textarea`'s game, saying what it brings back."""
    waiting = await input_box.setAside(textarea)
    label(button, waiting and ("Your input", waiting.chars, waiting.lines, waiting.why, waiting.more))


def offer_code(listed, button):
    """Show `button` while code is set aside (`listed`, kept.js's list of it), saying what it brings back."""
    if not listed.length:
        label(button, None)
        return
    first = listed[0]
    whose = "A share link's code" if getattr(first, "origin", "") == "link" else "Your code"
    size = kept.sizeOf(first)
    label(button, (whose, size.chars, size.lines, first.why, listed.length - 1))


def label(button, waiting):
    """Show `button` when something waits, `waiting` being (whose, characters, lines, why set aside, how many
    more after it), named on the button by its size and in its title in full; else hide it."""
    shown = by_id(button)
    shown.hidden = not waiting
    if waiting:
        whose, chars, lines, why, more = waiting
        text = shown.getAttribute("data-label") or shown.textContent
        shown.setAttribute("data-label", text)
        size = plural(lines, "line") if lines > 1 else plural(chars, "character")
        shown.textContent = "%s (%s)" % (text, size)
        shown.title = "%s of %s, set aside %s%s." % (whose, size, why, "; %d more after it" % more if more else "")


async def bring_back(textarea, button):
    """Put the next input set aside back in the box (the one it replaces, if the visitor's own, is set aside
    in turn); whether there was one."""
    back = await input_box.bringBack(textarea)
    await offer(textarea, button)
    return back
