"""Everything the page can ask of one input, gathered into one value: run on CPython by the tests and on
MicroPython by check_core.py, the two must be equal."""

import json

from camelcards_core.session import SORTS, Session


def report(text):
    session = Session()
    answer = json.loads(session.solve(text))
    if "problems" in answer:
        return answer
    views = {}
    for part in (1, 2):
        for sort in SORTS:
            for descending in (False, True):
                view = {"part": part, "sort": sort, "descending": descending, "count": 10**9}
                views["%d %s %s" % (part, sort, descending)] = json.loads(session.page(json.dumps(view)))
        view = {"part": part, "sort": "bid", "kind": "one pair", "contains": "k", "count": 10**9}
        views["%d filtered" % part] = json.loads(session.page(json.dumps(view)))
        views["%d csv" % part] = session.csv(json.dumps({"part": part, "sort": "change", "descending": True}))
        views["%d explained" % part] = [json.loads(session.explain(part, e)) for e in range(min(answer["hands"], 30))]
    answer["views"] = views
    return answer
