"""The input policy: what is accepted as it is, and what is refused with its line and column."""

import pytest

from camelcards_core.parsing import MAX_BID_DIGITS, _whole_input, parse
from camelcards_core.problems import InvalidInput
from tests.answers import total_winnings
from tests.examples import CAMEL


def problems(text):
    with pytest.raises(InvalidInput) as caught:
        parse(text)
    return [(p.line, p.column, p.message) for p in caught.value.problems]


@pytest.mark.parametrize(
    "variant",
    [
        CAMEL.replace("\n", "\r\n"),
        CAMEL.replace("\n", "  \n"),
        CAMEL + "\n\n  \n",
        "\ufeff" + CAMEL,
        CAMEL.rstrip("\n"),
        CAMEL.replace(" 28\n", " 0028\n"),
    ],
)
def test_accepted_variants_give_the_same_answer(way, variant):
    assert total_winnings(variant, 1) == 6440
    assert total_winnings(variant, 2) == 5905


@pytest.mark.parametrize(
    "variant",
    [
        CAMEL,
        CAMEL.replace("\n", "\r\n"),
        CAMEL + "\n\n  \n",
        CAMEL + " ",
        "\ufeff" + CAMEL,
        CAMEL.rstrip("\n"),
        CAMEL.replace(" 28\n", " 0028\n"),
    ],
)
def test_a_saved_file_and_its_usual_variants_are_read_whole(way, variant):
    """Not line by line: that way names problems, and is several times slower on a big file."""
    assert len(_whole_input(variant)) == 5


@pytest.mark.parametrize(
    "text, line, column, words",
    [
        ("32T3K 765\nT55X5 684\n", 2, 4, "'X' is not a card label"),
        ("32t3K 765\n", 1, 3, "labels are upper-case: T"),
        ("32T3 765\n", 1, 5, "a hand has 5 cards, found 4"),
        ("32T3KK 765\n", 1, 6, "a hand has 5 cards, found more"),
        ("32T3K\n", 1, 6, "the bid is missing"),
        ("32T3K\t765\n", 1, 6, "found a tab"),
        ("32T3K  765\n", 1, 7, "one space"),
        ("32T3K 7x5\n", 1, 8, "'x' is not a digit"),
        ("32T3K -765\n", 1, 7, "'-' is not a digit"),
        ("32T3K 76 5\n", 1, 9, "unexpected text after the bid"),
        ("32T3K 7٦5\n", 1, 8, "is not a digit"),
        (" 32T3K 765\n", 1, 1, "starts with a space"),
        ("32T3K 765\n\nKK677 28\n", 2, 1, "blank line"),
        ("32T3K 765\rKK677 28\n", 1, 10, "a carriage return alone ends no line here: lines end with LF or CRLF"),
        ("32T\r3K 765\n", 1, 4, "a carriage return alone ends no line here"),
        ("32T3K\r765\n", 1, 6, "a carriage return alone ends no line here"),
        ("32T3K \r765\n", 1, 7, "a carriage return alone ends no line here"),
        ("\x00\x01\xff 1\n", 1, 1, "a NUL byte"),
        ("\x01\xff 1\n", 1, 1, "U+0001"),
        ("32T3K\u00a0765\n", 1, 6, "found U+00A0 (a no-break space)"),
        ("32T3K 765\u2028\n", 1, 10, "U+2028 (a line separator) is not a digit"),
        ("\u202e32T3K 765\n", 1, 1, "U+202E (a right-to-left override) is not a card label"),
        ("32T3K 7\u200b65\n", 1, 8, "U+200B (a zero-width space) is not a digit"),
        ("32T3\u0301K 765\n", 1, 5, "U+0301 is not a card label"),
        ("32T3K 765\U000e0041\n", 1, 10, "U+E0041 is not a digit"),
        ("32T3K 76\ufffd\n", 1, 9, "U+FFFD (a byte that is not UTF-8 text)"),
        ("", 1, 1, "no hands"),
        (" \n\n  \n", 1, 1, "no hands"),
    ],
)
def test_refusals_name_line_and_column(way, text, line, column, words):
    first = problems(text)[0]
    assert first[:2] == (line, column)
    assert words in first[2]


def test_every_unseen_character_is_named_by_its_code_point():
    from camelcards_core.problems import describe, unseen

    for code in (
        0x7F,
        0x85,
        0xAD,
        0x34F,
        0x61C,
        0x180E,
        0x200D,
        0x2060,
        0x2066,
        0x3164,
        0xFE0F,
        0xFEFF,
        0xE0001,
        0x10FFFF,
    ):
        assert unseen(chr(code)) and describe(chr(code)).startswith("U+%04X" % code)
    for char in "AK-":
        assert not unseen(char) and describe(char) == "'%s'" % char
    # Beyond ASCII a character may look like a label it is not: it shows with its code point.
    for char in "é€中😀\u212a\u0410\uff21":
        assert not unseen(char) and describe(char) == "'%s' (U+%04X)" % (char, ord(char))


def test_the_same_hand_with_another_bid_names_both_lines(way):
    [(line, column, message)] = problems("32T3K 765\nKK677 28\n32T3K 766\n")
    assert (line, column) == (3, 7)
    assert "line 1" in message


def test_the_same_hand_with_the_same_bid_is_accepted_and_ranked_twice(way):
    assert total_winnings("32T3K 5\nAAAAA 1\n32T3K 005\n", 1) == 1 * 5 + 2 * 5 + 3 * 1
    assert total_winnings("32T3K 5\nAAAAA 1\n32T3K 5\n", 1) == 1 * 5 + 2 * 5 + 3 * 1


def test_several_problems_are_listed_up_to_twenty():
    found = problems("bad line\n" * 50)
    assert len(found) == 20
    assert [p[0] for p in found] == list(range(1, 21))


def test_the_first_problem_is_the_message():
    with pytest.raises(InvalidInput, match=r"^line 2, column 1: "):
        parse("32T3K 765\nxx\n")


def test_a_fifty_megabyte_line_is_refused_quickly():
    [(line, column, message)] = problems("32T3K " + "7" * 50_000_000)
    assert (line, column) == (1, 7)
    assert str(MAX_BID_DIGITS) in message


def test_problem_text_is_kept_short():
    with pytest.raises(InvalidInput) as caught:
        parse("X" * 10_000)
    assert len(caught.value.problems[0].text) < 100


def test_hands_read_are_entries_of_cards_and_bid_by_index_and_slice():
    """As a person at the Code tab's prompt reaches for them: hands[0], hands[-1], hands[:2]."""
    hands = parse(CAMEL)
    lines = [(cards, int(bid)) for cards, bid in (line.split() for line in CAMEL.splitlines())]
    assert hands[0] == lines[0] and hands[-1] == lines[-1] and hands[:2] == lines[:2]
    assert list(hands) == lines
    assert repr(hands) == "<Hands: 5 entries: ('32T3K', 765), ('T55J5', 684), ('KK677', 28), …>"
    with pytest.raises(IndexError, match=r"^hands has 5 entries, from hands\[0\] to hands\[4\]$"):
        hands[10**9]
    with pytest.raises(TypeError, match="indices must be integers"):
        hands["a"]
