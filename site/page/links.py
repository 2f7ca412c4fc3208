"""Share links: an input (with its part and rules, or Crab Combat decks) in a link's #fragment, which browsers
never send to a server.  Making and reading one is the core's, in a worker, and its limits are the core's
too; this asks for them and answers data, and shows a link made beside its button.  Opening a link's input
is its tab's business."""

import json

from pyscript import window
from pyscript.js_modules import input_text, router

from camelcards_core.words import PAST_READ, REPLAY_BESIDE, REPLAY_GAMES, plural
from page.dom import by_id, confirm, say
from worker import engine

# Why a field of an address (typed by hand) names no place on show, by the tab's name and the field's; and why one
# of a part of a place is not read without the part it is of, by that part's name.
NO_PLACE = {("crab", "replay"): REPLAY_GAMES}
BESIDE = {"replay": REPLAY_BESIDE}


def unplaced(told, name):
    """Why each field of an address (typed by hand) that the router told of ({fields, more}: the first few, cut,
    each [field, why], fields.js's `unplaced`) shows no place in tab `name` (its name in the address), rather than
    show another in silence: a name's later field is never read, as a link's is not."""
    tab = router.named(name).textContent
    why = [(pair[0], _why_unplaced(pair[0].split("=")[0], pair[1], name, tab)) for pair in told.fields]
    return asked_for("The address", why, told.more)


def _why_unplaced(field_name, why, name, tab):
    if why == "again":
        return "only the address's first %s= is read" % field_name
    if why == "past":
        return PAST_READ
    return BESIDE.get(why) or NO_PLACE.get((name, field_name), "%s has no such place" % tab)


def asked_for(whose, why, more):
    """What is said of the fields of an address or a link that the page does not read, each with `why` ([field,
    why]), and how many `more` there are."""
    said = ["%s asks for %s: %s." % (whose, router.readable(field), router.readable(reason)) for field, reason in why]
    if more:  # (the first are said, whether within the fields read or past them)
        said.append("And %s the page does not read." % plural(more, "more field"))
    return " ".join(said)


def set_aside_words(game):
    """What is said when a link's input took the place of the visitor's own, which the page set aside, with the
    button that brings it back."""
    crab = game == "crab"
    button = by_id("crab-restore-previous" if crab else "restore-previous").textContent
    return "The link's %s in the box in place of yours, which %s set aside: %s." % (
        "decks are" if crab else "input is",
        "are" if crab else "is",
        button,
    )


async def make(snap, game, part, order="", joker="", code=None, file="", place=None):
    """A link to the text of `snap` (a snapshot of a box) for `game` ("camel" or "crab"), under `part` and
    the rules typed, with a solution's code (`code`, a Blob: code may be more than this page's Python can
    hold) or the core's file `file` as edited when given, that opens the `place` on show ({view, step,
    replay, round, sub}) when given: {fragment}, or {error} saying why there is none."""
    worker = await engine.any_worker()
    asked = {"game": game, "part": part, "order": order, "joker": joker, "file": file}
    request = json.dumps(dict(asked, place=place or {}))
    with_code = () if code is None else (code,)
    return engine.parsed(await input_text.send(worker.make_link, snap, request, *with_code))


async def read(fragment):
    """What a link's fragment (a Blob: a fragment may be megabytes, which this page's Python never holds)
    carries: {text, part, game, rules}, {error}, or None when it carries no input."""
    worker = await engine.any_worker()
    read = router.READ
    return engine.parsed(await worker.open_link(fragment, read.most, read.said, read.cut))


async def offer(button, made, holder, field, where):
    """Put a link made (`make`'s answer) in the box beside `button` and copy it, or say why there is none, on
    status line `where`."""
    if hasattr(made, "error"):
        say("No link: %s." % made.error, where)
        return
    url = router.linkTo(made.fragment)
    box = by_id(field)
    box.value = url
    by_id(holder).hidden = False
    box.select()
    try:
        await window.navigator.clipboard.writeText(url)
    except Exception:
        await confirm(button, "Link ready", "The share link is in the box below the button; copy it from there.", where)
        return
    await confirm(
        button,
        "Link copied ✓",
        "Share link copied (%s). It holds your whole input." % plural(len(url), "character"),
        where,
    )
