"""camelcards_core on Pyodide in a worker, for inputs too big for the page's MicroPython.

Its exports share one Session, which holds the last input read and its solution: the page sends text and
view parameters, and gets JSON text back.  The worker never touches the DOM, so no cross-origin isolation is needed and any static
host can serve it."""

import js
from pyodide.ffi import to_js

from camelcards_core.session import Session

session = Session()
csv_url = {"last": None}


async def read(text):
    """`text` comes as a Blob: a string argument of megabytes is slow to cross into the worker."""
    return session.read(await text.text())


def rank():
    return session.rank()


def page(part, sort, descending, kind, contains, start, count):
    return session.page(part, sort, descending, kind, contains, start, count)


def explain(part, entry):
    return session.explain(part, entry)


def csv(part, sort, descending, kind, contains):
    """A blob: URL of the view as CSV, so megabytes of text never pass through the page's MicroPython."""
    if csv_url["last"]:
        js.URL.revokeObjectURL(csv_url["last"])
    blob = js.Blob.new(to_js([session.csv(part, sort, descending, kind, contains)]), to_js({"type": "text/csv"}, dict_converter=js.Object.fromEntries))
    csv_url["last"] = js.URL.createObjectURL(blob)
    return csv_url["last"]


__export__ = ["read", "rank", "page", "explain", "csv"]
