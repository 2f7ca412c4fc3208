"""What the page asks of an input, answered as JSON text.  The page's MicroPython and the Pyodide worker
make the same calls on the same class, so both paths give the same answers; big ints cross as decimal
strings because a JavaScript number is exact only up to 2**53."""

import json

from .explain import explain
from .parsing import parse
from .problems import MAX_PROBLEMS, InvalidInput
from .ranking import spread
from .rules import TYPE_NAMES
from .solution import Solution
from .words import grouped, plural

# Columns a view can be sorted by; ties keep rank order, so every runtime shows the same rows.
SORTS = ("rank", "hand", "bid", "winnings", "change")
CSV_HEADER = "rank,hand,type,jokers_as,bid,winnings,rank_in_other_part,change,line"


class Session:
    """The last input read, its solution, and the last view of it (a part, a sort and a filter), kept so
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
            return json.dumps({"problems": [p.as_dict() for p in error.problems], "more": len(error.problems) >= MAX_PROBLEMS})
        return json.dumps({"hands": len(self.hands)})

    def rank(self, part=1, sort="rank", descending=False, kind="", contains="", count=100):
        """Rank what `read` accepted under both parts: each part's total and type counts, the chart of both,
        and the first page of the view asked for, so that one call brings everything a solve shows."""
        self.solution = solution = Solution(self.hands)
        parts = {}
        for number in (1, 2):
            summary = solution.summary(number)
            del summary["hands"]
            parts[str(number)] = summary
        page = self._page(part, sort, descending, kind, contains, 0, count)
        return json.dumps({"hands": len(self.hands), "parts": parts, "chart": self._chart(), "page": page})

    def _chart(self):
        """Bars of how many hands fall in each type, part 1 beside part 2, with the words that label them."""
        counts = {part: self.solution.rankings[part].type_counts() for part in (1, 2)}
        types, said = [], []
        for t in range(len(TYPE_NAMES) - 1, -1, -1):
            name = TYPE_NAMES[t]
            bars = [{"count": counts[p][t], "text": grouped(counts[p][t]), "title": "%s, part %d: %s" % (name, p, plural(counts[p][t], "hand"))}
                    for p in (1, 2)]
            types.append({"type": name, "bars": bars})
            said.append("%s %s then %s" % (name, bars[0]["text"], bars[1]["text"]))
        return {"legend": ["part 1", "part 2"], "types": types, "label": "Hands of each type, part 1 then part 2: %s." % "; ".join(said)}

    def solve(self, text):
        """`read` then `rank`, as one answer."""
        read = self.read(text)
        return self.rank() if self.hands is not None else read

    def view(self, part, sort="rank", descending=False, kind="", contains=""):
        """Entries of one part's ranking that pass the filter (a type name, a substring of the hand), sorted."""
        key = (part, sort, bool(descending), kind, contains.upper())
        if key == self._view_key:
            return self._view
        if sort not in SORTS:
            raise ValueError("unknown sort %r" % sort)
        solution = self.solution
        ranking = solution.rankings[part]
        cards = self.hands.cards
        entries = ranking.order
        if kind:
            wanted = TYPE_NAMES.index(kind)
            keep = set(ranking.distinct[ranking.bounds[wanted]:ranking.bounds[wanted + 1]])
            entries = [e for e in entries if cards[e] in keep]
        if key[4]:
            keep = {hand for hand in self.hands.bid_of if key[4] in hand}
            entries = [e for e in entries if cards[e] in keep]
        if sort != "rank":
            entries = [e for _, _, e in self._sorted(part, sort, entries)]
        if descending:
            entries = entries[::-1]
        self._view_key, self._view = key, entries
        return entries

    def _sorted(self, part, sort, entries):
        """(value, rank position, entry) triples in order: decorated once, spread, and sorted without `key=`,
        which MicroPython would call on every comparison."""
        solution = self.solution
        ranking = solution.rankings[part]
        cards, bids = self.hands.cards, self.hands.bids
        ranks = ranking.ranks
        if sort == "hand":
            value = ranking.rules.cards_value
            decorated = [(value(cards[e]), ranks[e], e) for e in entries]
        elif sort == "bid":
            decorated = [(bids[e], ranks[e], e) for e in entries]
        elif sort == "winnings":
            decorated = [(bids[e] * ranks[e], ranks[e], e) for e in entries]
        else:
            other = solution.rankings[ranking.rules.versus].ranks
            decorated = [(other[e] - ranks[e], ranks[e], e) for e in entries]
        decorated = spread(decorated)
        decorated.sort()
        return decorated

    def page(self, part, sort="rank", descending=False, kind="", contains="", start=0, count=100):
        """One page of rows of a view, and how many rows the whole view holds."""
        return json.dumps(self._page(part, sort, descending, kind, contains, start, count))

    def _page(self, part, sort, descending, kind, contains, start, count):
        entries = self.view(part, sort, descending, kind, contains)
        start = max(0, min(start, len(entries)))
        row = self.solution.row
        rows = []
        for e in entries[start:start + count]:
            data = row(part, e)
            data["entry"] = e
            rows.append(data)
        return {"part": part, "matched": len(entries), "hands": len(self.hands), "start": start, "rows": rows}

    def explain(self, part, entry):
        rankings = self.solution.rankings
        return json.dumps(explain(rankings[part], rankings[rankings[part].rules.versus], entry))

    def csv(self, part, sort="rank", descending=False, kind="", contains=""):
        """The whole view as CSV text, one line per row, in the order the page shows it."""
        row = self.solution.row
        lines = [CSV_HEADER]
        for e in self.view(part, sort, descending, kind, contains):
            r = row(part, e)
            lines.append("%d,%s,%s,%s,%s,%s,%d,%d,%d" % (
                r["rank"], r["hand"], r["type"], r["effective"], r["bid"], r["winnings"], r["other_rank"], r["change"], r["line"]))
        lines.append("")
        return "\n".join(lines)
