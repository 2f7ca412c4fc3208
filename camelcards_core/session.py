"""What the page asks of an input, answered as JSON text.  The page's workers (MicroPython, and Pyodide for
big inputs) make the same calls on the same class, so both give the same answers; big ints cross as
decimal strings because a JavaScript number is exact only up to 2**53.

A view of the table is one JSON object (see VIEW): the rules it is under (the part: 1, 2 or "custom", with
a person's order and joker), its sort, its filters, and the rows on show."""

import json

from . import checking
from .explain import explain
from .mistaken import check, checklist, moved, ranks
from .mistakes import BY_ID
from .numbers import read_number
from .parsing import parse
from .problems import MAX_PROBLEMS, InvalidInput
from .ranking import rank
from .rules import FAST, TYPE_NAMES, TYPE_WEIGHT, InvalidRules, custom
from .solution import Solution
from .sorting import spread
from .words import grouped, plural

if FAST:
    from itertools import repeat
    from operator import and_, mul, sub

# Columns a view can be sorted by; ties keep rank order, so every runtime shows the same rows.
SORTS = ("rank", "hand", "bid", "winnings", "change")
# A row's numbers that the table shows with their digits in groups of three, as every number on the page is.
GROUPED = ("rank", "bid", "winnings", "other_rank")
CSV_HEADER = "rank,hand,type,jokers_as,bid,winnings,rank_in_other_part,change,line"
# A view of the table, as a fresh page shows it; a view the page sends says what differs.
VIEW = {
    "part": "1",
    "order": "",
    "joker": "",
    "sort": "rank",
    "descending": False,
    "kind": "",
    "contains": "",
    "start": 0,
    "count": 100,
}


def rules_key(part):
    """1, 2 or "custom", from what crosses from JavaScript (a number or a string)."""
    return int(part) if str(part) in ("1", "2") else "custom"


def read_view(view):
    """A view (JSON text, or a dict) with what it leaves out as on a fresh page; an unknown sort is refused."""
    given = json.loads(view) if isinstance(view, str) else view or {}
    whole = dict(VIEW)
    whole.update(given)
    if whole["sort"] not in SORTS:
        raise ValueError("unknown sort %r" % whole["sort"])
    whole["key"] = rules_key(whole["part"])
    whole["contains"] = whole["contains"].upper()
    return whole


class Session:
    """The last input read, its solution, and the last view of it (rules, a sort and a filter), kept so
    that turning pages over a million rows does not sort or filter again."""

    __slots__ = ("hands", "solution", "_view_key", "_view")

    def __init__(self):
        self.hands = None
        self.solution = None
        self._view_key = None
        self._view = None

    def read(self, text):
        """Parse; the hand count, or the problems (up to the core's limit) with their lines, and whether
        there are more than those."""
        self.hands = self.solution = self._view_key = self._view = None
        try:
            self.hands = parse(text)
        except InvalidInput as error:
            return json.dumps(
                {"problems": [p.as_dict() for p in error.problems], "more": len(error.problems) >= MAX_PROBLEMS}
            )
        return json.dumps({"hands": len(self.hands)})

    def rank(self, view=None):
        """Rank what `read` accepted under both parts (and a person's rules, when the view is under them):
        each one's total and type counts, the chart, and the first page of the view, so that one call
        brings everything a solve shows."""
        self.solution = Solution(self.hands)
        return self.use_rules(view)

    def use_rules(self, view=None):
        """Rank under the view's rules (a person's, when its part is "custom") without reading the input
        again; the same answer as `rank`, or the reason the rules are not rules."""
        view = read_view(view)
        try:
            self.solution.set_custom(custom(view["order"], view["joker"]) if view["key"] == "custom" else None)
        except InvalidRules as error:
            return json.dumps({"rules_problem": str(error)})
        self._view_key = self._view = None
        solution = self.solution
        parts = {}
        for each in solution.keys():
            summary = solution.summary(each)
            del summary["hands"]
            parts[str(each)] = summary
        return json.dumps({"hands": len(self.hands), "parts": parts, "chart": self._chart(), "page": self._page(view)})

    def solve(self, text, view=None):
        """`read` then `rank`, as one answer."""
        read = self.read(text)
        return self.rank(view) if self.hands is not None else read

    def _chart(self):
        """Bars of how many hands fall in each type under each set of rules, with the words that label them."""
        rankings, keys = self.solution.rankings, self.solution.keys()
        counts = {key: rankings[key].type_counts() for key in keys}
        names = [rankings[key].rules.name for key in keys]
        types, said = [], []
        for t in range(len(TYPE_NAMES) - 1, -1, -1):
            kind = TYPE_NAMES[t]
            bars = [
                {
                    "count": counts[key][t],
                    "text": grouped(counts[key][t]),
                    "title": "%s, %s: %s" % (kind, rankings[key].rules.name, plural(counts[key][t], "hand")),
                }
                for key in keys
            ]
            types.append({"type": kind, "bars": bars})
            said.append("%s %s" % (kind, " then ".join(bar["text"] for bar in bars)))
        label = "Hands of each type, %s: %s." % (" then ".join(names), "; ".join(said))
        return {"legend": names, "types": types, "label": label}

    def view(self, view):
        """Entries of one ranking that pass the view's filters (a type name, a piece of the hand), sorted."""
        key, sort = view["key"], view["sort"]
        view_key = (key, sort, bool(view["descending"]), view["kind"], view["contains"])
        if view_key == self._view_key:
            return self._view
        ranking = self.solution.rankings[key]
        cards = self.hands.cards
        entries = ranking.order
        if view["kind"]:
            wanted = TYPE_NAMES.index(view["kind"])
            entries = entries[ranking.bounds[wanted] : ranking.bounds[wanted + 1]]
        if view["contains"]:
            keep = {hand for hand in self.hands.distinct if view["contains"] in hand}
            entries = [e for e in entries if cards[e] in keep]
        if sort != "rank":
            entries = self._sorted(ranking, sort, entries)
        if view["descending"]:
            entries = entries[::-1]
        self._view_key, self._view = view_key, entries
        return entries

    def _sorted(self, ranking, sort, entries):
        """The entries (in rank order) sorted by a column, ties in rank order.  CPython and Pyodide sort
        stably with a key read from a list; MicroPython decorates once with (value, rank, entry), spreads,
        and sorts without `key=`, which it would call on every comparison."""
        cards, bids = self.hands.cards, self.hands.bids
        ranks = ranking.ranks
        if sort == "hand":
            if FAST:
                return sorted(entries, key=list(map(and_, ranking.keys, repeat(TYPE_WEIGHT - 1))).__getitem__)
            value = ranking.rules.cards_value
            values = {hand: value(hand) for hand in self.hands.distinct}
            decorated = [(values[cards[e]], ranks[e], e) for e in entries]
        elif sort == "change":
            other = self.solution.rankings[ranking.rules.versus].ranks
            if FAST:
                return sorted(entries, key=list(map(sub, other, ranks)).__getitem__)
            decorated = [(other[e] - ranks[e], ranks[e], e) for e in entries]
        else:
            if FAST:
                return sorted(entries, key=(bids if sort == "bid" else list(map(mul, bids, ranks))).__getitem__)
            decorated = [(bids[e] * (ranks[e] if sort == "winnings" else 1), ranks[e], e) for e in entries]
        decorated = spread(decorated)
        decorated.sort()
        return [e for _, _, e in decorated]

    def page(self, view):
        """One page of rows of a view (from its `start`, `count` rows), and how many rows the whole view holds."""
        return json.dumps(self._page(read_view(view)))

    def _page(self, view):
        entries = self.view(view)
        start = max(0, min(view["start"], len(entries)))
        key, row = view["key"], self.solution.row
        rows = []
        for e in entries[start : start + view["count"]]:
            data = row(key, e)
            data["entry"] = e
            data["grouped"] = shown = {name: grouped(data[name]) for name in GROUPED}
            change = data["change"]
            shown["change"] = ("+" if change > 0 else "−" if change < 0 else "") + grouped(abs(change))
            rows.append(data)
        return {
            "part": str(key),
            "matched": len(entries),
            "hands": len(self.hands),
            "start": start,
            "count": view["count"],
            "rows": rows,
        }

    def check(self, number, part, shown=checking.SHOWN):
        """A visitor's answer (as typed) to part `part` checked, as checking.Check.said says it, each match of
        mistakes with the first `shown` hands it ranks otherwise (`moved`, `first`, each with its `words`); a
        wrong answer that nothing matches comes with the hands of this input that the commonest mistakes in a
        hand's type get wrong (`checklist`)."""
        try:
            digits = read_number(number)
        except ValueError as error:
            return json.dumps({"problem": str(error)})
        part = int(part)
        hands, rankings = self.hands, self.solution.rankings
        checked = check(hands, part, digits, {key: rankings[key].total for key in (1, 2)})
        said = checked.said(checking.CAMEL, BY_ID)
        said.setdefault("direction", None)
        right = ranks(hands, part) if checked.matches else None
        for match in said["matches"]:
            if "mistakes" in match:
                count, first = moved(hands, part, match["ids"], shown, right)
                match["moved"] = count
                match["moved_words"] = checking.moved_words(count)
                match["first"] = [
                    {
                        "line": hands.lines[i],
                        "hand": hands.cards[i],
                        "right": placed,
                        "mistaken": wrong,
                        "words": checking.ranked_words(hands.cards[i], placed, wrong),
                    }
                    for i, placed, wrong in first
                ]
        if checked.verdict == "wrong" and not checked.matches:
            said["checklist"] = [
                {
                    "line": hands.lines[i],
                    "hand": hands.cards[i],
                    "type": TYPE_NAMES[kind],
                    "words": checking.typed_words(hands.cards[i], TYPE_NAMES[kind]),
                }
                for i, kind in checklist(hands, part)
            ]
        return json.dumps(said)

    def explain(self, part, entry):
        rankings = self.solution.rankings
        ranking = rankings[rules_key(part)]
        return json.dumps(explain(ranking, rankings[ranking.rules.versus], entry))

    def walk(self, view):
        """The solution step by step on the first hands of the input, under the view's rules, or the reason
        they are not rules."""
        from .walkthrough import walk

        view = read_view(view)
        ranking = self.solution.rankings.get(view["key"])
        if view["key"] == "custom":
            try:
                ranking = rank(self.hands, custom(view["order"], view["joker"]))
            except InvalidRules as error:
                return json.dumps({"rules_problem": str(error)})
        return json.dumps({"steps": walk(ranking), "hands": len(self.hands)})

    def csv(self, view):
        """The whole view as CSV text, one line per row, in the order the page shows it."""
        view = read_view(view)
        key, row = view["key"], self.solution.row
        lines = [CSV_HEADER]
        for e in self.view(view):
            r = row(key, e)
            lines.append(
                "%d,%s,%s,%s,%s,%s,%d,%d,%d"
                % (
                    r["rank"],
                    r["hand"],
                    r["type"],
                    r["effective"],
                    r["bid"],
                    r["winnings"],
                    r["other_rank"],
                    r["change"],
                    r["line"],
                )
            )
        lines.append("")
        return "\n".join(lines)
