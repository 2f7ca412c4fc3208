"""Which fields of a link the page reads, as the router reads an address's: every field of a link it makes, and
of a crafted one only those it reads, each other said back with why rather than dropped in silence."""

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from camelcards_core.share import GAMES, fragment
from camelcards_core.words import PAST_READ
from harness.page_facts import READ
from tests.examples import CAMEL

MOST, SAID, CUT = READ

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
    opened = json.loads(open_link(lambda: made + ("&embed" if embed else ""), READ))
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
        (  # a name of any length is said cut, in its field and in why
            "&%s=1&%s=2" % ("n" * 50, "n" * 50),
            [
                ("n" * 40 + "…", "no link has such a field"),
                ("n" * 40 + "…", "only the link's first %s…= is read" % ("n" * 40)),
            ],
        ),
        ("&code=&step=3", [("code=", "it carries no code"), ("step=3", "the view this link opens has no such step")]),
    ],
)
def test_a_crafted_links_fields_the_page_does_not_read_are_each_said_with_why(crafted, said):
    from camelcards_core.share import open_link

    opened = json.loads(open_link(lambda: fragment(CAMEL, 1).replace("&part=1", "") + crafted, READ))
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
        opened = json.loads(open_link((crab + place).strip, READ))
        assert opened["unread"] == {"fields": [list(field) for field in said], "more": 0}, place


def test_a_crafted_link_whose_input_is_blank_is_refused_and_opens_nothing():
    from camelcards_core.packing import pack
    from camelcards_core.share import open_link

    for blank in (" ", "\n\n", "\t \u3000\n"):
        for game in ("camel", "crab"):
            opened = json.loads(open_link(("game=%s&input=%s" % (game, pack(blank))).strip, READ))
            assert opened == {"error": "its input is blank, as no link this page makes is", "game": game}


def test_a_crafted_link_whose_step_is_not_ascii_digits_opens_without_it():
    from camelcards_core.link_places import TRACE_STEPS
    from camelcards_core.share import code_fields, open_link

    with_code = fragment(CAMEL, 1) + code_fields("print(1)\n")
    for step in ("\u00b2", "\u0663", "000"):  # str.isdigit holds the first two to be digits; int() refuses the first
        opened = json.loads(open_link((with_code + "&step=" + step).strip, READ))
        assert "step" not in opened and opened["code"] == "print(1)\n"
        assert opened["unread"] == {
            "fields": [["step=" + step, "the view this link opens has no such step"]],
            "more": 0,
        }
    # Past the end: the last; first zeros say nothing, as in the router's reading of an address.
    for step, shown in (("7", 7), ("007", 7), ("0" * 20 + "12", 12), ("1" * 4, TRACE_STEPS), ("1" * 400, TRACE_STEPS)):
        opened = json.loads(open_link((with_code + "&step=" + step).strip, READ))
        assert opened["step"] == shown and opened["unread"] == {"fields": [], "more": 0}
    crab = fragment("Player 1:\n1\n\nPlayer 2:\n2\n", 1, "crab")
    many = json.loads(open_link(lambda: crab + "&replay=3&part=2" + "&x" * 5 + "=" + "y" * 50, READ))["unread"]
    assert many["more"] == 7 - SAID and [field for field, _ in many["fields"]] == ["replay=3", "part=2", "x"][:SAID]
    coded = json.loads(open_link(lambda: crab + code_fields("print(1)\n") + "&replay=2&step=0", READ))["unread"]
    assert coded == {
        "fields": [
            ["replay=2", "a link with code opens its code, not the replay"],
            ["step=0", "the view this link opens has no such step"],
        ],
        "more": 0,
    }
    crowded = fragment(CAMEL, 1) + "&a" * 300_000  # read for its first fields alone, at once on MicroPython too
    assert json.loads(open_link(lambda: crowded, READ))["unread"]["more"] == 300_000 - SAID
    emptied = fragment(CAMEL, 1) + "&a" + "&" * MOST + "&b&&c&"  # empty fields say nothing, read or past
    unread = [["a", "no link has such a field"], ["b", PAST_READ], ["c", PAST_READ]]  # said as the router says them
    assert json.loads(open_link(lambda: emptied, READ))["unread"] == {"fields": unread[:SAID], "more": 3 - SAID}
    beyond = fragment(CAMEL, 1) + "&" * MOST + "".join("&junk%d=%s" % (n, "v" * CUT) for n in range(SAID + 2))
    assert json.loads(open_link(lambda: beyond, READ))["unread"] == {
        "fields": [["junk%d=%s…" % (n, "v" * (CUT - 6)), PAST_READ] for n in range(SAID)],
        "more": 2,
    }
    late = json.loads(open_link(lambda: "x&" * MOST + fragment(CAMEL, 1), READ))  # its input is never read: said so
    assert late == {
        "error": "its input comes after its first %d fields, and no link this page makes has so many" % MOST,
        "game": "camel",
    }
    assert json.loads(open_link(lambda: crab + "&" + "z" * (CUT + 10), READ))["unread"]["fields"] == [
        ["z" * CUT + "…", "no link has such a field"]
    ]
