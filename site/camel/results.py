"""The answer on show: the totals, the chart, the table (sorted, filtered, a page at a time), the explanation
of a hand, the CSV download and copying the total.  Imported once the page has started, off its start path.

The worker draws nothing and this module computes nothing: it asks the worker that holds the solution, and
draw.js builds each page of rows in one call."""

import json

import engine
from dom import Typing, Updates, bring_into_view, by_id, chosen_part, confirm, custom_rules, element, is_busy, say, when
from pyscript import document, window
from pyscript.js_modules import draw

from camelcards_core.words import grouped, plural

PAGE_ROWS = 100
# From here on, a new sort or filter takes the worker a noticeable moment (0.3 s at 100,000 hands, 4 s at
# 1M), so the table says what it is doing meanwhile.
SLOW_VIEW = 100_000

answer_box = by_id("answer")
table = by_id("results")
caption = document.querySelector("#results caption")
body = document.querySelector("#results tbody")
dialog = by_id("explain-dialog")


class View:
    """What the table shows of the solution: the part, the sort, the filters, the first row on show; and
    what the worker said of it (how many rows match), and the entry last explained."""

    summary = None
    shown = None
    sort = "rank"
    descending = False
    kind = ""
    contains = ""
    start = 0
    matched = 0
    chosen = -1

    @classmethod
    def request(cls, part):
        return (part, cls.sort, cls.descending, cls.kind, cls.contains)


def view_for_solve():
    """The view the first page of a new answer is drawn in: the table's sort and filters carry over."""
    View.start = 0
    return View.request(chosen_part()) + (PAGE_ROWS,) + custom_rules()


def fill_type_filter(types):
    chooser = by_id("filter-type")
    if chooser.options.length > 1:
        return
    for entry in types:
        option = element("option", entry["type"])
        option.value = entry["type"]
        chooser.append(option)


def rules_problem(text):
    """Say what is wrong with the rules a person set (and show no total), or clear it."""
    by_id("rules-problem").textContent = text
    if text:
        hide()
        say("Your rules: %s. Nothing was totalled." % text)


async def show(answer, explicit):
    """Draw a new answer: totals and the first rows of its first page at once, then, once that is painted,
    the other rows and the chart, which lie below.  `explicit` (Solve, a file, the example) brings it into
    view where it sits below the input, which typing never does."""
    if "rules_problem" in answer:
        rules_problem(answer["rules_problem"])
        return
    rules_problem("")
    View.summary = answer
    View.chosen = -1
    by_id("problems").hidden = True
    by_id("empty").hidden = True
    answer_box.hidden = False
    answer_box.removeAttribute("data-stale")
    fill_type_filter(answer["parts"]["1"]["types"])
    generation = engine.Generation.newest
    show_totals()
    drawn = draw_page(answer["page"])
    if explicit:
        bring_into_view(answer_box)
    await drawn
    if engine.Generation.current(generation):
        draw.chart(by_id("chart"), answer["chart"])


def shown_rules(part):
    """What the answer says of the rules on show: their name, as a sentence begins."""
    name = View.summary["parts"][part]["name"]
    return name[:1].upper() + name[1:]


def show_totals():
    summary, part = View.summary, chosen_part()
    shown = summary["parts"][part]
    total = by_id("total")
    total.textContent = grouped(int(shown["total"]))
    total.dataset.value = shown["total"]
    other = shown["other_name"]
    by_id("total-label").textContent = "%s: total winnings" % shown_rules(part)
    by_id("other-total").textContent = "%s would total %s." % (
        other[:1].upper() + other[1:],
        grouped(int(shown["other_total"])),
    )
    say(
        "%s: total winnings %s from %s."
        % (shown_rules(part), grouped(int(shown["total"])), plural(summary["hands"], "hand"))
    )


def hide():
    View.summary = None
    answer_box.hidden = True


def mark_stale(stale):
    """Mark the answer on show as one for an earlier input (above the live limit, until Solve is pressed)."""
    if stale and View.summary is not None:
        answer_box.setAttribute("data-stale", "")
    else:
        answer_box.removeAttribute("data-stale")


async def part_changed():
    """The other part of the same solution: its totals and its table, from the worker that holds both.  Your
    rules are ranked anew, since they may have changed since; leaving them takes them off the answer, chart
    included."""
    View.start = 0
    if chosen_part() == "custom" or "custom" in View.summary["parts"]:
        generation = engine.Generation.newest
        answer = json.loads(await engine.ask("use_rules", *view_for_solve()))
        if engine.Generation.current(generation) and View.summary is not None:
            await show(answer, False)
            Updates.mark()
        return
    rules_problem("")
    show_totals()
    await show_page()


def sort_name():
    text = document.querySelector('#results thead button[data-sort="%s"]' % View.sort).textContent.lower()
    return "%s, %s" % (text, "descending" if View.descending else "ascending")


def draw_page(page):
    """Rows, caption, pager and sort marks for a page the worker answered (its JSON text); a promise that
    settles once every row is in."""
    part = chosen_part()
    View.shown = View.request(part)
    table.removeAttribute("aria-busy")
    joker = View.summary["parts"][part]["joker"]
    counts = draw.rows(body, page, joker or "", View.chosen)
    matched, hands, start, shown = counts.matched, counts.hands, counts.start, counts.shown
    View.start, View.matched = start, matched
    filtered = matched < hands
    caption.textContent = "%s: %s%s, %s" % (
        shown_rules(part),
        plural(matched, "hand"),
        " of %s" % grouped(hands) if filtered else "",
        "weakest first" if View.sort == "rank" and not View.descending else "sorted by %s" % sort_name(),
    )
    by_id("no-match").hidden = matched > 0
    table.hidden = matched == 0
    by_id("page-info").textContent = (
        "Rows %s–%s of %s" % (grouped(start + 1), grouped(start + shown), grouped(matched)) if shown else ""
    )
    at_start, at_end = start == 0, start + shown >= matched
    for name, off in (("first", at_start), ("previous", at_start), ("next", at_end), ("last", at_end)):
        by_id(name).disabled = off
    by_id("pager").hidden = matched <= PAGE_ROWS
    keep_focus_in_pager(at_start, at_end)
    for th in document.querySelectorAll("#results thead th"):
        button = th.querySelector("button")
        if button and button.dataset.sort == View.sort:
            th.setAttribute("aria-sort", "descending" if View.descending else "ascending")
        else:
            th.removeAttribute("aria-sort")
    return counts.done


def keep_focus_in_pager(at_start, at_end):
    """A pager button that just turned itself off (Last, First) hands focus to one that still works."""
    focused = document.activeElement
    if focused and focused.closest and focused.closest("#pager") and focused.disabled:
        by_id("previous" if at_end else "next").focus()


async def show_page():
    generation, view = engine.Generation.newest, View.request(chosen_part())
    hands = View.summary["hands"]
    if view != View.shown and hands >= SLOW_VIEW:
        table.setAttribute("aria-busy", "true")
        caption.textContent = "%s: ordering %s…" % (shown_rules(view[0]), plural(hands, "hand"))
    page = await engine.ask("page", *view, View.start, PAGE_ROWS)
    if engine.Generation.current(generation) and View.summary is not None and view == View.request(chosen_part()):
        await draw_page(page)
        Updates.mark()


def ready():
    return View.summary is not None and not is_busy()


@when("click", "#results thead button")
async def on_sort(event):
    if not ready():
        return
    column = event.currentTarget.dataset.sort
    View.descending = not View.descending if column == View.sort else False
    View.sort, View.start = column, 0
    await show_page()


@when("change", "#filter-type")
async def on_type(event):
    View.kind, View.start = event.target.value, 0
    if ready():
        await show_page()


# Keys typed in the hand filter: the table follows once they pause.
hand_filter = Typing()


@when("input", "#filter-hand")
async def on_contains(event):
    if not await hand_filter.paused(150) or not ready():
        return
    View.contains, View.start = by_id("filter-hand").value.strip().upper(), 0
    await show_page()


@when("click", "#clear-filters")
async def on_clear_filters(event):
    by_id("filter-type").value = ""
    by_id("filter-hand").value = ""
    View.kind, View.contains, View.start = "", "", 0
    if ready():
        await show_page()
    by_id("filter-type").focus()


async def turn(start):
    if ready():
        View.start = max(0, start)
        await show_page()


@when("click", "#first")
async def on_first(event):
    await turn(0)


@when("click", "#previous")
async def on_previous(event):
    await turn(View.start - PAGE_ROWS)


@when("click", "#next")
async def on_next(event):
    await turn(View.start + PAGE_ROWS)


@when("click", "#last")
async def on_last(event):
    await turn((View.matched - 1) // PAGE_ROWS * PAGE_ROWS)


@when("click", "#results tbody")
async def on_row(event):
    row = event.target.closest("tr")
    if row and ready():
        await explain(int(row.dataset.entry))


async def explain(entry):
    generation = engine.Generation.newest
    data = json.loads(await engine.ask("explain", chosen_part(), entry))
    if not engine.Generation.current(generation):
        return
    View.chosen = entry
    for row in document.querySelectorAll("#results tbody tr"):
        if int(row.dataset.entry) == entry:
            row.setAttribute("aria-current", "true")
        else:
            row.removeAttribute("aria-current")
    explanation = by_id("explain-body")
    explanation.replaceChildren()
    head, *rest = data["sentences"]
    by_id("explain-title").textContent = "Why %s ranks %s" % (data["hand"], grouped(data["rank"]))
    explanation.append(element("p", head, "explain-head"))
    for sentence in rest:
        explanation.append(element("p", sentence))
    listing = element("ul")
    for neighbour in data["neighbours"]:
        item = element("li", neighbour["text"])
        item.dataset.side = neighbour["side"]
        listing.append(item)
    if data["alone"]:
        listing.append(element("li", data["alone"]))
    explanation.append(listing)
    if not dialog.open:
        dialog.showModal()
    Updates.mark()


@when("click", "#explain-close")
def on_close(event):
    dialog.close()


@when("click", "#download-csv")
async def on_csv(event):
    if not ready():
        return
    button = event.currentTarget
    part = chosen_part()
    url = await engine.ask("csv", *View.request(part))
    link = element("a")
    link.href = url
    link.download = "camel-cards-%s.csv" % ("part" + part if part in "12" else "your-rules")
    document.body.append(link)
    link.click()
    link.remove()
    await confirm(button, "Downloaded ✓", "Downloaded %s as CSV." % plural(View.matched, "row"))


@when("click", "#copy-total")
async def on_copy(event):
    button = event.currentTarget
    total = by_id("total").dataset.value
    try:
        await window.navigator.clipboard.writeText(total)
    except Exception:
        await confirm(button, "Copy refused", "Copying was refused; select the total and copy it by hand.")
        return
    await confirm(button, "Copied ✓", "Copied the total, %s." % total)
