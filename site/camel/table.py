"""The table of ranked hands: its view (the sort, the filters, the page on show), drawn a page at a time
from the worker that holds the solution, the pager, and the CSV of the view.

The worker sorts and filters; draw.js builds each page of rows in one call."""

import json

from pyscript import document
from pyscript.js_modules import draw, input_box, store

from camelcards_core.words import grouped, plural
from page.dom import Typing, by_id, confirm, element, when
from page.marks import CAMEL

# From here on, a new sort or filter takes the worker a noticeable moment (0.3 s at 100,000 hands, 4 s at
# 1M), so the table says what it is doing meanwhile.
SLOW_VIEW = 100_000

table = by_id("results")
caption = document.querySelector("#results caption")
body = document.querySelector("#results tbody")


class Table:
    """The view of the solution on show: the sort, the filters and the first row on show, as the visitor
    chose them; how many rows the view holds; and the row chosen for an explanation.  `answer` is the
    answering.Answering it shows a part of, handed in by `shows`."""

    def __init__(self):
        self.sort = "rank"
        self.descending = False
        self.kind = ""
        self.contains = ""
        self.start = 0
        self.matched = 0
        self.rows = 0  # rows a page, as the worker's view says
        self.chosen = -1
        self.answer = None

    def view(self, rules, start=None):
        """The view for the worker (JSON text) under `rules`, (part, order, joker): the table's sort and
        filters, from row `start` (the row on show, unless given)."""
        part, order, joker = rules
        return json.dumps(
            {
                "part": part,
                "order": order,
                "joker": joker,
                "sort": self.sort,
                "descending": self.descending,
                "kind": self.kind,
                "contains": self.contains,
                "start": self.start if start is None else start,
            }
        )

    def draw(self, page, name, joker):
        """Rows, caption, pager and sort marks for a page the worker answered (a JavaScript object) of the
        rules called `name`; a promise that settles once every row is in."""
        counts = draw.rows(body, page, joker or "", self.chosen)
        matched, hands, start, shown = counts.matched, counts.hands, counts.start, counts.shown
        self.start, self.matched, self.rows = start, matched, counts.count
        table.removeAttribute("aria-busy")
        filtered = matched < hands
        caption.textContent = "%s: %s%s, %s" % (
            name,
            plural(matched, "hand"),
            " of %s" % grouped(hands) if filtered else "",
            "weakest first" if self.sort == "rank" and not self.descending else "sorted by %s" % self.sort_name(),
        )
        by_id("no-match").hidden = matched > 0
        table.hidden = matched == 0
        by_id("page-info").textContent = (
            "Rows %s–%s of %s" % (grouped(start + 1), grouped(start + shown), grouped(matched)) if shown else ""
        )
        at_start, at_end = start == 0, start + shown >= matched
        for button, off in (("first", at_start), ("previous", at_start), ("next", at_end), ("last", at_end)):
            by_id(button).disabled = off
        by_id("pager").hidden = matched <= self.rows
        keep_focus_in_pager(at_end)
        for th in document.querySelectorAll("#results thead th"):
            button = th.querySelector("button")
            if button and button.dataset.sort == self.sort:
                th.setAttribute("aria-sort", "descending" if self.descending else "ascending")
            else:
                th.removeAttribute("aria-sort")
        return counts.done

    def choose(self, entry):
        """Mark the row of `entry` as the one explained (-1: none), on this page and on those drawn later."""
        self.chosen = entry
        for row in document.querySelectorAll("#results tbody tr"):
            if int(row.dataset.entry) == entry:
                row.setAttribute("aria-current", "true")
            else:
                row.removeAttribute("aria-current")

    def sort_name(self):
        text = document.querySelector('#results thead button[data-sort="%s"]' % self.sort).textContent.lower()
        return "%s, %s" % (text, "descending" if self.descending else "ascending")

    def ordering(self, name, hands):
        """Say, where it takes a moment, that a new view is being made."""
        if hands >= SLOW_VIEW:
            table.setAttribute("aria-busy", "true")
            caption.textContent = "%s: ordering %s…" % (name, plural(hands, "hand"))

    def offer_types(self, types):
        """The type filter's choices, made once from an answer's hand types (every answer lists all seven)."""
        chooser = by_id("filter-type")
        if chooser.options.length > 1:
            return
        for entry in types:
            option = element("option", entry.type)
            option.value = entry.type
            chooser.append(option)


def keep_focus_in_pager(at_end):
    """A pager button that just turned itself off (Last, First) hands focus to one that still works."""
    focused = document.activeElement
    if focused and focused.closest and focused.closest("#pager") and focused.disabled:
        by_id("previous" if at_end else "next").focus()


shown = Table()


def shows(answer):
    """The table shows parts of `answer` (answering.Answering), and asks it for each view."""
    shown.answer = answer


async def show_view(start=0):
    """The view as the table now asks for it, from row `start`, from the worker holding the solution on show."""
    shown.start = start
    await shown.answer.show_page()


@when("click", "#results thead button", CAMEL)
def on_sort(event):
    if not shown.answer.ready():
        return None
    column = event.currentTarget.dataset.sort
    shown.descending = not shown.descending if column == shown.sort else False
    shown.sort = column
    return show_view()


@when("change", "#filter-type", CAMEL)
def on_type(event):
    shown.kind = event.target.value
    return show_view() if shown.answer.ready() else None


# Keys typed in the hand filter: the table follows once they pause.
hand_filter = Typing()


@when("input", "#filter-hand", CAMEL)
def on_contains(event):
    shown.contains = by_id("filter-hand").value.strip().upper()
    return filter_when_paused()


async def filter_when_paused():
    if await hand_filter.paused(input_box.TYPING_PAUSES.filter) and shown.answer.ready():
        await show_view()


@when("click", "#clear-filters", CAMEL)
def on_clear_filters(event):
    by_id("filter-type").value = ""
    by_id("filter-hand").value = ""
    shown.kind, shown.contains = "", ""
    by_id("filter-type").focus()
    return show_view() if shown.answer.ready() else None


def turn(start):
    return show_view(max(0, start)) if shown.answer.ready() else None


@when("click", "#first", CAMEL)
def on_first(event):
    return turn(0)


@when("click", "#previous", CAMEL)
def on_previous(event):
    return turn(shown.start - shown.rows)


@when("click", "#next", CAMEL)
def on_next(event):
    return turn(shown.start + shown.rows)


@when("click", "#last", CAMEL)
def on_last(event):
    return turn((shown.matched - 1) // shown.rows * shown.rows)


@when("click", "#download-csv")
def on_csv(event):
    return download(event.currentTarget) if shown.answer.ready() else None


async def download(button):
    answer = shown.answer
    rules = answer.rules_on_show()
    url = await (await answer.worker()).csv(shown.view(rules))
    link = element("a")
    link.href = url
    link.download = "%s-%s.csv" % (store.NAME, "part" + rules[0] if rules[0] in "12" else "your-rules")
    document.body.append(link)
    link.click()
    link.remove()
    await confirm(button, "Downloaded ✓", "Downloaded %s as CSV." % plural(shown.matched, "row"))
