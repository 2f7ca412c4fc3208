"""Crab Combat's rules as data: a Rules is a handful of small functions and flags (how the cards go under, what
of a position is remembered, when a sub-game is played and on which decks, how the score counts), and the
puzzle's two games are two values of it, as each known mistake (crab_mistakes) is another.  Also what every
game shares: the score, the pause between slices of play, and a record of winners followed."""

# Play pauses every 4,096 rounds or so, so that its caller may report progress or stop.
PAUSE = 4095
# Rounds of all games together that a game under rules other than the puzzle's may play: a real input's
# Recursive Combat plays some hundreds of thousands, and a mistaken game may never end.
CAP = 3_000_000


def score(deck):
    """The winner's score: Σ card × its place from the bottom."""
    size = len(deck)
    return sum(card * (size - i) for i, card in enumerate(deck))


def decided_at_once(sub1, sub2):
    """Whether player 1 wins the sub-game on these decks without playing it.  They do when they hold its
    highest card and that card is at least the number of cards in play (as it is when the cards are
    distinct and positive): it then never starts a sub-game of its own and is never lost, and player 2
    cannot win."""
    return bool(sub1 and sub2) and max(sub2) < max(sub1) >= len(sub1) + len(sub2)


def follow(deck1, deck2, record):
    """Play the rounds whose winners `record` holds (1 or 2 a round) on the decks, in place: what a game's
    record needs, with its starting decks, to reach any of its positions."""
    for won in record:
        card1, card2 = deck1.pop(0), deck2.pop(0)
        if won == 1:
            deck1 += (card1, card2)
        else:
            deck2 += (card2, card1)


def to_end(pausing):
    """What a generator that pauses (a game, a check) returns, run without pausing."""
    while True:
        try:
            next(pausing)
        except StopIteration as end:
            return end.value


def pausing_as(pausing, shown):
    """Run the generator `pausing`, yielding `shown` at each of its pauses; what it returns."""
    while True:
        try:
            next(pausing)
        except StopIteration as end:
            return end.value
        yield shown


class Rules:
    """How one game is played.
    - `recursive`: whether a round can start a sub-game (part 2);
    - `under(won, card1, card2, by_sub_game)`: the two cards in the order they go under the winner's deck;
    - `remembered(deck1, deck2)`: what a game remembers of a position, to end when it comes back;
    - `after`: whether a position is looked up after the round, rather than before;
    - `shared`: whether every game and sub-game share one memory of positions;
    - `decided(sub1, sub2, outermost)`: the winner of a game known without playing it, or None;
    - `sub_decks(deck1, deck2, card1, card2)`: after a draw, the decks of the sub-game it starts, or None;
    - `score(deck)`: the winner's score;
    - `right_sub_games`: whether every sub-game ends as under the puzzle's rules, so that the puzzle's own
      game, which is faster, decides them;
    - `puzzle`: whether these are the puzzle's rules unchanged, which crab_fast plays."""

    FIELDS = (
        "recursive",
        "under",
        "remembered",
        "after",
        "shared",
        "decided",
        "sub_decks",
        "score",
        "right_sub_games",
        "puzzle",
    )
    __slots__ = FIELDS

    def __init__(self, **given):
        for field in self.FIELDS:
            setattr(self, field, given[field])

    def varied(self, changes):
        """These rules with `changes` ({field: value}) made: no longer the puzzle's."""
        fields = {field: getattr(self, field) for field in self.FIELDS}
        fields.update(changes)
        fields["puzzle"] = False
        return Rules(**fields)


def under(won, card1, card2, by_sub_game):
    return (card1, card2) if won == 1 else (card2, card1)


def position(deck1, deck2):
    return tuple(deck1), tuple(deck2)


def decided(sub1, sub2, outermost):
    """Player 1 wins a sub-game at once when holding its highest card, as decided_at_once says why; the
    outermost game is played, for its score."""
    return 1 if not outermost and decided_at_once(sub1, sub2) else None


def sub_decks(deck1, deck2, card1, card2):
    if len(deck1) >= card1 and len(deck2) >= card2:
        return deck1[:card1], deck2[:card2]
    return None


def _puzzle(part):
    return Rules(
        recursive=part == 2,
        under=under,
        remembered=position,
        after=False,
        shared=False,
        decided=decided,
        sub_decks=sub_decks,
        score=score,
        right_sub_games=False,
        puzzle=True,
    )


# The puzzle's rules: Combat (part 1) and Recursive Combat (part 2).
PUZZLE = {1: _puzzle(1), 2: _puzzle(2)}
