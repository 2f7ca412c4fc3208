"""The page's start, and what belongs to no one tab: files dropped anywhere, share links and lines linked to,
tabs opened, and a browser that keeps nothing.

Each tab's module owns what it shows: camel_input.py and answering.py the Camel Cards box and its answer,
crab_tab.py Crab Combat, how.py How it works, code_tab.py (and the code_*.py it imports) the Code tab; the router
(boot/router.js) owns the tabs and the address."""

import asyncio
import sys

from pyscript import document
from pyscript.ffi import to_js
from pyscript.js_modules import input_box, input_text, kept, router, starting, store, workers

from camel import camel_input, rules_form
from crab import crab_check, crab_tab
from page import embed, links, problem_list, set_aside, spoilers
from page.dom import by_id, choose_part, chosen_part, hold_in_sight, put_away, say, unsay_keys, when
from page.marks import CAMEL, CRAB, answered
from worker import engine

root = document.documentElement
textarea = camel_input.textarea
crab_check.checks(crab_tab.games)


def unkept(why):
    """Say, where the page promises to keep what is typed (each game's box), that this browser will not keep it."""
    for promise in document.querySelectorAll(".keeping"):
        promise.textContent = "%s, so what you type will not come back after a reload." % why
        promise.parentElement.classList.add("warning")


@when("keeping-refused", document)
def on_refused(event):
    unkept("This browser stopped keeping the page's data (%s)" % store.refusal())


# --- files dropped anywhere --------------------------------------------------------------------------------


def carries_files(event):
    return event.dataTransfer and event.dataTransfer.types.includes("Files")


@when("dragover", document)
def on_drag(event):
    """A file dragged anywhere over the page is taken, rather than opened by the browser in its place."""
    if carries_files(event):
        event.preventDefault()
        root.classList.add("dropping")


@when("dragleave", document)
def on_leave(event):
    if not event.relatedTarget:
        root.classList.remove("dropping")


def load_file(file):
    """A file dropped anywhere goes to the box of the tab on show: Crab Combat's, or else the puzzle's."""
    if router.nameOf(router.current()) == "crab":
        CRAB.run(crab_tab.load_file(file))
    else:
        CAMEL.run(camel_input.load_file(file))


@when("drop", document)
def on_drop(event):
    root.classList.remove("dropping")
    if not carries_files(event):
        return
    event.preventDefault()
    files = event.dataTransfer.files
    if files.length:
        load_file(files.item(0))


# --- tabs, links and lines ----------------------------------------------------------------------------------


def code_tab():
    """The Code tab's module, imported the first time it is needed: none of the tab runs before."""
    from coding import code_tab

    return code_tab


async def opened(tab):
    """What opening a tab does: Crab Combat puts back its decks, How it works walks the input, Code makes its
    editors."""
    name = router.nameOf(tab)
    if name == "crab":
        await crab_tab.opened()
    elif name == "how":
        from how import how

        await how.opened(camel_input.answer)
    elif name == "code":
        await code_tab().opened()
    say_ignored(tab)


def say_ignored(tab):
    """Say, above `tab` just opened by the address, why it shows no place asked for that it has not, in place of
    the word before; nothing when no address was followed nor tab chosen since (two openings say it once)."""
    told = router.takeIgnored()
    if told is not None:
        say_of_address(links.unplaced(told, router.nameOf(tab)))


def say_of_address(said):
    """Say `said` of the address (or hide what was, when it is ""), held in sight until the person acts (an address
    typed in a page scrolled down; a link's answer, on a phone, which the answer bar says)."""
    by_id("address-said-text").textContent = said
    by_id("address-said").hidden = not said
    if said:
        hold_in_sight(by_id("address-said"))


@when("click", '[role="tab"]')
@when("click", "#address-said-close, #restore-previous, #crab-restore-previous")
def forget_address_said(event=None):
    """Dismissed (what the address asked for then comes into sight), what a link set aside brought back, a tab
    chosen (the one on show too), a link or a line followed, an address of its own: the last word goes."""
    by_id("address-said").hidden = True
    put_away(event is not None and event.currentTarget.id == "address-said-close")


@when("tab-chosen", document)
def on_tab(event):
    (CRAB if router.nameOf(event.target) == "crab" else CAMEL).run(opened(event.target))


async def open_link(fragment):
    """A share link's input, in its game's tab (the router shows it), in place of the visitor's own; its
    notice says why it could not be opened, where it cannot.  The game whose box now holds the link's input,
    or None."""
    forget_address_said()
    shared = await links.read(fragment)
    if shared is None:
        answered()  # the page's answer to a link that carries nothing: nothing to open
        return None
    if hasattr(shared, "error"):
        answered()  # the page's answer: the notice below, in the tab the link opened, at no place of the link's
        said = "This share link could not be read: %s." % shared.error
        router.show(router.current())
        on_show = router.nameOf(router.current())
        if on_show == "crab":  # held in sight above the tab, where the decks it plays say nothing over it
            await crab_tab.opened()
            mine = " Below are your own decks, kept from before; they are not the link's."
            say_of_address(said + (mine if input_text.size(by_id("crab-input")) else ""))
        elif on_show == "code":
            await code_tab().link_unread(shared.game, said)
        else:
            if input_text.size(textarea):
                said += " Below is your own input, kept from before; it is not the link's."
            camel_input.notice(said)
            hold_in_sight(by_id("notice"))
        return None
    if shared.game == "crab":
        aside = await crab_tab.open_link(shared)
    else:
        aside = await camel_input.open_link(shared)
        if router.nameOf(router.current()) == "how":  # a link to a step: walk the link's input
            from how import how

            await how.opened(camel_input.answer)
    whose = "This embed's address" if router.embedded else "The link"
    unread = links.asked_for(whose, shared.unread.fields, shared.unread.more)
    say_of_address(" ".join(said for said in (links.set_aside_words(shared.game) if aside else "", unread) if said))
    coding = sys.modules.get("coding.code_tab")  # the Code tab's module, if it has opened
    if coding is not None:
        coding.link_opened()
    if hasattr(shared, "code"):
        await code_tab().open_link(shared)
    elif hasattr(shared, "code_error"):
        crab = shared.game == "crab"
        said = "This share link's code could not be read: %s. Its %s in the %s box." % (
            shared.code_error,
            "decks are" if crab else "input is",
            router.named("crab" if crab else "").textContent,
        )
        await code_tab().link_unread(shared.game, said)
    return shared.game


async def start_with_link(fragment):
    """The start's share link, and the puzzle's box answered unless the link's input is in it; an embedded
    page says what it shows."""
    game = await open_link(fragment)
    if game != "camel":
        camel_input.answer.solve(explicit=False)
    if router.embedded:
        embed.shown_embedded(game)


@when("link-opened", document, CAMEL)
def on_link(event):
    """A link followed in the open page; an embedded one's address changed says what it shows now."""
    return (start_with_link if router.embedded else open_link)(router.takeLink())


async def show_line(fragment):
    forget_address_said()
    from how import how

    await how.opened(camel_input.answer)
    how.go_to_line(fragment)


@when("line-chosen", document)
def on_line(event):
    return show_line(router.line())


# --- start ----------------------------------------------------------------------------------------------------


def given_while_starting():
    """The file the visitor dropped or chose while the page started; or None."""
    dropped = starting.handOver()
    chooser = by_id("file")
    return dropped or (chooser.files.item(0) if chooser.files.length else None)


async def start():
    # Taken before the start first waits: from then on main.py's listeners take files, and a file dropped in
    # a wait would be taken by both.
    early_file = given_while_starting()
    problem_list.lead_to_lines("errors", textarea, camel_input.show_held)
    problem_list.lead_to_lines("check-result", textarea, camel_input.show_held)
    problem_list.lead_to_lines("code-result", textarea, camel_input.show_held, tab="")
    problem_list.lead_to_lines("trace-problems-list", textarea, camel_input.show_held, tab="")
    problem_list.lead_to_lines("crab-trace-problems-list", crab_tab.textarea, tab="crab")
    problem_list.lead_to_lines("code-problems-list", textarea, camel_input.show_held, tab="")
    problem_list.lead_to_lines("crab-code-problems-list", crab_tab.textarea, tab="crab")
    unsay_keys()
    if not await store.check():
        unkept("This browser does not let pages keep data")
    # What the visitor gave while the page started wins over what was kept before: the text typed or pasted
    # is kept now (so that a link's input sets it aside rather than taking its place), a file is read once
    # the page is ready, and the part chosen stays.
    typed = input_text.size(textarea)
    if typed:
        await input_box.keep(textarea)
    state = await kept.restoredState()
    if starting.partChosen():
        await kept.keepState(to_js({"part": chosen_part()}))
    elif getattr(state, "part", None):
        choose_part(state.part)
    rules_form.restore(getattr(state, "rules", None))
    spoilers.hide_answers(bool(getattr(state, "spoilerFree", False)))
    rules_form.watch(camel_input.answer.update)
    if not typed:
        await input_box.restore(textarea)
    await set_aside.offer(textarea, "restore-previous")
    camel_input.show_held()
    by_id("solve").disabled = False
    by_id("load-example").disabled = False
    by_id("embed").disabled = False
    if not input_text.size(textarea):
        say("Ready: paste your input, open a file or load the example.")
    # The page owes an answer to what the box holds from the moment it is ready, until the rest of the start
    # has asked for it.
    CAMEL.begin()
    try:
        root.setAttribute("data-ready", "")
        await answer_at_start(early_file)
    finally:
        CAMEL.end()


async def answer_at_start(early_file):
    # The rest waits for the next task, so that the page takes a keypress or a paste as soon as it is ready.
    await workers.wait(0)
    # The worker starts now rather than with the page, whose start it would slow on a machine of few cores;
    # it is ready well before a person has pasted anything.
    asyncio.create_task(engine.start())
    # A tab chosen while the page started (or by the address) is on show already; opening it is done now.
    await opened(router.current())
    link = router.takeLink()
    if link:
        CAMEL.run(start_with_link(link))
    if early_file:
        load_file(early_file)
        by_id("file").value = ""
    elif not link:
        camel_input.answer.solve(explicit=False)
    if router.embedded and not link:
        embed.shown_embedded(None)
    if router.line():
        await show_line(router.line())


# PyScript runs a page's script as a coroutine: the start is awaited here, so that it runs at once rather than
# when the event loop next turns.
await start()  # noqa: F704
