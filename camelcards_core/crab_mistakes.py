"""A wrong Crab Combat answer traced to the mistakes that make it.  Every game here, the right one too, is
played by one plain game, `playing`, whose rules are data: a Rules of small functions (how the cards go
under, what of a position is remembered, when a sub-game is played and on which decks, how the score
counts).  Each mistake in MISTAKES is a variation of one or two of them.  crab_combat plays the right game
faster, by knowing things these rules break; tests check that the two agree.

A mistaken game may never end (plain Combat with a changed rule can cycle for ever): it is capped at CAP
rounds, all games counted, and then gives no answer."""

from .crab_combat import PAUSE, decided_at_once, follow
from .crab_combat import playing as crab_rules_playing
from .numbers import Number
from .words import capital, written

# Rounds of all games together that a mistaken game may play: a real input's Recursive Combat plays some
# hundreds of thousands.
CAP = 3_000_000


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
    - `right_sub_games`: whether every sub-game ends as under the puzzle's rules, so that crab_combat, which
      is faster, decides them."""

    FIELDS = ("recursive", "under", "remembered", "after", "shared", "decided", "sub_decks", "score", "right_sub_games")
    __slots__ = FIELDS

    def __init__(self, **given):
        for field in self.FIELDS:
            setattr(self, field, given[field])

    def varied(self, changes):
        return Rules(**dict({field: getattr(self, field) for field in self.FIELDS}, **changes))


def _under(won, card1, card2, by_sub_game):
    return (card1, card2) if won == 1 else (card2, card1)


def _position(deck1, deck2):
    return tuple(deck1), tuple(deck2)


def _decided(sub1, sub2, outermost):
    """Player 1 wins a sub-game at once when holding its highest card, as crab_combat.decided_at_once says
    why; the outermost game is played, for its score."""
    return 1 if not outermost and decided_at_once(sub1, sub2) else None


def _sub_decks(deck1, deck2, card1, card2):
    if len(deck1) >= card1 and len(deck2) >= card2:
        return deck1[:card1], deck2[:card2]
    return None


def _score(deck):
    size = len(deck)
    return sum(card * (size - i) for i, card in enumerate(deck))


def right(part):
    """The rules of the puzzle's part 1 or 2."""
    return Rules(
        recursive=part == 2,
        under=_under,
        remembered=_position,
        after=False,
        shared=False,
        decided=_decided,
        sub_decks=_sub_decks,
        score=_score,
        right_sub_games=False,
    )


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
    return _under(won, card1, card2, by_sub_game)


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
    return _decided(sub1, sub2, outermost)


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
    rules = right(part)
    for i in ids:
        rules = rules.varied(BY_ID[i].changes)
    return rules


class Played:
    """How a game under some rules ended: `winner` 1 or 2, or None when it never ends (plain Combat that
    repeats a position) or was capped (`capped`); the winner's `deck`, and the outermost game's `rounds`."""

    __slots__ = ("winner", "deck", "rounds", "capped")

    def __init__(self, winner, deck, rounds, capped=False):
        self.winner, self.deck, self.rounds, self.capped = winner, deck, rounds, capped


class _Game:
    """One game on the stack: its decks, the positions it remembers, the cards on the table while a sub-game
    decides them, its rounds so far, and its highest card when it remembers only the positions in which
    that card is drawn (else None)."""

    __slots__ = ("deck1", "deck2", "seen", "drawn", "sub", "rounds", "highest")

    def __init__(self, deck1, deck2, seen, highest=None):
        self.deck1, self.deck2, self.seen, self.highest = deck1, deck2, seen, highest
        self.drawn = None
        self.rounds = 0


def playing(deck1, deck2, rules, cap=CAP, watch=None):
    """Play a game under `rules` to its end, yielding the rounds played so far (all games) every PAUSE rounds
    or so; returns its Played.  Sub-games live on an explicit stack.  `watch(round, deck1, deck2, over)`, when
    given, sees the outermost game's decks before each of its rounds (0 for the first), and once more as it
    ends (with `over` true); it stops the game, which then returns None, by returning True."""
    memory = {} if rules.shared else None
    # A sub-game counts for its winner alone, and a position that comes back wins it for player 1 however
    # late that is seen: when positions are remembered whole and each game remembers its own, a sub-game
    # remembers only those in which its highest card is drawn, as crab_combat does (which says why).
    sparing = rules.remembered is _position and memory is None
    # Sub-games on the same decks end alike, unless the memory of positions is shared: each is played once.
    ended = {} if memory is None else None
    stack = []
    game = _Game(list(deck1), list(deck2), {} if memory is None else memory)
    played = 0
    pause = PAUSE
    won = rules.decided(game.deck1, game.deck2, True)
    if won is not None:
        if watch is not None and watch(0, game.deck1, game.deck2, True):
            return None
        return Played(won, game.deck1 if won == 1 else game.deck2, 0)
    while True:
        deck1, deck2, seen = game.deck1, game.deck2, game.seen
        outermost = not stack
        repeated = False
        if game.drawn is not None:  # the sub-game that the round drawn started has ended, won by `won`
            card1, card2 = game.drawn
            game.drawn = None
            repeated = not _finish(game, rules, won, card1, card2, True)
        entered = False
        while not repeated and deck1 and deck2:
            highest = game.highest
            if highest is not None:
                if deck1[0] == highest or deck2[0] == highest:
                    key = (tuple(deck1), tuple(deck2))
                    if key in seen:
                        repeated = True
                        break
                    seen[key] = True
            elif not rules.after:
                key = rules.remembered(deck1, deck2)
                if key in seen:
                    repeated = True
                    break
                seen[key] = True
            if outermost and watch is not None and watch(game.rounds, deck1, deck2, False):
                return None
            card1, card2 = deck1.pop(0), deck2.pop(0)
            played += 1
            if played > cap:
                return Played(None, [], game.rounds, True)
            if played >= pause:
                pause = played + PAUSE
                yield played
            sub = rules.sub_decks(deck1, deck2, card1, card2) if rules.recursive else None
            won = None if sub is None else rules.decided(sub[0], sub[1], False)
            if won is None and ended is not None and sub is not None:
                won = ended.get((tuple(sub[0]), tuple(sub[1])))
            if sub is not None and won is None and rules.right_sub_games:
                # crab_combat's Recursive Combat, which plays the sub-game as the puzzle says, faster
                outcome = yield from _pausing_as(crab_rules_playing(sub[0], sub[1], 2), played)
                played += outcome.rounds
                won = outcome.winner
                if ended is not None:
                    ended[(tuple(sub[0]), tuple(sub[1]))] = won
            if sub is not None and won is None:
                game.drawn = (card1, card2)
                game.sub = (tuple(sub[0]), tuple(sub[1]))
                stack.append(game)
                top = max(sub[0] + sub[1]) if sparing else None
                game = _Game(sub[0], sub[1], {} if memory is None else memory, top)
                entered = True
                break
            if sub is None:
                won = 1 if card1 > card2 else 2
            repeated = not _finish(game, rules, won, card1, card2, sub is not None)
        if entered:
            continue
        if outermost and watch is not None and watch(game.rounds, deck1, deck2, True):
            return None
        won = 1 if repeated or not deck2 else 2
        if outermost:
            if repeated and not rules.recursive:
                return Played(None, [], game.rounds)
            return Played(won, deck1 if won == 1 else deck2, game.rounds)
        game = stack.pop()
        if ended is not None:
            ended[game.sub] = won


def play_with(deck1, deck2, rules, cap=CAP):
    """`playing` without pauses."""
    return to_end(playing(deck1, deck2, rules, cap))


def _finish(game, rules, won, card1, card2, by_sub_game):
    """Put the cards of a round won by `won` under its winner's deck, and count the round; False when the
    position then comes back (rules.after), else True."""
    deck = game.deck1 if won == 1 else game.deck2
    deck.extend(rules.under(won, card1, card2, by_sub_game))
    game.rounds += 1
    if rules.after and game.highest is None:
        key = rules.remembered(game.deck1, game.deck2)
        if key in game.seen:
            return False
        game.seen[key] = True
    return True


def to_end(pausing):
    """What a generator that pauses (`playing`, `checking`, `parting`) returns, run without pausing."""
    while True:
        try:
            next(pausing)
        except StopIteration as end:
            return end.value


def _pausing_as(pausing, shown):
    """Run the generator `pausing`, yielding `shown` at each of its pauses; what it returns."""
    while True:
        try:
            next(pausing)
        except StopIteration as end:
            return end.value
        yield shown


def check(deck1, deck2, part, digits, outcomes):
    """`checking` without pauses."""
    return to_end(checking(deck1, deck2, part, digits, outcomes))


def candidates(part):
    """What a check tries in `part`: each mistake alone, and each mistake of the game with each of the score,
    as lists of ids in alphabetical order."""
    mine = [m for m in MISTAKES if part in m.parts]
    games = [m.id for m in mine if m.stage == "game"]
    scores = [m.id for m in mine if m.stage == "score"]
    return [[i] for i in games + scores] + [sorted([g, s]) for g in games for s in scores]


def scoring(deck1, deck2, part, outcomes, cap=CAP):
    """Every candidate's score in `part` (None for a game with no winner), each mistaken game played once
    (`outcomes`: both parts' crab_combat Outcomes, the right games), pausing every PAUSE rounds or so to yield
    (games played, games to play); returns [(ids, score)].  What a number is checked against, for any number."""
    mine = [m for m in MISTAKES if part in m.parts]
    games = [m for m in mine if m.stage == "game"]
    scores = [m for m in mine if m.stage == "score"]
    scored = []
    for done, mistake in enumerate([None] + games):
        if mistake is None:
            played = outcomes[part]
        else:
            mistaken = playing(deck1, deck2, rules_for(part, [mistake.id]), cap)
            played = yield from _pausing_as(mistaken, (done, len(games)))
        deck = played.deck if played.winner is not None else None
        ids = [mistake.id] if mistake else []
        if ids:
            scored.append((ids, None if deck is None else _score(deck)))
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
    `scoring` does (which a right number needs not, nor one larger than every score); returns the Check."""
    answers = {each: outcomes[each].score for each in (1, 2)}
    number = typed(deck1, deck2, digits)
    known = number.value is None or number.value == answers[part]
    scored = [] if known else (yield from scoring(deck1, deck2, part, outcomes, cap))
    return Check(part, number, answers, scored)


class Check:
    """A number checked against the answer to `part`: `verdict` "right" or "wrong", `direction` "too high",
    "too low" or None, and `matches`, each a list of the ids (in alphabetical order) that together give the
    number, "other-part" for the other part's answer; singles first.  `beyond`: whether the number has more
    digits than `most`, and so is larger than every score without being read as an int."""

    __slots__ = ("part", "number", "verdict", "direction", "matches", "beyond")

    def __init__(self, part, number, answers, scored):
        """`number`: as `typed` gives it; `answers`: both parts' right scores; `scored`: `scoring`'s answer for
        `part`."""
        right_score, given = answers[part], number.value
        self.part, self.number = part, number
        self.beyond = given is None
        self.verdict = "right" if not self.beyond and given == right_score else "wrong"
        self.direction = None
        if self.verdict == "wrong" and right_score is not None:
            self.direction = "too high" if self.beyond or given > right_score else "too low"
        self.matches = []
        if self.verdict == "wrong" and not self.beyond:
            if given == answers[3 - part]:
                self.matches.append(["other-part"])
            found = [ids for ids, score in scored if score == given]
            self.matches += sorted(found, key=lambda ids: (len(ids), ids))

    def as_dict(self):
        return {"verdict": self.verdict, "direction": self.direction, "matches": self.matches}

    def sentence(self):
        """The verdict in words, and what follows it."""
        number = written(self.number.digits, "")
        if self.verdict == "right":
            return "%s is the right answer to part %d." % (number, self.part)
        said = "%s is not the answer to part %d" % (number, self.part)
        beyond = ", with more digits than any score of these decks" if self.beyond else ""
        said += ": it is %s%s." % (self.direction, beyond) if self.direction else ", which never ends."
        if not self.matches:
            return said + " No known mistake, alone or with one in the score, gives it."
        return said + " It is what %s:" % ("this gives" if len(self.matches) == 1 else "each of these gives")


def match_lines(ids):
    """One match in words: its ids, then what each mistake does and what the rule says, a line each."""
    if ids == ["other-part"]:
        return ["other-part: the answer to the other part"]
    return [" + ".join(ids)] + ["  %s. The rule: %s." % (capital(BY_ID[i].says), BY_ID[i].rule) for i in ids]


def parting(deck1, deck2, part, ids, record):
    """Where the outermost game under the mistakes `ids` leaves the right one, whose record of winners is
    `record`: (the round, what the mistaken game does in it, in words), or None when it never does; pausing
    as `playing` does."""
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

    yield from playing(deck1, deck2, rules_for(part, ids), watch=watch)
    return found[0] if found else None


def _taken(before, deck1, deck2):
    """What a round did, from the decks before it and after it: who took the cards, in which order."""
    won = 1 if len(deck1) > len(before[0]) else 2
    deck = deck1 if won == 1 else deck2
    return "player %d takes both, and puts %s under, then %s" % (won, deck[-2], deck[-1])
