"""Share links round-trip exactly, refuse what they cannot carry, and say so when damaged."""

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from camelcards_core.share import GAMES, MAX_SHARED, fragment
from harness import page_facts
from harness.page_facts import READ
from tests.examples import CAMEL
from tests.links import read_code, read_fragment


@given(st.text(min_size=1, max_size=300).filter(str.strip), st.sampled_from((1, 2)))
def test_any_text_round_trips(text, part):
    made = fragment(text, part)
    assert set(made) <= set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_=&")
    assert read_fragment("#" + made) == (text, part, "camel", None)


def test_the_page_names_the_games_as_the_core_reads_them_in_links():
    """The page's ids of the games (js/kept.js) are the core's (words.PARTS), which a link carries."""
    assert page_facts.GAMES == GAMES
    assert [read_fragment("#" + fragment(CAMEL, 1, game))[2] for game in page_facts.GAMES] == list(GAMES)


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


def test_rules_that_are_not_rules_make_no_link():
    with pytest.raises(ValueError, match="your rules are not rules: the order must hold"):
        fragment(CAMEL, "custom", rules=("AKQJT9876543", ""))
    made = fragment(CAMEL, "custom", rules=("akqjt98765432", "j"))
    assert made.endswith("&part=custom&order=AKQJT98765432&joker=J")


def test_the_page_asks_and_is_answered_in_json():
    import json

    from camelcards_core.share import make_link, open_link

    made = json.loads(make_link(lambda: CAMEL, json.dumps({"game": "camel", "part": 2})))
    opened = {"text": CAMEL, "part": 2, "game": "camel", "rules": None, "unread": {"fields": [], "more": 0}}
    assert json.loads(open_link(lambda: made["fragment"], READ)) == opened
    assert json.loads(make_link(lambda: " ", json.dumps({"game": "crab", "part": 1}))) == {
        "error": "there is no input to share"
    }
    assert json.loads(open_link(lambda: "#crab", READ)) is None
    too_much = json.loads(make_link(lambda: 1 / 0, json.dumps({"game": "camel", "part": 1}), 10**7))
    assert too_much == {"error": "the input has more than 100000 characters; a link holds at most 100000"}


def test_a_link_carries_the_code_given_but_never_blanks_and_refuses_code_longer_than_it_holds_unread():
    import json

    from camelcards_core.blanks import BLANKS
    from camelcards_core.packing import pack
    from camelcards_core.share import MAX_CODE, code_fields, make_link, open_link

    asked = json.dumps({"game": "camel", "part": 1, "file": "rules.py"})
    made = json.loads(make_link(lambda: CAMEL, asked, None, lambda: "x = 1\n", 6))["fragment"]
    assert read_code(made) == ("x = 1\n", "rules.py")
    assert code_fields(" \n\t") == ""  # no link the page makes carries blank code, and none read does
    assert read_code(fragment(CAMEL, 1) + "&code=" + pack(" \n\t\n")) is None
    every_blank = "".join(chr(c) for c in range(0x110000) if chr(c).isspace())
    assert (
        sorted(BLANKS) == sorted(every_blank) and read_code(fragment(CAMEL, 1) + "&code=" + pack(every_blank)) is None
    )
    assert "code" not in json.loads(open_link(lambda: fragment(CAMEL, 1) + "&code=" + pack("   "), READ))
    too_much = json.loads(make_link(lambda: CAMEL, asked, None, lambda: 1 / 0, 4 * MAX_CODE + 1))
    assert too_much == {"error": "the code has more than %d characters; a link holds at most %d" % (MAX_CODE, MAX_CODE)}


def test_a_fragment_longer_than_any_link_is_refused_unread():
    import json

    from camelcards_core.share import MAX_FRAGMENT, open_link

    def unread():
        raise AssertionError("read")

    said = json.loads(open_link(unread, READ, MAX_FRAGMENT + 1))["error"]
    assert said == "the link is %d characters long, longer than any this page makes" % (MAX_FRAGMENT + 1)
    longest = fragment("\U0001f600" * MAX_SHARED, 1)  # four UTF-8 bytes a character, nothing to deflate away
    assert len(longest) <= MAX_FRAGMENT and read_fragment(longest)[0] == "\U0001f600" * MAX_SHARED


def test_a_link_carries_the_place_on_show_and_only_a_place():
    import json

    from camelcards_core.link_places import place_fields
    from camelcards_core.share import MAX_FRAGMENT, MAX_PLACE, make_link

    def made(place, game="camel"):
        return json.loads(make_link(lambda: CAMEL, json.dumps({"game": game, "part": 1, "place": place})))["fragment"]

    assert made({"view": "how", "step": 3}).endswith("&part=1&view=how&step=3")
    assert made({"replay": 2, "sub": "9.3", "round": 8}, "crab").endswith("&replay=2&sub=9.3&round=8")
    crafted = {"view": "code&input=x", "step": "1&code=y", "replay": 3, "sub": "1..2", "round": -1, "other": 1}
    assert made(crafted).endswith("&part=1") and made({"step": "0" * 10}).endswith("&part=1")
    longest = place_fields({"view": "how", "step": 9**9, "replay": 2, "sub": ".".join(["9" * 9] * 100), "round": 9**9})
    assert "sub=" in longest and len(longest) <= MAX_PLACE
    assert place_fields({"sub": ".".join(["1"] * 101)}) == ""
    assert len(made({"step": 1})) < MAX_FRAGMENT


@pytest.mark.parametrize("cut", [1, 4, 9])
def test_a_link_whose_code_is_damaged_still_carries_its_input_and_says_why_its_code_does_not(cut):
    from camelcards_core.share import code_fields, open_link

    made = fragment(CAMEL, 2) + code_fields("print('shared')\n")
    opened = json.loads(open_link(lambda: made[:-cut], READ))
    assert (opened["text"], opened["part"], opened["game"]) == (CAMEL, 2, "camel")
    assert "code" not in opened and opened["code_error"].startswith("the link is damaged")
    crab = fragment(CAMEL, 1, "crab") + code_fields("print('shared')\n")
    refused = json.loads(open_link(lambda: crab.replace("input=", "input=z"), READ))
    assert refused == {"error": "the link is damaged or incomplete; ask for it again", "game": "crab"}
