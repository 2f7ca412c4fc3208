"""Hypothesis strategies the tests share: hands, and inputs of distinct hands with bids of any size."""

from hypothesis import strategies as st

LABELS = "AKQJT98765432"

hands = st.text(alphabet=LABELS, min_size=5, max_size=5)
# Few labels make repeats, jokers and equal types common.
crowded = st.text(alphabet="JKQ2", min_size=5, max_size=5)
any_hand = hands | crowded
# {hand: bid}: distinct hands, bids past 2**64.
inputs = st.dictionaries(any_hand, st.integers(0, 2**70), min_size=1, max_size=60)


def text_of(bids):
    """The puzzle input for {hand: bid} or [(hand, bid)]."""
    rows = bids.items() if isinstance(bids, dict) else bids
    return "".join("%s %d\n" % row for row in rows)


# (order strongest first, joker or ""): any rules a person can set.
any_rules = st.tuples(st.permutations(LABELS).map("".join), st.sampled_from([""] + list(LABELS)))
