"""Each game's code in the Code tab, kept for this browser tab as its input is (js/kept.js, under
`kept.code(game)`): {text, file, origin}, the origin "link" while it is a share link's code as it came, else
"own"; and the code the page sets aside when it puts other code in its place, unless nothing of it would be
lost, to bring back.  Every record of code kept is written here, by coding/editor.js: the code's text, which
may be megabytes, never enters this Python."""

from pyscript.js_modules import kept

from coding.code_runs import runner_js
from page import set_aside
from page.dom import say

LINK_NOTICE = (
    "This code came from a share link. It runs only when you press Run, and then in a sandbox of its own: it cannot"
    " reach your inputs, your code or anything else this page keeps."
)


class Links:
    """Each game's share-link code (a text, or the record kept of it), while its editor holds it as it came."""

    def __init__(self):
        self.code = {}


links = Links()


def record(coding):
    return coding.editor.record(coding.holder, coding.file, links.code.get(coding.game))


async def original(coding, file):
    """What Reset gives: the short solution, or the core's file `file` as it is."""
    return coding.solution if not file else await (await runner_js()).text("./camelcards_core/%s" % file)


async def restored(coding):
    """The code to put back in the editor as the tab first opens: (the record kept, the core's file it is or
    "", whether it is a share link's as it came); the short solution when none is kept."""
    found = await kept.restored(kept.code(coding.game))
    if not found:
        links.code[coding.game] = None
        return coding.solution, "", False
    link = getattr(found, "origin", "") == "link"
    links.code[coding.game] = found if link else None
    return found, getattr(found, "file", "") or "", link


def edited(coding):
    """Keep the code as it is in the editor, for a reload."""
    return kept.keep(kept.code(coding.game), record(coding))


def from_link(coding):
    """Whether the editor holds a share link's code as it came, which runs only when the visitor asks."""
    link = links.code.get(coding.game)
    return link is not None and coding.holds(link)


def holds(coding, code, link):
    """The editor holds `code` (a text, or a record kept) from now on, a share link's as it came when `link`."""
    links.code[coding.game] = code if link else None


async def offer(coding):
    """Offer Bring back while code is set aside for the game."""
    set_aside.offer_code(await kept.setAsideList(kept.code(coding.game)), coding.prefix + "code-bring-back")


async def replaced(coding, instead=None):
    """The code on show as a record to set aside, or None when nothing of it would be lost: it is blank, what
    Reset gives again, or `instead`, the code to take its place."""
    if coding.editor.blank(coding.holder) or (instead is not None and coding.holds(instead)):
        return None
    return None if coding.holds(await original(coding, coding.file)) else record(coding)


async def set_aside_for(coding, instead, why):
    """Set the code on show aside, saying `why`, unless nothing of it would be lost to `instead`."""
    shown = await replaced(coding, instead)
    if shown:
        await kept.setAside(kept.code(coding.game), shown, why)


async def bring_back(coding):
    """Take the code set aside first, and put the code on show at the end of those set aside, unless nothing
    of it would be lost, so that Bring back steps through them all: (the record, its file, whether a link's), or
    None."""
    shown = await replaced(coding)
    taken = await kept.bringBack(kept.code(coding.game), shown, "when other code was brought back")
    if not taken:
        return None
    return taken, getattr(taken, "file", "") or "", getattr(taken, "origin", "") == "link"


async def show_code(coding, file, why, code=None, link=False):
    """Put the short solution, or the core's file `file`, in the editor (or `code` for it, a share link's when
    `link`); the code it replaces is set aside, saying `why`, unless nothing of it would be lost."""
    if code is None:
        code = await original(coding, file)
    await set_aside_for(coding, code, why)
    await put(coding, code, file, link)
    say("", coding.prefix + "code-status")


async def put(coding, code, file, link):
    """Put `code` (a text, or a record kept: the core's file `file` as edited, or a solution when "") in the
    editor, and keep it."""
    holds(coding, code, link)
    coding.put(code, file)
    await edited(coding)
    await offer(coding)
    coding.notice(LINK_NOTICE if link else "")
