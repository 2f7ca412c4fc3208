"""Everything the page can ask of one input, gathered into one value: run on CPython by the tests and on
MicroPython by check_core.py, the two must be equal."""

import json

from camelcards_core.session import SORTS, Session


def report(text):
    session = Session()
    answer = json.loads(session.solve(text))
    if "problems" in answer:
        return answer
    answer["chart"], answer["page"] = json.loads(answer["chart"]), json.loads(answer["page"])  # sent as JSON text
    views = {}
    for part in (1, 2):
        for sort in SORTS:
            for descending in (False, True):
                views["%d %s %s" % (part, sort, descending)] = json.loads(
                    session.page(part, sort, descending, "", "", 0, 10**9)
                )
        views["%d filtered" % part] = json.loads(session.page(part, "bid", False, "one pair", "k", 0, 10**9))
        views["%d csv" % part] = session.csv(part, "change", True)
        views["%d explained" % part] = [json.loads(session.explain(part, e)) for e in range(min(answer["hands"], 30))]
    answer["views"] = views
    return answer
