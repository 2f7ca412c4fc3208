"""Why this rank?  A hand of the table explained, from the worker that holds the solution on show: its label
counts and type, what its jokers joined, its sort key, rank × bid, and its neighbours in the ranking."""

from camelcards_core.words import grouped
from page.dom import by_id, element, when
from page.marks import CAMEL, answered
from worker import engine

dialog = by_id("explain-dialog")


class Explaining:
    """The answer (answering.Answering) whose hands are explained and the table.Table that shows them, each
    row chosen marked there, handed in by `explains`."""

    def __init__(self):
        self.answer = self.table = None


explaining = Explaining()


def explains(answer, table):
    """Explain the hands of `answer` that `table` shows."""
    explaining.answer, explaining.table = answer, table


@when("click", "#results tbody", CAMEL)
def on_row(event):
    row = event.target.closest("tr")
    answer = explaining.answer
    return explain(answer, int(row.dataset.entry)) if row and answer.ready() else None


async def explain(answer, entry):
    mine = answer.drawn.latest()
    data = engine.parsed(await (await answer.worker()).explain(answer.rules_on_show()[0], entry))
    if not answer.drawn.newest(mine):
        return
    explaining.table.choose(entry)
    body = by_id("explain-body")
    body.replaceChildren()
    sentences = data.sentences
    by_id("explain-title").textContent = "Why %s ranks %s" % (data.hand, grouped(data.rank))
    body.append(element("p", sentences[0], "explain-head", grouped=True))
    for i in range(1, sentences.length):
        body.append(element("p", sentences[i], grouped=True))
    listing = element("ul")
    for neighbour in data.neighbours:
        item = element("li", neighbour.text, grouped=True)
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
