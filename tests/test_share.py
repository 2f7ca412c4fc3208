"""Share links round-trip exactly, refuse what they cannot carry, and say so when damaged."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from camelcards_core.share import MAX_SHARED, fragment, read_fragment
from tests.examples import CAMEL


@given(st.text(min_size=1, max_size=300).filter(str.strip), st.sampled_from((1, 2)))
def test_any_text_round_trips(text, part):
    made = fragment(text, part)
    assert set(made) <= set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_=&")
    assert read_fragment("#" + made) == (text, part, "camel", None)


def test_a_crab_combat_link_names_its_game():
    from tests.examples import CRAB

    made = fragment(CRAB, 1, "crab")
    assert made.startswith("game=crab&") and read_fragment(made) == (CRAB, 1, "crab", None)


def test_a_link_carries_rules_a_person_set():
    made = fragment(CAMEL, "custom", rules=("23456789TJQKA", "A"))
    assert read_fragment(made) == (CAMEL, "custom", "camel", ("23456789TJQKA", "A"))
    assert read_fragment(fragment(CAMEL, "custom", rules=("AKQJT98765432", ""))) == (
        CAMEL,
        "custom",
        "camel",
        ("AKQJT98765432", ""),
    )


def test_the_example_makes_a_short_link():
    assert len(fragment(CAMEL, 2)) < 120


def test_no_input_is_not_an_error():
    assert read_fragment("") is None
    assert read_fragment("#results") is None


@pytest.mark.parametrize("damaged", ["input=%%%", "input=AAAA", "input=" + fragment(CAMEL, 1)[6:-20]])
def test_a_damaged_link_says_so(damaged):
    with pytest.raises(ValueError, match="damaged"):
        read_fragment(damaged)


def test_size_is_bounded_both_ways():
    with pytest.raises(ValueError):
        fragment("x" * (MAX_SHARED + 1), 1)
    with pytest.raises(ValueError, match="no input"):
        fragment(" \n", 1)
    import base64
    import zlib

    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    bomb = base64.urlsafe_b64encode(packer.compress(b"A" * (50 * MAX_SHARED)) + packer.flush()).decode()
    with pytest.raises(ValueError, match="more than"):
        read_fragment("input=" + bomb)
