"""Embedding a view in another page (a blog post about one's solution): the Embed button's dialog gives the
HTML of an iframe of the view on show, at a size chosen; and a page embedded (router.js marks it,
html[data-embed], and store.js keeps nothing for it) shows only that view, with a link to the full page.

The iframe's address is the page's own with a share link's fragment (links.py), which names the tab on show and
the place on show there (a step, a round), and `embed`."""

from pyscript import document, window
from pyscript.ffi import to_js
from pyscript.js_modules import input_text, kept, router

from crab import replay
from page import links
from page.dom import by_id, chosen_part, confirm, custom_rules, or_keys, root, rules_named, say, when
from page.newest import Newest

dialog = by_id("embed-dialog")
code_box = by_id("embed-code")
# What the iframe of each tab shows, after the tab's own name.
SHOWS = {"": "the answer", "crab": "both games", "how": "the solution step by step", "code": "the code"}
# What an embed of a round of the replay shows: the replay alone (html[data-embed-replay]).
REPLAY = "the replay, round by round"
# The games' ids, kept.js's.
CAMEL, CRAB = kept.GAMES
asked = Newest()
# What the dialog shows: the iframe's address and title, once made.
shown = {"url": "", "title": ""}
# The game of the Code tab's editor last used, whose code the Code tab's iframe shows.
coding = {"game": CAMEL}


def part_named():
    """The Camel Cards rules chosen, in words: the label of the part's radio button, or the rules typed."""
    part = chosen_part()
    if part == "custom":
        order, joker = custom_rules()
        return "%s (%s, %s)" % (rules_named(part), order, "joker %s" % joker if joker else "no joker")
    label = document.querySelector('input[name="part"]:checked').parentElement.textContent.strip()
    return "part %s" % label


def caption(name, game):
    """What the view of tab `name` shows of `game`, in words: the embedded page's heading and the iframe's
    title."""
    tab = router.named(name).textContent
    if name == "crab":
        return "%s: %s" % (tab, REPLAY if replay.went_to() else SHOWS[name])
    if name == "code":  # the heading of the game's editor: "Camel Cards in Python"
        return "%s: %s" % (tab, by_id(("crab-" if game == CRAB else "") + "code-heading").textContent)
    return "%s: %s, %s" % (tab, SHOWS[name], part_named())


def view_game(name):
    """The game whose input (and code) the view of tab `name` shows."""
    return CRAB if name == "crab" else coding["game"] if name == "code" else CAMEL


class Refused:
    """Why there is no link, as links.make says it."""

    def __init__(self, error):
        self.error = error


async def made_for(name, game):
    """A share link (links.make's answer) to what the view of tab `name` shows of `game`, at the place on show
    there (a step of How it works, a round of the replay, as the address says it)."""
    if name == "code":
        from coding import code_tab

        if not code_tab.tab.made:
            return Refused("the editor is still loading; try again in a moment")
        from coding import code_trace
        from coding.code_runs import input_of

        editor = code_tab.tab.games[game]
        snap, _ = await input_of(by_id(editor.box), game)  # the example when the box is empty, as code runs on
        step = code_trace.step_on_show(editor)
        place = {"step": step} if step else None
        return await links.make(snap, game, "1", code=editor.blob(), file=editor.file, place=place)
    said = router.place(name)
    place = {field: getattr(said, field) for field in ("step", "replay", "sub", "round")}
    if game == CRAB:
        return await links.make(input_text.snapshot(by_id("crab-input")), CRAB, 1, place=place)
    snap = input_text.snapshot(by_id("input"))
    if name == "how":
        place["view"] = "how"
        if not snap.chars:  # How it works walks the puzzle's example then, and so does its embed
            example = await (await window.fetch("./examples/camel.txt")).text()
            snap = to_js({"text": example, "chars": len(example)})
    order, joker = custom_rules()
    return await links.make(snap, CAMEL, chosen_part(), order, joker, place=place)


def embed_fragment(link):
    """The iframe's fragment: the share link's (which names the tab and the place on show), and `embed`."""
    return link + "&embed"


def attribute(text):
    """`text` as an HTML attribute's value between double quotes."""
    return text.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;").replace(">", "&gt;")


def snippet():
    """The iframe's HTML at the size chosen (the radio's value, "WIDTHxHEIGHT", a width may be "100%")."""
    width, height = document.querySelector('input[name="embed-size"]:checked').value.split("x")
    style = "border: 1px solid #ccc; border-radius: 8px; max-width: 100%"
    return '<iframe src="%s" title="%s" width="%s" height="%s" style="%s" loading="lazy" allow="%s"></iframe>' % (
        attribute(shown["url"]),
        attribute(shown["title"]),
        width,
        height,
        style,
        "clipboard-write; fullscreen",
    )


def show_problem(text):
    """Say why there is no snippet (`text`), or show the snippet ("")."""
    by_id("embed-problem").textContent = text
    by_id("embed-problem").hidden = not text
    code_box.hidden = bool(text)
    by_id("embed-copy").disabled = bool(text)
    if text:
        code_box.value = ""


@when("click", "#embed")
def on_embed(event):
    return open_dialog()


async def open_dialog():
    """Open the dialog, and make the iframe of the view on show."""
    turn = asked.begin()
    name = router.nameOf(router.current())
    game = view_game(name)
    shown["url"] = ""
    show_problem("")
    code_box.value = ""
    by_id("embed-copy").disabled = True
    by_id("embed-view").textContent = caption(name, game)
    say("Making the link…", "embed-status")
    if not dialog.open:
        dialog.showModal()
    made = await made_for(name, game)
    if not asked.newest(turn):
        return
    if hasattr(made, "error"):
        say("", "embed-status")
        show_problem("No snippet: %s. An embed holds its input in its address, as a share link does." % made.error)
        return
    shown["url"] = router.linkTo(embed_fragment(made.fragment))
    shown["title"] = caption(name, game)
    code_box.value = snippet()
    by_id("embed-copy").disabled = False
    say("", "embed-status")
    code_box.focus()
    code_box.select()


@when("change", 'input[name="embed-size"]')
def on_size(event):
    if shown["url"]:
        code_box.value = snippet()


@when("click", "#embed-copy")
def on_copy(event):
    return copy(event.currentTarget)


async def copy(button):
    code_box.select()
    try:
        await window.navigator.clipboard.writeText(code_box.value)
    except Exception:
        say("The HTML is selected in the box: copy it from there%s." % or_keys("Ctrl+C"), "embed-status")
        return
    await confirm(button, "Copied ✓", "Copied: paste the HTML into your page.", "embed-status")


@when("click", "#embed-close")
def on_close(event):
    dialog.close()


@when("close", dialog)
def on_closed(event):
    """A dialog closed (Close, Escape) forgets its snippet, and a link still being made for it."""
    asked.drop()
    shown["url"] = ""
    code_box.value = ""


@when("focusin", ".coding-game")
def on_coding(event):
    coding["game"] = CRAB if event.currentTarget.contains(by_id("crab-code-editor")) else CAMEL


def shown_embedded(game):
    """The embedded page's heading, for the link's `game` (None when it carried no input it could read), and
    its link to the full page."""
    by_id("embed-full").href = router.fullPage()
    if game is None:
        # A link that could not be read says why above the box (Camel Cards) or the tab (Crab Combat), which an
        # embedded page hides.
        held = by_id("address-said-text").textContent if not by_id("address-said").hidden else ""
        said = by_id("notice-text").textContent or held or "This embed's address carries no input."
        by_id("embed-what").textContent = said
        return
    name = router.nameOf(router.current())
    root.setAttribute("data-embed", game)
    if name == "crab" and replay.went_to():
        root.setAttribute("data-embed-replay", "")
    coding["game"] = game
    # What the link asks for that the page does not read is said above the tab, which an embedded page hides.
    unread = by_id("address-said-text").textContent if not by_id("address-said").hidden else ""
    by_id("embed-what").textContent = caption(name, game) + (". " + unread if unread else "")
    # The input the code runs on is the embed's own, its box not on show.
    for prefix in ("", "crab-"):
        by_id(prefix + "code-run-hint").textContent = "or Ctrl+Enter, on the input this embed holds"
