"""Share links: the input and part in the link's #fragment, which browsers never send to a server.  Making
and reading one is the worker's; this shows a link's input, setting the visitor's own aside, one click away.
Imported on first need."""

import json

import engine
from dom import by_id, choose_part, confirm, custom_rules, offer_own_input, say
from pyscript import window
from pyscript.js_modules import input_text, store

from camelcards_core.words import plural

MAX_LINK_CHARS = 100_000  # camelcards_core.share.MAX_SHARED, which the worker enforces; said here before asking


async def open_link(textarea, choose_tab):
    """The input and part of the link in the address bar, shown in place of the visitor's own, and True; the
    link's error message when it cannot be read; None when there is no link, or when it held Crab Combat
    decks, which are played in their tab, chosen with `choose_tab`."""
    fragment = window.location.hash
    if not fragment:
        return None
    window.history.replaceState(None, "", window.location.pathname + window.location.search)
    shared = json.loads(await engine.ask_any("open_link", fragment))
    if shared is None:
        return None
    if "error" in shared:
        return "This share link could not be read: %s." % shared["error"]
    if shared["game"] == "crab":
        await choose_tab(by_id("tab-crab"))
        import crab_tab

        await crab_tab.adopt(shared["text"])
        return None
    await input_text.adopt(textarea, shared["text"])
    part = str(shared["part"])
    choose_part(part)
    await store.put("part", part)
    if shared["rules"]:
        import rules_form

        await rules_form.put(*shared["rules"])
    await offer_own_input(textarea, "restore-previous")
    say("Opened a share link: its input, and %s." % ("your rules" if part == "custom" else "part " + part))
    return True


async def share(button, textarea, part, game="camel"):
    """Make a link to the input (and part), put it in the box beside the button, and copy it."""
    holder, field, where = (
        ("share-box", "share-url", "status") if game == "camel" else ("crab-share-box", "crab-share-url", "crab-status")
    )
    size = input_text.size(textarea)
    if size > MAX_LINK_CHARS:
        say(
            "A link can carry at most %s; this input has %s. Share the file instead."
            % (plural(MAX_LINK_CHARS, "character"), engine.size_text(size)),
            where,
        )
        return
    worker = await engine.any_worker()
    made = json.loads(await input_text.send(worker.make_link, textarea, part, game, *custom_rules()))
    if "error" in made:
        say("No link: %s." % made["error"], where)
        return
    url = window.location.origin + window.location.pathname + "#" + made["fragment"]
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
