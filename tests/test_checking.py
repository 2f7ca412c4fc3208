"""Check your answer in words, alike in both games: the verdict, how far a wrong number is (exactly, and in
words that do not give the answer away), each match a line each, and what leads to the matches or says that
none gives the number, as the worker sends them and the page draws them."""

import json
import time

from camelcards_core.checking import CAMEL, CRAB, Check
from camelcards_core.crab_session import CrabSession
from camelcards_core.numbers import Number
from camelcards_core.session import Session
from tests.examples import CAMEL as CAMEL_INPUT
from tests.examples import CRAB as CRAB_INPUT


def camel_check(number, part):
    session = Session()
    session.solve(CAMEL_INPUT)
    return json.loads(session.check(number, part))


def crab_check(number, part, decks=CRAB_INPUT):
    session = CrabSession()
    session.start(decks)
    while "games" not in json.loads(session.play(60_000, time.monotonic)):
        pass
    session.check_start(number, part)
    return json.loads(session.check_for(60_000, time.monotonic))["checked"]


def test_a_right_number_is_said_right_with_what_it_is_the_answer_to():
    said = camel_check("5905", 2)
    assert said["sentence"] == {"start": "5,905 is right: it is the answer to part 2", "end": "."}
    assert said["brief"] == "5,905 is right." and said["matches"] == [] and "nothing" not in said
    assert crab_check("291", 2)["sentence"]["start"] == "291 is right: it is the score of Recursive Combat"


def test_a_wrong_number_says_how_far_exactly_and_in_words_that_keep_the_answer():
    said = camel_check("6,441", 1)
    assert said["sentence"] == {
        "start": "6,441 is not the answer to part 1: it is too high",
        "exact": ", by 1 (0.016%)",
        "near": ", and very close: within 0.1% of the answer",
        "end": ".",
    }
    assert said["brief"] == "6,441 is wrong: it is too high."
    assert said["nothing"].startswith("No known mistake, alone or with one other, gives it. Does your code give")
    assert [entry["words"] for entry in said["checklist"]] == ["KK677 is two pair"]


def test_a_number_longer_than_any_answer_says_so_and_not_how_far():
    said = camel_check("9" * 40, 1)
    assert said["sentence"]["end"] == ", with more digits than any total of this input."
    assert "exact" not in said["sentence"] and said["beyond"]


def test_each_match_is_a_line_each_and_its_hands_in_words():
    said = camel_check("6833", 1)
    assert said["gives"] == "It is what each of these gives:"
    first = said["matches"][0]
    assert first["lines"] == [
        "ascii-order",
        "Cards are compared as characters, by code point, so T beats A. The rule: cards are compared by strength:"
        " A K Q J T 9 … 2.",
    ]
    assert first["moved_words"] == "4 hands rank otherwise:"
    assert first["first"][0]["words"] == "%s ranks %d, not %d" % (
        first["first"][0]["hand"],
        first["first"][0]["right"],
        first["first"][0]["mistaken"],
    )
    other = camel_check("5905", 1)
    assert other["gives"] == "It is another answer:" and other["matches"][0]["lines"] == ["The answer to part 2."]
    both = camel_check("6440", 2)  # the other part's answer, and what a mistake in this part gives too
    assert both["matches"][0]["ids"] == ["other-part"] and len(both["matches"]) > 1
    assert both["gives"] == "It is another answer, and what %s after it gives:" % (
        "the mistake" if len(both["matches"]) == 2 else "each mistake"
    )


def test_crab_combat_speaks_of_scores_games_and_rounds():
    said = crab_check("80", 2)
    match = said["matches"][0]
    assert match["ids"] == ["repeat-always"]
    assert match["parted"] == "The game goes otherwise from round 2: the game ends before it, won by player 1."
    assert match["show"] == "Show round 2 in the replay"
    other = crab_check("306", 2)
    assert other["matches"][0]["lines"] == ["The score of Combat."]
    nothing = crab_check("1", 1)
    assert nothing["nothing"].startswith("No known mistake, alone or with one in the score, gives it. These rules")
    assert all(rule[0].isupper() and rule.endswith(".") for rule in nothing["checklist"])
    score_only = crab_check("314", 2)["matches"][0]
    assert score_only["parted"].startswith("The game is played as the rules say") and "show" not in score_only


def test_a_game_that_never_ends_has_no_direction():
    looping = "Player 1:\n43\n19\n\nPlayer 2:\n2\n29\n14\n"
    said = crab_check("105", 1, looping)
    assert said["sentence"] == {"start": "105 is not the score of Combat, which never ends", "end": "."}
    assert said["brief"] == "105 is wrong." and "direction" not in said


def test_the_command_line_says_the_verdict_in_each_games_words():
    answers = {1: 6440, 2: 5905}
    wrong = Check(1, Number("7", 10**6), answers, [(["a", "b"], 7), (["c"], 7)])
    assert wrong.matches == [["c"], ["a", "b"]]
    assert wrong.sentence(CAMEL) == "7 is not the answer to part 1: it is too low. It is what each of these gives:"
    beyond = Check(2, Number("9" * 9, 10**6), answers, [])
    assert beyond.sentence(CRAB) == (
        "999999999 is not the answer to part 2: it is too high, with more digits than any score of these decks."
        " No known mistake, alone or with one in the score, gives it."
    )
