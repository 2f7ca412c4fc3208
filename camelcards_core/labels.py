"""The cards of Camel Cards: the thirteen labels, strongest first, as the puzzle lists them; part 2's joker;
and each part's card order.  The page's own Python reads them too, to say them."""

LABELS = "AKQJT98765432"
JOKER = "J"
# Each part's order, strongest first: part 2's joker is the weakest card in ties.
ORDERS = {1: LABELS, 2: LABELS.replace(JOKER, "") + JOKER}
