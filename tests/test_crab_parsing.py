"""Crab Combat's decks read: every problem named by its line and column, alike on MicroPython."""

import pytest

from camelcards_core.crab_parsing import parse
from camelcards_core.problems import InvalidInput
from tests.micropython import run_json


@pytest.mark.parametrize(
    "text, line, column, words",
    [
        ("9\nPlayer 2:\n5\n", 1, 1, "expected 'Player 1:'"),
        ("Player 1:\n9\nx\n\nPlayer 2:\n5\n", 3, 1, "'x' is not part of a card"),
        ("Player 1:\n9\n-3\n\nPlayer 2:\n5\n", 3, 1, "'-' is not part of a card"),
        ("Player 1:\n9\n5\n\nPlayer 2:\n5\n", 6, 1, "card 5 is already dealt on line 3"),
        ("Player 1:\n0\n2\n\nPlayer 2:\n1\n3\n", 2, 1, "card 0 is not dealt; cards are numbered from 1"),
        ("Player 1:\n9\n\nPlayer 2:\n000\n", 5, 1, "card 0 is not dealt"),
        ("Player 1:\n" + "9" * 5000 + "\n\nPlayer 2:\n1\n", 2, 1, "a card has at most 100 digits"),
        ("Player 1:\n\nPlayer 2:\n5\n", 1, 1, "player 1's deck is empty"),
        ("Player 1:\n9\n", 2, 1, "'Player 2:' and its deck are missing"),
        ("Player 2:\n9\n", 1, 1, "expected 'Player 1:' here"),
        ("Player 1:\n1\n\nPlayer 3:\n2\n", 4, 1, "only two players play: expected 'Player 2:' here"),
        ("Player 1:\n1\n\nPlayer 2:\n2\n\nPlayer 3:\n4\n", 7, 1, "only two players play; this is a third"),
        ("player 1:\n1\n\nPlayer 2:\n2\n", 1, 1, "expected 'Player 1:' here, spelled so: a capital P"),
        ("Player 1:\n1\n\n3\n\nPlayer 2:\n2\n", 4, 1, "a blank line ends player 1's deck; put 'Player 2:' before"),
        ("Player 1:\n1\n\nPlayer 2:\n2\n\n4\n", 7, 1, "a blank line ends player 2's deck"),
    ],
)
def test_bad_input_names_its_line(text, line, column, words):
    with pytest.raises(InvalidInput) as caught:
        parse(text)
    first = caught.value.problems[0]
    assert (first.line, first.column) == (line, column)
    assert words in first.message


def test_problems_on_one_line_keep_their_order_on_micropython():
    script = (
        "from camelcards_core.crab_parsing import parse\nfrom camelcards_core.problems import InvalidInput\n"
        "import json\ntry:\n    parse('')\nexcept InvalidInput as e:\n"
        "    print(json.dumps([str(p) for p in e.problems]))\n"
    )
    with pytest.raises(InvalidInput) as caught:
        parse("")
    assert (
        run_json(script)
        == [str(p) for p in caught.value.problems]
        == [
            "line 1, column 1: 'Player 1:' and its deck are missing",
            "line 1, column 1: 'Player 2:' and its deck are missing",
        ]
    )


def test_a_wrong_heading_is_named_once_and_the_cards_under_it_are_read_as_meant():
    with pytest.raises(InvalidInput) as caught:
        parse("Player 1:\n1\n5\n\nPlayer 3:\n2\n5\n")
    assert [str(p) for p in caught.value.problems] == [
        "line 5, column 1: only two players play: expected 'Player 2:' here",
        "line 7, column 1: card 5 is already dealt on line 3; every card is unique",
    ]


@pytest.mark.parametrize("runtime", ["cpython", "micropython"])
def test_a_card_dealt_twice_is_found_among_many(runtime):
    """Many cards, dealt in order, and one of them dealt again at the end."""
    cards = list(range(1, 20_001))
    text = "Player 1:\n%s\n\nPlayer 2:\n%s\n7\n" % (
        "\n".join(map(str, cards[:10_000])),
        "\n".join(map(str, cards[10_000:])),
    )
    if runtime == "cpython":
        with pytest.raises(InvalidInput) as caught:
            parse(text)
        found = [str(p) for p in caught.value.problems]
    else:
        script = (
            "from camelcards_core.crab_parsing import parse\nfrom camelcards_core.problems import InvalidInput\n"
            "import json\ntry:\n    parse(open('/input.txt').read())\nexcept InvalidInput as e:\n"
            "    print(json.dumps([str(p) for p in e.problems]))\n"
        )
        found = run_json(script, text)
    assert found == ["line 20004, column 1: card 7 is already dealt on line 8; every card is unique"]
