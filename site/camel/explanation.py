"""Why this rank?  A hand of the table explained, from the worker that holds the solution on show: its label
counts and type, what its jokers joined, its sort key, rank × bid, and its neighbours in the ranking."""

import engine
import table as tables
from dom import by_id, element, when
from marks import CAMEL, answered
from pyscript import document

from camelcards_core.words import grouped

dialog = by_id("explain-dialog")


@when("click", "#results tbody", CAMEL)
def on_row(event):
    row = event.target.closest("tr")
    answer = tables.shown.answer
    return explain(answer, int(row.dataset.entry)) if row and answer.ready() else None


async def explain(answer, entry):
    mine = answer.answers
    data = engine.parsed(await (await answer.worker()).explain(answer.rules_on_show()[0], entry))
    if mine != answer.answers:
        return
    tables.shown.chosen = entry
    for row in document.querySelectorAll("#results tbody tr"):
        if int(row.dataset.entry) == entry:
            row.setAttribute("aria-current", "true")
        else:
            row.removeAttribute("aria-current")
    body = by_id("explain-body")
    body.replaceChildren()
    sentences = data.sentences
    by_id("explain-title").textContent = "Why %s ranks %s" % (data.hand, grouped(data.rank))
    body.append(element("p", sentences[0], "explain-head"))
    for i in range(1, sentences.length):
        body.append(element("p", sentences[i]))
    listing = element("ul")
    for neighbour in data.neighbours:
        item = element("li", neighbour.text)
        item.dataset.side = neighbour.side
        listing.append(item)
    if data.alone:
        listing.append(element("li", data.alone))
    body.append(listing)
    if not dialog.open:
        dialog.showModal()
    answered()


@when("click", "#explain-close")
def on_close(event):
    dialog.close()
