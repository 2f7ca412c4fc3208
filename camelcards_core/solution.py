"""An input solved under part 1, part 2 and, when a person set some, their own rules; rows and summaries as
plain dicts of strings and small ints, ready for JSON.  Big numbers travel as decimal strings because a
JavaScript number is exact only up to 2**53."""

from .ranking import rank
from .rules import PARTS, TYPE_NAMES


class Solution:
    """`rankings` maps each set of rules' key (1, 2, "custom") to its Ranking."""

    __slots__ = ("hands", "rankings")

    def __init__(self, hands):
        self.hands = hands
        self.rankings = {key: rank(hands, rules) for key, rules in PARTS.items()}

    def set_custom(self, rules):
        """Rank under a person's rules too, as key "custom"; None takes them away."""
        if rules is None:
            self.rankings.pop("custom", None)
        else:
            self.rankings["custom"] = rank(self.hands, rules)

    def keys(self):
        """The keys of the rankings, in the order the page lists them (MicroPython's dicts keep no order)."""
        return [key for key in (1, 2, "custom") if key in self.rankings]

    def row(self, key, entry):
        ranking = self.rankings[key]
        rules = ranking.rules
        hand = self.hands.cards[entry]
        bid = self.hands.bids[entry]
        place = ranking.rank_of(entry)
        other = self.rankings[rules.versus].rank_of(entry)
        return {
            "rank": place,
            "hand": hand,
            "type": TYPE_NAMES[rules.hand_type(hand)],
            "effective": rules.effective(hand),
            "bid": str(bid),
            "winnings": str(place * bid),
            "other_rank": other,
            "change": other - place,
            "line": self.hands.lines[entry],
        }

    def rows(self, key, start=0, count=None):
        """Rows in rank order, weakest first, from `start` (0-based) for `count` rows."""
        order = self.rankings[key].order
        stop = len(order) if count is None else min(len(order), start + count)
        return [self.row(key, order[i]) for i in range(start, stop)]

    def type_counts(self, key):
        """How many entries fall in each type, strongest type first."""
        counts = self.rankings[key].type_counts()
        return [{"type": TYPE_NAMES[t], "count": counts[t]} for t in range(len(TYPE_NAMES) - 1, -1, -1)]

    def summary(self, key):
        rules = self.rankings[key].rules
        versus = self.rankings[rules.versus].rules
        return {
            "name": rules.name,
            "total": str(self.rankings[key].total),
            "other_name": versus.name,
            "other_total": str(self.rankings[rules.versus].total),
            "order": rules.order,
            "joker": rules.joker,
            "hands": len(self.hands),
            "types": self.type_counts(key),
        }
