"""Share links round-trip exactly, refuse what they cannot carry, and say so when damaged."""

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from camelcards_core.share import GAMES, MAX_SHARED, fragment
from harness import page_facts
from tests.examples import CAMEL
from tests.links import read_code, read_fragment


@given(st.text(min_size=1, max_size=300).filter(str.strip), st.sampled_from((1, 2)))
def test_any_text_round_trips(text, part):
    made = fragment(text, part)
    assert set(made) <= set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_=&")
    assert read_fragment("#" + made) == (text, part, "camel", None)


def test_the_router_reads_as_many_fields_of_a_link_as_the_core():
    from camelcards_core.share import MAX_FIELDS

    assert page_facts.MAX_FIELDS == MAX_FIELDS


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
    assert json.loads(open_link(lambda: made["fragment"])) == opened
    assert json.loads(make_link(lambda: " ", json.dumps({"game": "crab", "part": 1}))) == {
        "error": "there is no input to share"
    }
    assert json.loads(open_link(lambda: "#crab")) is None
    too_much = json.loads(make_link(lambda: 1 / 0, json.dumps({"game": "camel", "part": 1}), 10**7))
    assert too_much == {"error": "the input has more than 100000 characters; a link holds at most 100000"}


def test_a_link_carries_the_code_given_but_never_blanks_and_refuses_code_longer_than_it_holds_unread():
    import json

    from camelcards_core.packing import pack
    from camelcards_core.share import BLANKS, MAX_CODE, code_fields, make_link, open_link

    asked = json.dumps({"game": "camel", "part": 1, "file": "rules.py"})
    made = json.loads(make_link(lambda: CAMEL, asked, None, lambda: "x = 1\n", 6))["fragment"]
    assert read_code(made) == ("x = 1\n", "rules.py")
    assert code_fields(" \n\t") == ""  # no link the page makes carries blank code, and none read does
    assert read_code(fragment(CAMEL, 1) + "&code=" + pack(" \n\t\n")) is None
    every_blank = "".join(chr(c) for c in range(0x110000) if chr(c).isspace())
    assert (
        sorted(BLANKS) == sorted(every_blank) and read_code(fragment(CAMEL, 1) + "&code=" + pack(every_blank)) is None
    )
    assert "code" not in json.loads(open_link(lambda: fragment(CAMEL, 1) + "&code=" + pack("   ")))
    too_much = json.loads(make_link(lambda: CAMEL, asked, None, lambda: 1 / 0, 4 * MAX_CODE + 1))
    assert too_much == {"error": "the code has more than %d characters; a link holds at most %d" % (MAX_CODE, MAX_CODE)}


def test_a_fragment_longer_than_any_link_is_refused_unread():
    import json

    from camelcards_core.share import MAX_FRAGMENT, open_link

    def unread():
        raise AssertionError("read")

    said = json.loads(open_link(unread, MAX_FRAGMENT + 1))["error"]
    assert said == "the link is %d characters long, longer than any this page makes" % (MAX_FRAGMENT + 1)
    longest = fragment("\U0001f600" * MAX_SHARED, 1)  # four UTF-8 bytes a character, nothing to deflate away
    assert len(longest) <= MAX_FRAGMENT and read_fragment(longest)[0] == "\U0001f600" * MAX_SHARED


def test_a_link_carries_the_place_on_show_and_only_a_place():
    import json

    from camelcards_core.share import MAX_FRAGMENT, MAX_PLACE, make_link, place_fields

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
    opened = json.loads(open_link(lambda: made[:-cut]))
    assert (opened["text"], opened["part"], opened["game"]) == (CAMEL, 2, "camel")
    assert "code" not in opened and opened["code_error"].startswith("the link is damaged")
    crab = fragment(CAMEL, 1, "crab") + code_fields("print('shared')\n")
    refused = json.loads(open_link(lambda: crab.replace("input=", "input=z")))
    assert refused == {"error": "the link is damaged or incomplete; ask for it again", "game": "crab"}


PLACES = st.fixed_dictionaries(
    {},
    optional={
        "view": st.just("how"),
        "step": st.integers(1, 10**9 - 1),
        "replay": st.sampled_from((1, 2)),
        "sub": st.lists(st.integers(0, 10**9 - 1), min_size=1, max_size=5).map(lambda path: ".".join(map(str, path))),
        "round": st.integers(0, 10**9 - 1),
    },
)


@given(
    st.sampled_from(GAMES),
    st.sampled_from((1, 2, "custom")),
    st.sampled_from(("", "print(1)\n")),
    st.sampled_from(("", "rules.py")),
    PLACES,
    st.booleans(),
)
def test_the_page_reads_every_field_of_every_link_it_makes(game, part, code, file, place, embed):
    """No field of a link the page makes (an embed's too) is one it does not read."""
    from camelcards_core.share import make_link, open_link

    # The fields of the place each link's view has: the trace's step, the replay's, How it works' step.
    names = ("step",) if code else ("replay", "sub", "round") if game == "crab" else ("view", "step")
    place = {name: place[name] for name in names if name in place}
    if game == "crab":  # a link of Crab Combat plays both games; its replay's place always names the game
        part = 1
        place = dict(place, replay=place.get("replay", 1)) if place and not code else place
    elif not code and place.get("view") != "how":
        place = {}
    asked = {"game": game, "part": part, "file": file if code else "", "place": place}
    asked.update(order="23456789TJQKA", joker="A") if part == "custom" else None
    made = json.loads(make_link(lambda: CAMEL, json.dumps(asked), None, lambda: code))["fragment"]
    opened = json.loads(open_link(lambda: made + ("&embed" if embed else "")))
    assert opened["unread"] == {"fields": [], "more": 0}


@pytest.mark.parametrize(
    "crafted, said",
    [
        ("&part=3", [("part=3", "the parts are 1, 2 and custom (rules of one's own)")]),
        ("&replay=2", [("replay=2", "only a link of Crab Combat opens the replay")]),
        (
            "&order=AKQ&joker=",
            [("order=AKQ", "only a link with part=custom carries rules")] * 1
            + [("joker=", "only a link with part=custom carries rules")],
        ),
        (
            "&view=crab&game=chess",
            [
                ("view=crab", "a link's view is how, of Camel Cards, without code"),
                ("game=chess", "the games are camel and crab"),
            ],
        ),
        (
            "&view=how&step=0&x=1&&y",
            [
                ("step=0", "the view this link opens has no such step"),
                ("x=1", "no link has such a field"),
                ("y", "no link has such a field"),
            ],
        ),
        ("&view=how&step=123456789012", []),  # past the last step, which the page shows
        (
            "&part=2&part=3&input=x",
            [("part=3", "only the link's first part= is read"), ("input=x", "only the link's first input= is read")],
        ),
        ("&game=crab", []),  # (then a link of Crab Combat)
        ("&code=&step=3", [("code=", "it carries no code"), ("step=3", "the view this link opens has no such step")]),
    ],
)
def test_a_crafted_links_fields_the_page_does_not_read_are_each_said_with_why(crafted, said):
    from camelcards_core.share import open_link

    opened = json.loads(open_link(lambda: fragment(CAMEL, 1).replace("&part=1", "") + crafted))
    assert opened["unread"] == {"fields": [list(field) for field in said], "more": 0}


def test_a_crab_links_sub_game_or_round_without_its_replays_game_is_said_rather_than_dropped():
    from camelcards_core.share import open_link
    from camelcards_core.words import REPLAY_BESIDE, REPLAY_GAMES

    crab = fragment("Player 1:\n1\n\nPlayer 2:\n2\n", 1, "crab")
    for place, said in (
        ("&round=4", [("round=4", REPLAY_BESIDE)]),
        ("&sub=3&round=0", [("sub=3", REPLAY_BESIDE), ("round=0", REPLAY_BESIDE)]),
        ("&replay=7&round=4", [("replay=7", REPLAY_GAMES), ("round=4", REPLAY_BESIDE)]),
        ("&replay=2&sub=3&round=007", []),
        ("&round=4&replay=1", []),
    ):
        opened = json.loads(open_link((crab + place).strip))
        assert opened["unread"] == {"fields": [list(field) for field in said], "more": 0}, place


def test_a_crafted_link_whose_input_is_blank_is_refused_and_opens_nothing():
    from camelcards_core.packing import pack
    from camelcards_core.share import open_link

    for blank in (" ", "\n\n", "\t \u3000\n"):
        for game in ("camel", "crab"):
            opened = json.loads(open_link(("game=%s&input=%s" % (game, pack(blank))).strip))
            assert opened == {"error": "its input is blank, as no link this page makes is", "game": game}


def test_a_crafted_link_whose_step_is_not_ascii_digits_opens_without_it():
    from camelcards_core.share import TRACE_STEPS, code_fields, open_link

    with_code = fragment(CAMEL, 1) + code_fields("print(1)\n")
    for step in ("\u00b2", "\u0663", "000"):  # str.isdigit holds the first two to be digits; int() refuses the first
        opened = json.loads(open_link((with_code + "&step=" + step).strip))
        assert "step" not in opened and opened["code"] == "print(1)\n"
        assert opened["unread"] == {
            "fields": [["step=" + step, "the view this link opens has no such step"]],
            "more": 0,
        }
    # Past the end: the last; first zeros say nothing, as in the router's reading of an address.
    for step, shown in (("7", 7), ("007", 7), ("0" * 20 + "12", 12), ("1" * 4, TRACE_STEPS), ("1" * 400, TRACE_STEPS)):
        opened = json.loads(open_link((with_code + "&step=" + step).strip))
        assert opened["step"] == shown and opened["unread"] == {"fields": [], "more": 0}
    crab = fragment("Player 1:\n1\n\nPlayer 2:\n2\n", 1, "crab")
    many = json.loads(open_link(lambda: crab + "&replay=3&part=2" + "&x" * 5 + "=" + "y" * 50))["unread"]
    assert many["more"] == 4 and [field for field, _ in many["fields"]] == ["replay=3", "part=2", "x"]
    coded = json.loads(open_link(lambda: crab + code_fields("print(1)\n") + "&replay=2&step=0"))["unread"]
    assert coded == {
        "fields": [
            ["replay=2", "a link with code opens its code, not the replay"],
            ["step=0", "the view this link opens has no such step"],
        ],
        "more": 0,
    }
    crowded = fragment(CAMEL, 1) + "&a" * 300_000  # read for its first fields alone, at once on MicroPython too
    assert json.loads(open_link(lambda: crowded))["unread"]["more"] == 300_000 - 3
    emptied = fragment(CAMEL, 1) + "&a" + "&" * 120 + "&b&&c&"  # empty fields say nothing, before the 100th or past it
    assert json.loads(open_link(lambda: emptied))["unread"] == {
        "fields": [["a", "no link has such a field"]],
        "more": 2,
    }
    late = json.loads(open_link(lambda: "x&" * 100 + fragment(CAMEL, 1)))  # its input is never read: said so
    assert late == {
        "error": "its input comes after its first 100 fields, and no link this page makes has so many",
        "game": "camel",
    }
    assert json.loads(open_link(lambda: crab + "&" + "z" * 50))["unread"]["fields"] == [
        ["z" * 40 + "…", "no link has such a field"]
    ]
