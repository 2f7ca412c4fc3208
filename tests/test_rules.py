"""Hand types and ordering, for both parts."""

import pytest

from camelcards_core.rules import PARTS, TYPE_NAMES, InvalidRules, custom
from tests.answers import total_winnings
from tests.examples import CAMEL


def kind(hand, part):
    return TYPE_NAMES[PARTS[part].hand_type(hand)]


@pytest.mark.parametrize(
    "hand, name",
    [
        ("AAAAA", "five of a kind"),
        ("AA8AA", "four of a kind"),
        ("23332", "full house"),
        ("TTT98", "three of a kind"),
        ("23432", "two pair"),
        ("A23A4", "one pair"),
        ("23456", "high card"),
    ],
)
def test_every_type(hand, name):
    assert kind(hand, 1) == name
    assert kind(hand, 2) == name


@pytest.mark.parametrize(
    "hand, name, effective",
    [
        ("23456", "high card", "23456"),
        ("2345J", "one pair", "23455"),
        ("234JJ", "three of a kind", "23444"),
        ("23JJJ", "four of a kind", "23333"),
        ("2JJJJ", "five of a kind", "22222"),
        ("JJJJJ", "five of a kind", "AAAAA"),
    ],
)
def test_every_joker_count(hand, name, effective):
    assert kind(hand, 2) == name
    assert PARTS[2].effective(hand) == effective


def test_classic_traps():
    assert kind("JJ234", 2) == "three of a kind"
    assert kind("2233J", 2) == "full house"
    assert kind("JJ234", 1) == "one pair"


def total(text, part):
    return total_winnings(text, part)


def test_poker_rules_do_not_apply():
    assert total("2AAAA 1\n33332 10\n", 1) == 1 * 1 + 2 * 10


def test_label_order_is_not_ascii_order():
    # ASCII puts digits before letters and A before K; the cards run 2 … 9 T J Q K A.
    assert total("KKKK2 1\nAAAA2 10\n", 1) == 1 + 2 * 10
    assert total("TTTT2 1\n9999A 10\n", 1) == 2 * 1 + 10


def test_ties_are_decided_at_the_fifth_card():
    assert total("23456 1\n23457 10\n", 1) == 1 + 2 * 10
    assert total("2345A 1\n2345K 10\n", 1) == 2 * 1 + 10


def test_a_joker_is_the_weakest_card_for_ties():
    assert total("JKKK2 1\nQQQQ2 10\n", 2) == 1 + 2 * 10
    assert total("JJJJJ 1\n22222 10\n", 2) == 1 + 2 * 10
    assert total("JJJJJ 1\n22222 10\n", 1) == 2 * 1 + 10


def test_the_example():
    assert total(CAMEL, 1) == 6440
    assert total(CAMEL, 2) == 5905


def test_bids_beyond_two_to_the_64_stay_exact():
    big = 2**64 + 12345
    assert total("23456 %d\nAAAAA %d\n" % (big, big * 3), 1) == big + 2 * big * 3


@pytest.mark.parametrize(
    "order, joker, said",
    [
        ("AKQ JT98765432", "", "a space is not a card label"),
        ("A\u212aQJT98765432", "", "'\u212a' (U+212A) is not a card label"),
        ("0CGKQJT98765432", "", "'0', 'C' and 'G' are not card labels"),
        ("AKQJT98765432A", "", "the order must hold each of the 13 labels once: A stands twice"),
        ("AKQJT9876543", "", "the order must hold each of the 13 labels once: 2 is missing"),
        ("AAAQJT98765432", "", "A stands 3 times; K is missing"),
        ("", "", "the order is empty"),
        (
            "AKQJT98765432",
            "\U0001f600",
            "the joker must be one card label, or left empty for no joker; '\U0001f600' (U+1F600) is not",
        ),
        ("AKQJT98765432", "JQ", "the joker must be one card label, or left empty for no joker; 'JQ' is not"),
    ],
)
def test_rules_that_are_not_rules_are_named_plainly(order, joker, said):
    with pytest.raises(InvalidRules) as refused:
        custom(order, joker)
    assert said in str(refused.value)


def test_rules_are_read_alike_on_every_runtime():
    """Lower-case labels count, spaces around them do not, and only ASCII letters change case (CPython would
    make ß two letters)."""
    assert (custom(" akqjt98765432 ", " j ").order, custom("akqjt98765432", "j").joker) == ("AKQJT98765432", "J")
    with pytest.raises(InvalidRules, match="'ß' \\(U\\+00DF\\) is not a card label"):
        custom("AKQJT9876543ß", "")
