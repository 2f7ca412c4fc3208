"""Small DOM helpers the page's modules share: attaching handlers, making elements, the status lines, the
part chosen, and bringing an answer into view."""

import asyncio

from pyscript import document, window
from pyscript.ffi import create_proxy, to_js
from pyscript.js_modules import draw, workers

from page.newest import Newest

root = document.documentElement
# How long a button shows that it did what it was asked ("Copied ✓"), in milliseconds.
CONFIRM_MS = 2000


def when(event_type, target, activity=None):
    """Attach the decorated handler to `event_type` on every element the selector matches, or on `target`
    itself when it is not a selector.  An async handler runs as a task of its own, held as `activity` (a
    marks.Activity) from the event itself until it ends: the event is answered from the moment it happens.
    pyscript.when does much of this too, but its first use imports pyscript.web, 1,500 lines that
    MicroPython would compile at every start (about 15 ms) for classes this page never uses."""
    nodes = document.querySelectorAll(target) if isinstance(target, str) else [target]
    if isinstance(target, str) and not nodes.length:
        raise ValueError("no element matches %s" % target)

    def attach(handler):
        def called(event):
            work = handler(event)
            if work is not None and activity is not None:
                activity.run(work)
            elif work is not None:
                asyncio.create_task(work)

        proxy = create_proxy(called)
        for node in nodes:
            node.addEventListener(event_type, proxy)
        return handler

    return attach


class Typing:
    """Edits to one field, counted so that its answer follows once typing pauses: `await typing.paused(ms)`
    after each edit is true for the newest edit only, once `ms` pass without another."""

    def __init__(self):
        self.edits = Newest()

    async def paused(self, ms):
        edit = self.edits.begin()
        await workers.wait(ms)
        return self.edits.newest(edit)


def keyboard():
    """Whether the device has keys to press: a pointer as fine as a mouse's, where a phone's touch alone has none
    (the CSS hides .hint.keys by the same media query)."""
    return window.matchMedia("(any-pointer: fine)").matches


def or_keys(keys):
    """ " (or Ctrl+Enter)", said beside a button, where the device has keys to press; nothing where it has none."""
    return " (or %s)" % keys if keyboard() else ""


def unsay_keys():
    """Where the device has no keys to press, the hints of keys (hidden there) describe no control either: a screen
    reader reads what aria-describedby names, hidden or not."""
    if keyboard():
        return
    keys = [node.id for node in document.querySelectorAll(".hint.keys[id]")]
    for node in document.querySelectorAll("[aria-describedby]"):
        said = [name for name in node.getAttribute("aria-describedby").split() if name not in keys]
        if said:
            node.setAttribute("aria-describedby", " ".join(said))
        else:
            node.removeAttribute("aria-describedby")


def ctrl_enter(event):
    """Whether a key event is Ctrl+Enter (Cmd+Enter on a Mac), which solves or plays; its default is prevented."""
    pressed = event.key == "Enter" and (event.ctrlKey or event.metaKey)
    if pressed:
        event.preventDefault()
    return pressed


def by_id(name):
    return document.getElementById(name)


def element(tag, text=None, cls=None, grouped=False):
    """A new element of `tag`, of class `cls`, holding `text`: `grouped`, a number of any length in it breaks
    between its groups of digits only."""
    node = document.createElement(tag)
    if text is not None and grouped:
        draw.grouped(node, text)
    elif text is not None:
        node.textContent = text
    if cls:
        node.className = cls
    return node


def chosen_part():
    """The rules chosen for Camel Cards, as the radio buttons name them: "1", "2" or "custom"."""
    return document.querySelector('input[name="part"]:checked').value


def choose_part(part):
    """Check the radio button of `part` ("1", "2" or "custom"); a value no button has changes nothing."""
    for radio in document.querySelectorAll('input[name="part"]'):
        if radio.value == part:
            radio.checked = True


def rules_named(part):
    """The rules of `part` ("1", "2" or "custom"), as a sentence speaks of them: "part 1", "your rules"."""
    return "your rules" if part == "custom" else "part " + part


def open_chosen(event, load):
    """The file chosen in a file input (`event`'s target) opened by `load`, then the input emptied, so that the same
    file can be chosen again; nothing when none is."""
    chooser = event.target
    return _opened(chooser, load) if chooser.files.length else None


async def _opened(chooser, load):
    await load(chooser.files.item(0))
    chooser.value = ""


def custom_rules():
    """The card order and joker set under "Your rules", as typed (the core checks them)."""
    return by_id("rules-order").value, by_id("rules-joker").value


def say(text, where="status", quietly=None):
    """Write a status line (each is an ARIA live region, so it is read out).  With `quietly`, only add it (shown,
    not read out) after a line that says `text` already: a figure that changes as it goes (a download's megabytes),
    which a screen reader would read at each change; a line that has moved on to other words stays as it is."""
    node = by_id(where)
    if quietly is None:
        draw.grouped(node, text)  # a number of any length breaks between its groups of digits
        return
    tail = node.querySelector(":scope > .quietly")
    shown = node.textContent
    if tail is not None:
        shown = shown[: len(shown) - len(tail.textContent)]
    if shown == text:
        if tail is None:
            tail = node.appendChild(element("span", cls="quietly"))
            tail.setAttribute("aria-hidden", "true")
        tail.textContent = quietly


def stale(node, on, follows=False):
    """Mark an answer or a list of problems as one for an input that is no longer in the box, or unmark it.
    `follows`: the answer for the box as it is comes by itself (typing, answered once it pauses), and the note
    that asks for Solve is not shown."""
    if on:
        node.setAttribute("data-stale", "follows" if follows else "")
    else:
        node.removeAttribute("data-stale")


async def confirm(button, shown, said, where="status"):
    """Show on the button itself that it worked, where the eye is, for a moment, and say it in full on the
    status line, which is read out."""
    label = button.getAttribute("data-label") or button.textContent
    button.setAttribute("data-label", label)
    button.textContent = shown
    button.classList.add("done")
    say(said, where)
    await workers.wait(CONFIRM_MS)
    if button.textContent == shown:
        button.textContent = label
        button.classList.remove("done")


# What bring_into_sight leaves above what it brings into sight.
SIGHT_MARGIN_PX = 12


def narrow():
    """Whether the workspace stands in one column, where the answer sits below the input (style.css says
    how many, as --columns)."""
    return window.getComputedStyle(root).getPropertyValue("--columns").strip() == "1"


def bring_into_sight(node):
    """Scroll `node` near the top of the window when it is out of sight (below the fold on a phone, say); not in
    an embedded page, which keeps its view from its top, under the bar that names it."""
    where = node.getBoundingClientRect()
    if not root.hasAttribute("data-embed") and (where.top < 0 or where.bottom > window.innerHeight):
        window.scrollBy(0, where.top - SIGHT_MARGIN_PX)


def keep_in_sight(node):
    """Scroll the least that brings `node` into sight when it is below the fold (a status line under the button
    pressed, on a phone), so that what is above it, the button included, stays in sight too; unless a word is
    held in sight (`Holding`)."""
    below = node.getBoundingClientRect().bottom - window.innerHeight
    if not root.hasAttribute("data-embed") and below > 0 and not held():
        window.scrollBy(0, below + SIGHT_MARGIN_PX)


def bring_into_view(node, block="start"):
    """Scroll `node` to the top of the window (or where `block` says) when the page is in one column, as on a
    phone, where it sits out of sight below the input.  In two columns it sits beside the input, and is
    scrolled to only when out of sight: after Solve pressed below a long input held beside its box, say.  An
    embedded page shows the answer alone, and scrolling it would scroll the page it is embedded in.  A word held in
    sight (`Holding`) stays there: the answer bar says what the view shows meanwhile."""
    if root.hasAttribute("data-embed") or held():
        return
    if narrow():
        node.scrollIntoView(to_js({"block": block}))
    elif node.getBoundingClientRect().top < 0:
        node.scrollIntoView(to_js({"block": "start"}))


class Acts:
    """How many times the person has acted on the page (a pointer or a key pressed, the wheel turned, a touch):
    a view asked for long before it can be shown (a replay's round, once a long game is played) is brought into
    sight only if they have not since, rather than pull the page from under their typing or reading."""

    def __init__(self):
        self.count = 0
        acted = create_proxy(self.acted)
        for kind in ("pointerdown", "keydown", "wheel", "touchstart", "click"):  # (a click alone: assistive tools)
            window.addEventListener(kind, acted, to_js({"capture": True, "passive": True}))

    def acted(self, event):
        self.count += 1


acts = Acts()


class Holding:
    """A word the page has said and brought into sight (what is said of a link or an address), with the count of
    the person's acts then: held there until they act, or it is hidden.  Meanwhile nothing is brought into view
    (`bring_into_view`: either game's answer), which would scroll the word away in one column, where the answer
    bar at the window's foot says the total or the scores.  A view with nothing to stand in for it (a trace, the
    replay) waits as `then` until the person dismisses the word (`once_read`), as does one brought into sight
    just before the word (`shown`, with the count of acts then) and scrolled away by it; a word said in place of
    one still held keeps the view waiting for it."""

    def __init__(self):
        self.node, self.count, self.then, self.shown = None, 0, None, (None, -1)


holding = Holding()


def hold_in_sight(node):
    """Bring `node` into sight when it is out of sight, and hold it there until the person acts."""
    waiting, (view, count) = holding.then if held() else None, holding.shown
    bring_into_sight(node)
    holding.node, holding.count, holding.then = node, acts.count, view if count == acts.count else waiting


def once_read(scroll):
    """Bring a view asked for into sight by calling `scroll`: now, or, while a word is held in sight, once the
    person dismisses it (`put_away`), since scrolled to now it would take the word out of sight unread."""
    if held():
        holding.then = scroll
    else:
        scroll()
        holding.shown = scroll, acts.count


def put_away(dismissed):
    """The word held in sight is hidden: `dismissed` by the person, which brings into sight a view asked for
    meanwhile, or by what took its place, which forgets that view."""
    then, holding.then = holding.then, None
    if dismissed and then is not None:
        then()


def held():
    """Whether a word is held in sight (`Holding`)."""
    node = holding.node
    shown = node is not None and not node.hidden and node.getBoundingClientRect().height > 0
    return shown and acts.count == holding.count
