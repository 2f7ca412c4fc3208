"""What the page asks of an input, answered as JSON text.  The page's workers (MicroPython, and Pyodide for
big inputs) make the same calls on the same class, so both give the same answers; big ints cross as
decimal strings because a JavaScript number is exact only up to 2**53.

Rules are named by their key: 1 and 2 for the puzzle's parts, "custom" for a person's own, which `rank`
and `use_rules` take as an order and a joker."""

import json

from .explain import explain
from .parsing import parse
from .problems import MAX_PROBLEMS, InvalidInput
from .rules import FAST, TYPE_NAMES, TYPE_WEIGHT, InvalidRules, custom
from .solution import Solution
from .sorting import spread
from .words import grouped, plural

if FAST:
    from itertools import repeat
    from operator import and_, mul, sub

# Columns a view can be sorted by; ties keep rank order, so every runtime shows the same rows.
SORTS = ("rank", "hand", "bid", "winnings", "change")
CSV_HEADER = "rank,hand,type,jokers_as,bid,winnings,rank_in_other_part,change,line"


def rules_key(part):
    """1, 2 or "custom", from what crosses from JavaScript (a number or a string)."""
    return int(part) if str(part) in ("1", "2") else "custom"


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

    def rank(self, part=1, sort="rank", descending=False, kind="", contains="", count=100, order="", joker=""):
        """Rank what `read` accepted under both parts (and a person's rules, when `part` is "custom"): each
        one's total and type counts, the chart, and the first page of the view asked for, so that one call
        brings everything a solve shows."""
        self.solution = Solution(self.hands)
        return self.use_rules(part, sort, descending, kind, contains, count, order, joker)

    def use_rules(self, part, sort="rank", descending=False, kind="", contains="", count=100, order="", joker=""):
        """Rank under a person's rules (when `part` is "custom") without reading the input again; the same
        answer as `rank`, or the reason the rules are not rules."""
        key = rules_key(part)
        try:
            self.solution.set_custom(custom(order, joker) if key == "custom" else None)
        except InvalidRules as error:
            return json.dumps({"rules_problem": str(error)})
        self._view_key = self._view = None
        solution = self.solution
        parts = {}
        for each in solution.keys():
            summary = solution.summary(each)
            del summary["hands"]
            parts[str(each)] = summary
        # The chart and the page go as JSON text within the answer: the page's Python passes them on to be
        # drawn without decoding them.
        page = json.dumps(self._page(key, sort, descending, kind, contains, 0, count))
        return json.dumps({"hands": len(self.hands), "parts": parts, "chart": json.dumps(self._chart()), "page": page})

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

    def solve(self, text):
        """`read` then `rank`, as one answer."""
        read = self.read(text)
        return self.rank() if self.hands is not None else read

    def view(self, part, sort="rank", descending=False, kind="", contains=""):
        """Entries of one ranking that pass the filter (a type name, a substring of the hand), sorted."""
        view_key = (rules_key(part), sort, bool(descending), kind, contains.upper())
        if view_key == self._view_key:
            return self._view
        if sort not in SORTS:
            raise ValueError("unknown sort %r" % sort)
        ranking = self.solution.rankings[view_key[0]]
        cards = self.hands.cards
        entries = ranking.order
        if kind:
            wanted = TYPE_NAMES.index(kind)
            entries = entries[ranking.bounds[wanted] : ranking.bounds[wanted + 1]]
        if view_key[4]:
            keep = {hand for hand in self.hands.distinct if view_key[4] in hand}
            entries = [e for e in entries if cards[e] in keep]
        if sort != "rank":
            entries = self._sorted(ranking, sort, entries)
        if descending:
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

    def page(self, part, sort="rank", descending=False, kind="", contains="", start=0, count=100):
        """One page of rows of a view, and how many rows the whole view holds."""
        return json.dumps(self._page(rules_key(part), sort, descending, kind, contains, start, count))

    def _page(self, key, sort, descending, kind, contains, start, count):
        entries = self.view(key, sort, descending, kind, contains)
        start = max(0, min(start, len(entries)))
        row = self.solution.row
        rows = []
        for e in entries[start : start + count]:
            data = row(key, e)
            data["entry"] = e
            rows.append(data)
        return {"part": str(key), "matched": len(entries), "hands": len(self.hands), "start": start, "rows": rows}

    def explain(self, part, entry):
        rankings = self.solution.rankings
        ranking = rankings[rules_key(part)]
        return json.dumps(explain(ranking, rankings[ranking.rules.versus], entry))

    def walk(self, part):
        """The solution step by step on the first hands of the input, under the rules of `part`."""
        from .walkthrough import walk

        return json.dumps({"steps": walk(self.solution.rankings[rules_key(part)]), "hands": len(self.hands)})

    def csv(self, part, sort="rank", descending=False, kind="", contains=""):
        """The whole view as CSV text, one line per row, in the order the page shows it."""
        key = rules_key(part)
        row = self.solution.row
        lines = [CSV_HEADER]
        for e in self.view(key, sort, descending, kind, contains):
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
