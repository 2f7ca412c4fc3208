"""Both parts solved together, and their rows as plain dicts of strings and small ints, ready for JSON:
big numbers travel as decimal strings because a JavaScript number is exact only up to 2**53."""

from .ranking import rank
from .rules import TYPE_NAMES


class Solution:
    __slots__ = ("hands", "rankings")

    def __init__(self, hands):
        self.hands = hands
        self.rankings = {1: rank(hands, 1), 2: rank(hands, 2)}

    def row(self, part, entry):
        ranking = self.rankings[part]
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

    def rows(self, part, start=0, count=None):
        """Rows in rank order, weakest first, from `start` (0-based) for `count` rows."""
        order = self.rankings[part].order
        stop = len(order) if count is None else min(len(order), start + count)
        return [self.row(part, order[i]) for i in range(start, stop)]

    def type_counts(self, part):
        """How many entries fall in each type, strongest type first."""
        counts = self.rankings[part].type_counts()
        return [{"type": TYPE_NAMES[t], "count": counts[t]} for t in range(len(TYPE_NAMES) - 1, -1, -1)]

    def summary(self, part):
        rules = self.rankings[part].rules
        return {
            "part": part,
            "total": str(self.rankings[part].total),
            "other_part": rules.versus,
            "other_total": str(self.rankings[rules.versus].total),
            "joker": rules.joker,
            "hands": len(self.hands),
            "types": self.type_counts(part),
        }
