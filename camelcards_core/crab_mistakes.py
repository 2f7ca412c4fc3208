"""A wrong Crab Combat answer traced to the mistakes that make it.  Every game is played by one game
(crab_game), whose rules are data (crab_rules.Rules); each mistake in MISTAKES is a variation of one or two of
them.  checking.py says the verdict, and these the answer each mistake, and each of the game with the one of
the score, gives."""

from .checking import Check, settled
from .crab_game import playing
from .crab_rules import CAP, PUZZLE, decided, decided_at_once, follow, pausing_as, score, under
from .numbers import Number


class Mistake:
    """One mistake: its id, what it changes ("game" or "score": a score mistake goes with any game mistake),
    the parts it can be made in, what it does and what the rule says (a sentence each), and the rules it
    changes, {field: value}."""

    __slots__ = ("id", "stage", "parts", "says", "rule", "changes")

    def __init__(self, id, stage, parts, says, rule, changes):
        self.id, self.stage, self.parts, self.says, self.rule, self.changes = id, stage, parts, says, rule, changes


def _loser_first(won, card1, card2, by_sub_game):
    return (card2, card1) if won == 1 else (card1, card2)


def _higher_first_after_sub_game(won, card1, card2, by_sub_game):
    if by_sub_game:
        return (max(card1, card2), min(card1, card2))
    return under(won, card1, card2, by_sub_game)


def _run_together(deck1, deck2):
    return tuple(deck1) + tuple(deck2)


def _live(deck1, deck2):
    """The decks themselves, as a history of live lists holds them: always equal to the position now."""
    return "the live decks"


def _shortcut_everywhere(sub1, sub2, outermost):
    return 1 if decided_at_once(sub1, sub2) else None


def _shortcut_player_2(sub1, sub2, outermost):
    if not outermost and max(sub2) > max(sub1):
        return 2
    return decided(sub1, sub2, outermost)


def _played_in_full(sub1, sub2, outermost):
    """No game is decided at once: with these rules the highest card can be lost, or the shortcut would
    skip positions that the shared memory keeps."""
    return None


def _strict(deck1, deck2, card1, card2):
    if len(deck1) > card1 and len(deck2) > card2:
        return deck1[:card1], deck2[:card2]
    return None


def _either(deck1, deck2, card1, card2):
    if len(deck1) >= card1 or len(deck2) >= card2:
        return deck1[:card1], deck2[:card2]
    return None


def _with_drawn(deck1, deck2, card1, card2):
    if len(deck1) >= card1 and len(deck2) >= card2:
        return ([card1] + deck1)[:card1], ([card2] + deck2)[:card2]
    return None


def _from_top(deck):
    return sum(card * (i + 1) for i, card in enumerate(deck))


PART_2 = (2,)
MISTAKES = (
    Mistake(
        "loser-card-first",
        "game",
        (1,),
        "the loser's card goes under the winner's deck first",
        "the winner's card goes under first, then the loser's",
        {"under": _loser_first},
    ),
    Mistake(
        "state-concatenated",
        "game",
        PART_2,
        "positions are remembered as the two decks run together, with nothing between them",
        "a position is both decks, each on its own",
        {"remembered": _run_together},
    ),
    Mistake(
        "repeat-always",
        "game",
        PART_2,
        "the memory of positions holds the live decks, so every game ends at its second round, won by player 1",
        "a game ends only when a position comes back that it had before",
        {"remembered": _live},
    ),
    Mistake(
        "repeat-after-round",
        "game",
        PART_2,
        "the repeat rule is checked after each round, not before it",
        "before each round, a position seen before in this game ends it",
        # A sub-game that repeats a position cycles for ever, and so is won by player 1 however late that is
        # seen: only the outermost game, whose decks count, can end otherwise.
        {"after": True, "right_sub_games": True},
    ),
    Mistake(
        "higher-card-first-after-sub-game",
        "game",
        PART_2,
        "after a sub-game, the higher card goes under first",
        "the sub-game's winner's card goes under first, even when it is the lower",
        {"under": _higher_first_after_sub_game},
    ),
    Mistake(
        "shortcut-top-level",
        "game",
        PART_2,
        "'player 1 holds the highest card, so player 1 wins' ends the outermost game too, at once",
        "holding the highest card decides a sub-game at once, but the outermost game is played for its score",
        {"decided": _shortcut_everywhere, "right_sub_games": True},
    ),
    Mistake(
        "shortcut-player-2",
        "game",
        PART_2,
        "a sub-game in which player 2 holds the highest card is given to player 2 at once",
        "player 2 can lose with the highest card, when a position repeats",
        {"decided": _shortcut_player_2},
    ),
    Mistake(
        "shared-seen",
        "game",
        PART_2,
        "one memory of positions is shared by every game and sub-game",
        "each game remembers only its own positions",
        {"shared": True, "decided": _played_in_full},
    ),
    Mistake(
        "recurse-strict",
        "game",
        PART_2,
        "a sub-game is played only when a player holds more cards than the card drawn",
        "holding as many cards as the card drawn is enough",
        {"sub_decks": _strict},
    ),
    Mistake(
        "recurse-either",
        "game",
        PART_2,
        "a sub-game is played when either player holds enough cards",
        "both players must hold at least as many cards as they drew",
        {"sub_decks": _either, "decided": _played_in_full},
    ),
    Mistake(
        "subdeck-includes-drawn",
        "game",
        PART_2,
        "the sub-decks start with the card just drawn",
        "the sub-decks are the cards after the one drawn",
        {"sub_decks": _with_drawn},
    ),
    Mistake(
        "score-from-top",
        "score",
        (1, 2),
        "the score counts the top card once, the next twice, and so on",
        "the bottom card counts once, the one above it twice, and the top card as many times as there are cards",
        {"score": _from_top},
    ),
)
BY_ID = {mistake.id: mistake for mistake in MISTAKES}


def rules_for(part, ids=()):
    """The rules of `part` with the mistakes `ids` made."""
    rules = PUZZLE[part]
    for i in ids:
        rules = rules.varied(BY_ID[i].changes)
    return rules


def scoring(deck1, deck2, part, outcomes, cap=CAP):
    """Each mistake's score in `part` alone, and each mistake of the game's with the one of the score (None for
    a game with no winner), as [(ids in alphabetical order, score)], each mistaken game played once
    (`outcomes`: both parts' right games), pausing every PAUSE rounds or so to yield (games played, games to
    play).  What a number is checked against, for any number."""
    mine = [m for m in MISTAKES if part in m.parts]
    games = [m for m in mine if m.stage == "game"]
    scores = [m for m in mine if m.stage == "score"]
    scored = []
    for done, mistake in enumerate([None] + games):
        if mistake is None:
            played = outcomes[part]
        else:
            mistaken = playing(deck1, deck2, rules_for(part, [mistake.id]), cap)
            played = yield from pausing_as(mistaken, (done, len(games)))
        deck = played.deck if played.winner is not None else None
        ids = [mistake.id] if mistake else []
        if ids:
            scored.append((ids, None if deck is None else score(deck)))
        scored += [(sorted(ids + [each.id]), None if deck is None else each.changes["score"](deck)) for each in scores]
    return scored


def most(deck1, deck2):
    """An int that no score exceeds, right or mistaken: every game ends with at most all the cards in the
    winner's deck, and every score counts each card at most as many times as there are cards."""
    cards = deck1 + deck2
    return len(cards) * sum(cards)


def typed(deck1, deck2, digits):
    """The numbers.Number that `digits` (as numbers.read_number reads them) write, bounded by `most`."""
    return Number(digits, most(deck1, deck2))


def checking(deck1, deck2, part, digits, outcomes, cap=CAP):
    """Check the number `digits` (as numbers.read_number reads it) against the answer to `part`, pausing as
    `scoring` does (which a right number needs not, nor one larger than every score); returns the
    checking.Check."""
    answers = {each: outcomes[each].score for each in (1, 2)}
    number = typed(deck1, deck2, digits)
    found = [] if settled(number, answers, part) else (yield from scoring(deck1, deck2, part, outcomes, cap))
    return Check(part, number, answers, found)


# What `parting` yields at its pauses, where `scoring` yields (games played, games to play).
PARTING = "parting"


def parting(deck1, deck2, part, ids, record):
    """Where the outermost game under the mistakes `ids` leaves the right one, whose record of winners is
    `record`: (the round, what the mistaken game does in it, in words), or None when it never does; yielding
    PARTING at each of the game's pauses."""
    real = (list(deck1), list(deck2))
    at = [0]
    before = [None]
    found = []

    def watch(number, mine1, mine2, over):
        while at[0] < number:
            follow(real[0], real[1], record[at[0] : at[0] + 1])
            at[0] += 1
        if (mine1, mine2) != real:
            found.append((number, _taken(before[0], mine1, mine2)))
        elif over and number < len(record):
            found.append((number + 1, "the game ends before it, won by player %d" % (2 if not mine1 else 1)))
        elif not over and number == len(record):
            found.append((number + 1, "the game goes on: the position is not taken for one seen before"))
        before[0] = (list(mine1), list(mine2))
        return bool(found)

    yield from pausing_as(playing(deck1, deck2, rules_for(part, ids), watch=watch), PARTING)
    return found[0] if found else None


def _taken(before, deck1, deck2):
    """What a round did, from the decks before it and after it: who took the cards, in which order."""
    won = 1 if len(deck1) > len(before[0]) else 2
    deck = deck1 if won == 1 else deck2
    return "player %d takes both, and puts %s under, then %s" % (won, deck[-2], deck[-1])
