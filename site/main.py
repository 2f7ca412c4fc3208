"""The page's glue: read the controls, ask camelcards_core, write the answers into the DOM as text.

Inputs of up to LOCAL_LIMIT characters are solved right here, on MicroPython.  Bigger ones go to the same
core on Pyodide in a worker (worker.py), loaded on first need; their text never enters MicroPython, whose
heap cannot hold a string of much over 1 MB (textarea.js holds it, and shows only the start of a long one).
Both paths answer the same Session calls with the same JSON; only the CSV download differs, because the
worker hands back a link to the file it made rather than megabytes of text."""

import asyncio
import json

from pyscript import PyWorker, document, fetch, window
from pyscript.ffi import create_proxy, to_js
from pyscript.js_modules import input_text, store

from camelcards_core.problems import MAX_PROBLEMS, InvalidInput
from camelcards_core.rules import TYPE_NAMES
from camelcards_core.session import Session
from camelcards_core.words import grouped, plural

# About 4,000 hands: where MicroPython's parse and rank reach ~200 ms (python benchmarks/micropython.py).
LOCAL_LIMIT = 40_000
PAGE_ROWS = 100
# From here on, a new sort or filter takes the worker a noticeable moment (0.3 s at 100,000 hands, 4 s at 1M), so the
# table says what it is doing meanwhile.
SLOW_VIEW = 100_000
SVG = "http://www.w3.org/2000/svg"

root = document.documentElement
textarea = document.getElementById("input")
status = document.getElementById("status")
local = Session()
worker_lock = asyncio.Lock()
forced = window.URLSearchParams.new(window.location.search).get("engine")
state = {
    "generation": 0, "damaged": None, "filters": 0, "updates": 0, "dropped": 0, "dirty": True, "engine": "local", "worker": None,
    "summary": None, "view": None, "sort": "rank", "descending": False, "kind": "", "contains": "", "start": 0, "matched": 0,
}


def when(event_type, selector):
    """Attach the decorated handler to `event_type` on every element the selector matches.  pyscript.when does
    this too, but its first use imports pyscript.web, 1,500 lines that MicroPython would compile at every start
    (about 15 ms) for element classes this page never uses."""
    nodes = document.querySelectorAll(selector)
    if not nodes.length:
        raise ValueError("no element matches %s" % selector)

    def attach(handler):
        proxy = create_proxy(handler)
        for node in nodes:
            node.addEventListener(event_type, proxy)
        return handler
    return attach


def say(text):
    status.textContent = text


def size_text(chars):
    return "%.1f MB" % (chars / 1e6) if chars >= 100_000 else plural(chars, "character")


def chosen_part():
    return 2 if document.querySelector('input[name="part"][value="2"]').checked else 1


def element(tag, text=None, cls=None):
    node = document.createElement(tag)
    if text is not None:
        node.textContent = text
    if cls:
        node.className = cls
    return node


def busy():
    return root.hasAttribute("data-busy")


def updated():
    """Mark that an answer has been written, so a watcher (a test, a benchmark) knows when to look."""
    state["updates"] += 1
    root.dataset.updates = str(state["updates"])


# --- the two paths -----------------------------------------------------------------------------------------

async def the_worker():
    """The Pyodide worker's exported functions, the worker being started on first need, once."""
    async with worker_lock:
        if state["worker"] is None:
            # The config goes as an object: given as a URL, the worker's Python would not see `sync_main_only`.
            config = await (await fetch("./worker.json")).json()
            pyodide = window.URL.new(config["interpreter"], window.location.href).href
            worker = PyWorker("./worker.py", type="pyodide", config=config, version=pyodide)
            await worker.ready
            state["worker"] = worker.sync
    return state["worker"]


async def ask(name, *args):
    """One Session call on whichever path holds the solution on show; its JSON answer, decoded."""
    if state["engine"] == "worker":
        call = getattr(await the_worker(), name)
        return json.loads(await call(*args))
    return json.loads(getattr(local, name)(*args))


async def solve_in_worker(size, mine):
    if state["worker"] is None:
        say("Loading full Python (Pyodide, about 13 MB, downloaded once) for %s of input…" % size_text(size))
    sync = await the_worker()
    if mine != state["generation"]:
        return None
    say("Reading %s of input…" % size_text(size))
    answer = json.loads(await input_text.send(sync.read, textarea))
    if mine != state["generation"] or "problems" in answer:
        return answer
    say("Ranking %s…" % plural(answer["hands"], "hand"))
    return json.loads(await sync.rank())


async def run():
    """Solve the input; a newer solve supersedes this one (each has its generation), whose answer is then dropped."""
    state["generation"] += 1
    mine = state["generation"]
    state["dirty"] = False
    root.setAttribute("data-busy", "")
    try:
        size = input_text.size(textarea)
        if forced == "worker" or (forced != "local" and size > LOCAL_LIMIT):
            engine, answer = "worker", await solve_in_worker(size, mine)
        else:
            engine, answer = "local", json.loads(local.solve(input_text.text(textarea)))
        if answer is None or mine != state["generation"]:
            state["dropped"] += 1
            root.dataset.dropped = str(state["dropped"])
            return
        state["engine"] = engine
        if "problems" in answer:
            show_problems(answer["problems"])
        else:
            state["summary"] = answer
            state["view"] = None
            state["start"] = 0
            await show_solution()
    except Exception as error:  # the worker failed to load or died: say so, keep the input
        if mine == state["generation"]:
            document.getElementById("answer").hidden = True
            say("Python could not finish: %s. Your input is kept; try Solve again." % error)
    finally:
        if mine == state["generation"]:
            root.removeAttribute("data-busy")
            updated()


# --- answers ------------------------------------------------------------------------------------------------

def list_problems(problems, listing_id):
    listing = document.getElementById(listing_id)
    listing.replaceChildren()
    for problem in problems:
        item = element("li", problem["where"])
        if problem["text"]:
            line = element("code", problem["text"])
            line.dir = "ltr"  # isolated: a right-to-left control in the line must not reorder the message
            item.append(line)
        listing.append(item)


def show_problems(problems):
    document.getElementById("answer").hidden = True
    state["summary"] = None
    list_problems(problems, "errors")
    document.getElementById("problems").hidden = False
    more = " (showing the first %d)" % len(problems) if len(problems) >= MAX_PROBLEMS else ""
    say("The input has %s%s; nothing was totalled." % (plural(len(problems), "problem"), more))
    updated()


async def show_solution():
    summary, part = state["summary"], chosen_part()
    shown = summary["parts"][str(part)]
    document.getElementById("problems").hidden = True
    total = document.getElementById("total")
    total.textContent = shown["total"]
    total.dataset.value = shown["total"]
    document.getElementById("other-total").textContent = "Part %d would total %s." % (shown["other_part"], shown["other_total"])
    draw_chart(summary)
    clear_explanation()
    await show_page()
    document.getElementById("answer").hidden = False
    say("Part %d: total winnings %s from %s." % (part, shown["total"], plural(summary["hands"], "hand")))


def hand_cell(hand, joker):
    cell = element("td", None, "hand")
    button = element("button", None, "explain")
    button.type = "button"
    button.setAttribute("aria-label", "Explain %s" % hand)
    for label in hand:
        button.append(element("mark", label, "joker") if label == joker else document.createTextNode(label))
    cell.append(button)
    return cell


def change_text(change):
    return "+%d" % change if change > 0 else ("−%d" % -change if change < 0 else "0")


async def show_page():
    mine, part = state["generation"], chosen_part()
    view = (part, state["sort"], state["descending"], state["kind"], state["contains"])
    table, caption = document.getElementById("results"), document.querySelector("#results caption")
    hands = state["summary"]["hands"]
    if view != state["view"] and hands >= SLOW_VIEW:
        table.setAttribute("aria-busy", "true")
        caption.textContent = "Part %d: ordering %s…" % (part, plural(hands, "hand"))
    page = await ask("page", *view, state["start"], PAGE_ROWS)
    if mine != state["generation"]:
        return
    state["view"] = view
    table.removeAttribute("aria-busy")
    state["start"], state["matched"] = page["start"], page["matched"]
    joker = state["summary"]["parts"][str(part)]["joker"]
    body = document.querySelector("#results tbody")
    body.replaceChildren()
    for row in page["rows"]:
        tr = element("tr")
        tr.dataset.entry = str(row["entry"])
        tr.append(element("td", str(row["rank"]), "num"))
        tr.append(hand_cell(row["hand"], joker))
        tr.append(element("td", row["type"]))
        tr.append(element("td", row["effective"] if row["effective"] != row["hand"] else "—", "hand"))
        tr.append(element("td", row["bid"], "num"))
        tr.append(element("td", row["winnings"], "num"))
        tr.append(element("td", "%d (%s)" % (row["other_rank"], change_text(row["change"])), "num"))
        body.append(tr)
    matched, start, shown = page["matched"], page["start"], len(page["rows"])
    filtered = matched < page["hands"]
    caption.textContent = "Part %d: %s%s, %s" % (
        part, plural(matched, "hand"), " of %s" % grouped(page["hands"]) if filtered else "",
        "weakest first" if state["sort"] == "rank" and not state["descending"] else "sorted by %s" % sort_name())
    info = "Rows %s–%s of %s" % (grouped(start + 1), grouped(start + shown), grouped(matched)) if shown else (
        "No hands match the filter." if filtered else "")
    document.getElementById("page-info").textContent = info
    for name, off in (("first", start == 0), ("previous", start == 0), ("next", start + shown >= matched), ("last", start + shown >= matched)):
        document.getElementById(name).disabled = off
    document.querySelector(".pager").hidden = matched <= PAGE_ROWS
    for th in document.querySelectorAll("#results thead th"):
        button = th.querySelector("button")
        if button and button.dataset.sort == state["sort"]:
            th.setAttribute("aria-sort", "descending" if state["descending"] else "ascending")
        else:
            th.removeAttribute("aria-sort")
    updated()


def sort_name():
    text = document.querySelector('#results thead button[data-sort="%s"]' % state["sort"]).textContent.lower()
    return "%s, %s" % (text, "descending" if state["descending"] else "ascending")


def svg_node(tag, attributes, text=None):
    node = document.createElementNS(SVG, tag)
    for name, value in attributes:
        node.setAttribute(name, value)
    if text is not None:
        node.textContent = text
    return node


def draw_chart(summary):
    """Two bars per type (part 1, part 2), strongest type first, drawn as SVG with no chart library."""
    svg = document.getElementById("chart")
    for node in list(svg.querySelectorAll("g")):
        node.remove()
    counts = {p: [t["count"] for t in summary["parts"][p]["types"]] for p in "12"}
    names = [t["type"] for t in summary["parts"]["1"]["types"]]
    peak = max(max(counts["1"]), max(counts["2"]), 1)
    said = []
    chart = document.createElementNS(SVG, "g")
    for i, name in enumerate(names):
        y = 10 + i * 32
        chart.append(svg_node("text", (("x", "150"), ("y", str(y + 17)), ("class", "axis")), name))
        for p, offset in (("1", 0), ("2", 13)):
            width = 400 * counts[p][i] / peak
            bar = svg_node("rect", (("x", "160"), ("y", str(y + offset)), ("width", "%.1f" % max(width, 0.5)), ("height", "12"), ("class", "bar%s" % p)))
            bar.append(svg_node("title", (), "%s, part %s: %s" % (name, p, plural(counts[p][i], "hand"))))
            chart.append(bar)
            chart.append(svg_node("text", (("x", "%.1f" % (166 + width)), ("y", str(y + offset + 10)), ("class", "count")), grouped(counts[p][i])))
        said.append("%s %s then %s" % (name, grouped(counts["1"][i]), grouped(counts["2"][i])))
    for p, x in (("1", 160), ("2", 300)):
        chart.append(svg_node("rect", (("x", str(x)), ("y", "236"), ("width", "12"), ("height", "12"), ("class", "bar%s" % p))))
        chart.append(svg_node("text", (("x", str(x + 18)), ("y", "246"), ("class", "count")), "part %s" % p))
    svg.append(chart)
    svg.setAttribute("aria-label", "Hands of each type, part 1 then part 2: " + "; ".join(said) + ".")


def clear_explanation():
    document.getElementById("explain-body").replaceChildren()
    document.getElementById("explain-hint").hidden = False


async def explain(entry):
    mine = state["generation"]
    data = await ask("explain", chosen_part(), entry)
    if mine != state["generation"]:
        return
    body = document.getElementById("explain-body")
    body.replaceChildren()
    head, *rest = data["sentences"]
    body.append(element("p", head, "explain-head"))
    for sentence in rest:
        body.append(element("p", sentence))
    listing = element("ul")
    for neighbour in data["neighbours"]:
        item = element("li", neighbour["text"])
        item.dataset.side = neighbour["side"]
        listing.append(item)
    if data["alone"]:
        listing.append(element("li", data["alone"]))
    body.append(listing)
    document.getElementById("explain-hint").hidden = True
    updated()


# --- input: typing, files, examples, links -------------------------------------------------------------------

def show_held():
    """Say why a long input shows only its start, and offer the ways out."""
    held = input_text.holding(textarea)
    document.getElementById("held").hidden = not held
    if held:
        shown = "%s of %s" % (grouped(held.shownLines), plural(held.lines, "line")) if held.shownLines else (
            "%s of its %s" % (plural(held.shownChars, "character"), plural(held.lines, "line")))
        document.getElementById("held-note").textContent = (
            "Showing the first %s (%s), read-only, so that the page stays quick. All of it is solved and kept;"
            " paste or open a file to replace it." % (shown, size_text(held.chars)))


def notice(text):
    """A message that stays until it is dismissed or the input changes, unlike the status line."""
    document.getElementById("notice-text").textContent = text
    document.getElementById("notice").hidden = not text


def changed():
    """Every change of the input ends here: it is due for solving, and shown for what it is."""
    state["dirty"] = True
    show_held()


async def replaced(origin="own"):
    """The page put a new input in the box (a file, the example, a link): it is changed, and saved at once."""
    changed()
    notice("")
    await input_text.keep(textarea, origin)


async def load_text(text, note):
    input_text.show(textarea, text)
    await replaced()
    say(note)
    await run()


@when("input", "#input")
async def on_input(event):
    changed()  # input_text.js saves what was typed


@when("click", "#notice-close")
def on_dismiss(event):
    notice("")


@when("click", "#release")
async def on_release(event):
    input_text.release(textarea)
    show_held()
    textarea.focus()
    say("The whole input is in the box now, to edit; at this length, the page may be slow.")


@when("click", "#clear")
async def on_clear(event):
    input_text.show(textarea, "")
    await replaced()
    textarea.focus()
    say("Cleared: paste your input and press Solve.")


@when("click", "#solve")
async def on_solve(event):
    await run()


@when("keydown", "#input")
async def on_key(event):
    if event.key == "Enter" and (event.ctrlKey or event.metaKey):
        event.preventDefault()
        await run()


@when("change", 'input[name="part"]')
async def on_part(event):
    await store.put("part", chosen_part())
    if state["dirty"] or state["summary"] is None:
        if input_text.size(textarea):
            await run()
    elif not busy():
        state["start"] = 0
        await show_solution()


@when("click", "#load-example")
async def on_example(event):
    response = await fetch("./examples/camel.txt")
    await load_text(await response.text(), "Loaded the puzzle's example.")


async def load_file(file):
    say("Reading %s…" % file.name)
    size = await input_text.load(file, textarea)
    await replaced()
    say("Loaded %s (%s)." % (file.name, size_text(size)))
    await run()


@when("change", "#file")
async def on_file(event):
    chooser = event.target
    if chooser.files.length:
        await load_file(chooser.files.item(0))
    chooser.value = ""


@when("dragover", "#input")
def on_drag(event):
    if event.dataTransfer and event.dataTransfer.types.includes("Files"):
        event.preventDefault()
        textarea.classList.add("dropping")


@when("dragleave", "#input")
def on_leave(event):
    textarea.classList.remove("dropping")


@when("drop", "#input")
async def on_drop(event):
    textarea.classList.remove("dropping")
    files = event.dataTransfer.files if event.dataTransfer else None
    if files and files.length:
        event.preventDefault()
        await load_file(files.item(0))


@when("click", "#restore-previous")
async def on_previous(event):
    await input_text.bringBack(textarea)
    event.target.hidden = True
    changed()
    notice("")
    say("Your own input is back.")
    await run()


async def offer_own_input():
    document.getElementById("restore-previous").hidden = not await input_text.ownWaiting(textarea)


async def open_link():
    """Show the input and part a share link carries; the visitor's own input is set aside, one click away.
    True when a link was opened."""
    if not window.location.hash:
        return False
    from camelcards_core.share import read_fragment  # imported on first need, to keep the start short

    try:
        shared = read_fragment(window.location.hash)
    except ValueError as error:
        state["damaged"] = "This share link could not be read: %s." % error
        notice(state["damaged"] + " The input on show is the one you had.")
        return False
    finally:
        window.history.replaceState(None, "", window.location.pathname + window.location.search)
    if shared is None:
        return False
    text, part = shared
    await input_text.adopt(textarea, text)
    document.querySelector('input[name="part"][value="%d"]' % part).checked = True
    await store.put("part", part)
    changed()
    notice("")
    await offer_own_input()
    say("Opened a share link: its input and part %d." % part)
    return True


async def on_hash(event):
    if await open_link():
        await run()


window.onhashchange = create_proxy(lambda event: asyncio.create_task(on_hash(event)))


@when("click", "#share")
async def on_share(event):
    from camelcards_core.share import MAX_SHARED, fragment

    size = input_text.size(textarea)
    if size > MAX_SHARED:
        say("A link can carry at most %s; this input has %s. Share the file instead." % (plural(MAX_SHARED, "character"), size_text(size)))
        return
    try:
        code = fragment(input_text.text(textarea), chosen_part())
    except ValueError as error:
        say("No link: %s." % error)
        return
    url = window.location.origin + window.location.pathname + "#" + code
    box = document.getElementById("share-url")
    box.value = url
    document.getElementById("share-box").hidden = False
    box.select()
    try:
        await window.navigator.clipboard.writeText(url)
        say("Share link copied (%s). It contains your whole input." % plural(len(url), "character"))
    except Exception:
        say("Share link ready in the box below the button; copy it from there.")


@when("click", "#copy-total")
async def on_copy(event):
    total = document.getElementById("total").dataset.value
    try:
        await window.navigator.clipboard.writeText(total)
        say("Copied the total, %s." % total)
    except Exception:
        say("Copying was refused; select the total and copy it by hand.")


# --- the table: sort, filter, pages, explain, export ----------------------------------------------------------

@when("click", "#results thead button")
async def on_sort(event):
    if busy() or state["summary"] is None:
        return
    column = event.currentTarget.dataset.sort
    state["descending"] = not state["descending"] if column == state["sort"] else False
    state["sort"], state["start"] = column, 0
    await show_page()


@when("change", "#filter-type")
async def on_type(event):
    state["kind"], state["start"] = event.target.value, 0
    if state["summary"] is not None and not busy():
        await show_page()


@when("input", "#filter-hand")
async def on_contains(event):
    state["filters"] += 1
    mine = state["filters"]
    await asyncio.sleep_ms(150)
    if mine != state["filters"] or state["summary"] is None or busy():
        return
    state["contains"], state["start"] = document.getElementById("filter-hand").value.strip().upper(), 0
    await show_page()


async def turn(start):
    if state["summary"] is not None and not busy():
        state["start"] = max(0, start)
        await show_page()


@when("click", "#first")
async def on_first(event):
    await turn(0)


@when("click", "#previous")
async def on_previous_page(event):
    await turn(state["start"] - PAGE_ROWS)


@when("click", "#next")
async def on_next(event):
    await turn(state["start"] + PAGE_ROWS)


@when("click", "#last")
async def on_last(event):
    await turn((state["matched"] - 1) // PAGE_ROWS * PAGE_ROWS)


@when("click", "#results tbody")
async def on_row(event):
    row = event.target.closest("tr")
    if row and not busy():
        await explain(int(row.dataset.entry))


@when("click", "#download-csv")
async def on_csv(event):
    if state["summary"] is None or busy():
        return
    part = chosen_part()
    view = (part, state["sort"], state["descending"], state["kind"], state["contains"])
    if state["engine"] == "worker":
        url = await (await the_worker()).csv(*view)
    else:
        url = window.URL.createObjectURL(window.Blob.new(to_js([local.csv(*view)]), to_js({"type": "text/csv"})))
    link = element("a")
    link.href = url
    link.download = "camel-cards-part%d.csv" % part
    document.body.append(link)
    link.click()
    link.remove()
    say("Downloaded %s as CSV." % plural(state["matched"], "row"))


# --- Crab Combat ------------------------------------------------------------------------------------------------

@when("click", "#crab-solve")
def on_crab(event):
    from camelcards_core import crab_combat  # imported on first need: most visits never open this tab

    crab_status = document.getElementById("crab-status")
    answer, trouble = document.getElementById("crab-answer"), document.getElementById("crab-problems")
    try:
        decks = crab_combat.parse(document.getElementById("crab-input").value)
    except InvalidInput as error:
        answer.hidden = True
        list_problems([p.as_dict() for p in error.problems], "crab-errors")
        trouble.hidden = False
        crab_status.textContent = "The decks have %s." % plural(len(error.problems), "problem")
        return
    body = document.querySelector("#crab-results tbody")
    body.replaceChildren()
    said = []
    for game, name in ((1, "Combat"), (2, "Recursive Combat")):
        result = crab_combat.play(decks[0], decks[1], game).as_dict()
        tr = element("tr")
        tr.dataset.part = str(game)
        tr.append(element("th", name))
        score = element("td", result["score"] or "no winner: the game repeats", "num score")
        if result["score"]:
            score.dataset.value = result["score"]
        tr.append(score)
        tr.append(element("td", "player %d" % result["winner"] if result["winner"] else "—"))
        for key in ("rounds", "sub_games", "max_depth"):
            tr.append(element("td", str(result[key]), "num"))
        tr.append(element("td", " ".join(result["deck"])))
        body.append(tr)
        said.append("%s %s" % (name, result["score"] or "never ends"))
    trouble.hidden = True
    answer.hidden = False
    crab_status.textContent = "; ".join(said) + "."


@when("click", '[role="tab"]')
def on_tab(event):
    for tab in document.querySelectorAll('[role="tab"]'):
        selected = tab.id == event.currentTarget.id
        tab.setAttribute("aria-selected", "true" if selected else "false")
        tab.tabIndex = 0 if selected else -1
        document.getElementById(tab.getAttribute("aria-controls")).hidden = not selected


# --- start ------------------------------------------------------------------------------------------------------

def unkept(why):
    """Say, where the page promises to keep the input, that this browser will not keep it."""
    hint = document.getElementById("input-hint")
    hint.textContent = "Paste, drop a file here, or open one. %s, so what you type will not come back after a reload." % why
    hint.classList.add("warning")


def on_refused(event):
    unkept("This browser stopped keeping the page's data (%s)" % store.refusal())


async def start():
    chooser = document.getElementById("filter-type")
    for name in reversed(TYPE_NAMES):
        option = element("option", name)
        option.value = name
        chooser.append(option)
    input_text.watch(textarea, "input")
    window.addEventListener("keeping-refused", create_proxy(on_refused))
    if not await store.check():
        unkept("This browser does not let pages keep data")
    if await store.get("part") == 2:
        document.querySelector('input[name="part"][value="2"]').checked = True
    linked = await open_link()
    if not linked and not textarea.textLength:
        restored = await input_text.restore(textarea)
        show_held()
        await offer_own_input()
        if state["damaged"]:
            notice(state["damaged"] + (" Below is your own input, kept from before; it is not the link's." if restored else ""))
    for name in ("solve", "crab-solve"):
        document.getElementById(name).disabled = False
    if not linked:
        say("Ready: paste your input and press Solve.")
    root.setAttribute("data-ready", "")
    if input_text.size(textarea):
        await run()


asyncio.create_task(start())
