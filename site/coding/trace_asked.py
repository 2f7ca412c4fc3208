"""A step of a trace that a link or the address asks for (a reload's included): traced at once for the page's own
solution as it came, and for the code this browser tab last traced, whose digest is kept for the tab's reloads
(unless it is a share link's code as it came, which runs only when the visitor asks); else offered on Step
through, saying why, so that the address never holds a step with nothing on show that accounts for it."""

from pyscript.ffi import to_js
from pyscript.js_modules import kept

from coding import code_kept

# Why a step asked for is offered rather than shown: the code is a share link's, other than the code this browser
# tab last traced, or none was traced here.
FROM_LINK = "This code came from a share link, so it runs only when you ask: press Step through to see step %d."
CHANGED = "The code has changed since it was last traced: press Step through to trace it and see step %d."
ASKED = "The address asks for step %d: press Step through to trace this code and see it."


class Asked:
    """One game's: the step Step through opens (0: the first), the words beside it that say why it is offered,
    and the digest of the code this browser tab last traced ("" for none)."""

    def __init__(self):
        self.step = 0
        self.said = ""
        self.digest = ""


asked = {"camel": Asked(), "crab": Asked()}


def digest_of(coding, code):
    """The digest of `code` (a snapshot of the game's editor): the core's file it is, and its text's."""
    return "%s %s" % (coding.file, coding.editor.digest(code))


async def keep(coding, code):
    """Keep, for this browser tab's reloads, that the game's code last traced is `code` (a snapshot)."""
    asked[coding.game].digest = digest_of(coding, code)
    await kept.keepState(to_js({"traced": {game: each.digest for game, each in asked.items()}}))


async def restore():
    """What this browser tab last traced of each game, as the Code tab first opens."""
    digests = getattr(await kept.restoredState(), "traced", None)
    for game, each in asked.items():
        each.digest = (getattr(digests, game, "") or "") if digests else ""


def why_offered(coding, step):
    """Why step `step` is offered on Step through rather than traced at once, in words; None where it is traced
    at once (the page's own solution as it came, or the code this tab last traced)."""
    if coding.file == "" and coding.holds(coding.solution):
        return None
    if code_kept.from_link(coding):
        return FROM_LINK % step
    digest = asked[coding.game].digest
    if digest == digest_of(coding, coding.snapshot()):
        return None
    return (CHANGED if digest else ASKED) % step


def offer(coding, step, why=""):
    """Step through opens step `step` (from a link or the address), or the first (0); `why` it is offered rather
    than shown is said beside it, until Step through, or an edit, takes its place."""
    each = asked[coding.game]
    each.step = step
    coding.part("step").textContent = "Step through to step %d" % step if step else "Step through"
    status = coding.part("status")
    if why:
        status.textContent = why
    elif each.said and status.textContent == each.said:
        status.textContent = ""
    each.said = why
