"""What the page says of an address typed by hand whose fields name no place in its tab: said above that tab, in
view, as a person reads it, where the page opens or is already open, rather than dropped in silence; a step or a
round of more digits than the page reads is past the end, and shows the last."""

from camelcards_core.words import grouped
from harness.page_facts import READ
from tests.e2e.steps import hash_of, wait_round
from tests.examples import CRAB

MOST, SAID, CUT = READ


def said_in(page, said):
    """Wait until the page says `said` above the tab on show, of its address, and shows it wholly in view."""
    page.wait_for_function("said => document.getElementById('address-said-text').textContent === said", arg=said)
    box = page.locator("#address-said").bounding_box()
    assert box["y"] >= -1 and box["y"] + box["height"] <= page.viewport_size["height"] + 1


def test_a_place_its_tab_has_not_is_said_there_and_a_number_of_any_length_past_the_end_shows_the_last(laptop):
    """A field typed in the address that names no place in its tab is said above that tab, in view, where the
    page opens or is already open, rather than dropped in silence; a step or a round of more digits than the
    page reads is past the end as one of nine digits is, and shows the last."""
    laptop.open().play_crab(CRAB)
    page = laptop.page
    page.goto(laptop.base_url + "#crab&replay=1&round=12345678901")
    wait_round(page, 1, 29)  # the last round of the game
    laptop.settled()
    assert hash_of(page) == "#crab&replay=1&round=29"
    page.goto(laptop.base_url + "#how&step=12345678901")
    page.wait_for_function("() => /^Step (\\d+) of \\1$/.test(document.getElementById('step-count').textContent)")
    laptop.settled()
    steps = page.get_attribute("#step", "data-step")
    assert hash_of(page) == "#how&step=" + steps and page.inner_text("#how-status") == ""
    for asked, said, then in (
        (
            "#crab&replay=3",
            "The address asks for replay=3: the replay has games 1 and 2 only.",
            "#crab&replay=1",
        ),
        (
            "#how&step=abc&" + "x" * (CUT + 10),
            "The address asks for step=abc: How it works has no such place."
            " The address asks for %s…: How it works has no such place." % ("x" * CUT),
            "#how&step=2",
        ),
        ("#code&replay=1", "The address asks for replay=1: Code has no such place.", "#code&step=2"),
        (
            "#crab&round=4",
            "The address asks for round=4: a replay's sub-game and round are read only beside its game, replay=1"
            " or replay=2.",
            "#crab&replay=2&round=007",
        ),
        (
            "#how&step=abc&step=4",
            "The address asks for step=abc: How it works has no such place."
            " The address asks for step=4: only the address's first step= is read.",
            "#how&step=3",
        ),
        ("#&step=3", "The address asks for step=3: Camel Cards has no such place.", "#how"),
        (  # as a person reads it (escapes of ASCII as typed), with nothing that moves the words around it
            "#how&%C3%A9t%C3%A9=1&r%E2%80%AEx&step%3D3",
            "The address asks for été=1: How it works has no such place."
            " The address asks for r\ufffdx: How it works has no such place."
            " The address asks for step%3D3: How it works has no such place.",
            "#how&step=2",
        ),
        (  # a field written right to left keeps its own order, and the words around it theirs; one cut short
            "#how&%D7%90%D7%91=12&" + "%F0%9F%98%80" * (CUT // 12 + 2),  # is said as far as its characters are whole
            "The address asks for \u2068\u05d0\u05d1=12\u2069: How it works has no such place."
            " The address asks for %s…: How it works has no such place." % ("\U0001f600" * (CUT // 12)),
            "#how&step=3",
        ),
        (
            "#how" + "&" * (MOST + 20) + "step=2",
            "The address asks for step=2: it lies past the fields the page reads.",
            "#how",
        ),
    ):
        page.goto(laptop.base_url + asked)
        said_in(page, said)
        page.goto("about:blank")  # and where the page opens at that address
        page.goto(laptop.base_url + asked)
        said_in(page, said)
        laptop.settled()
        page.goto(laptop.base_url + then)  # a place the tab has, or another tab, takes them away
        page.wait_for_selector("#address-said", state="hidden")
        laptop.settled()
    page.click("#tab-camel")  # an address that names no tab is said for the tab on show
    bogus = " ".join("The address asks for %s: Camel Cards has no such place." % field for field in ("bogus", "x=1"))
    for _ in ("followed", "opened"):
        page.goto(laptop.base_url + "#bogus&x=1")
        said_in(page, bogus)
        assert hash_of(page) == ""
        page.goto("about:blank")
    for name in ("constructor", "__proto__", "hasOwnProperty"):  # (names every JavaScript object answers to)
        page.goto(laptop.base_url + "#" + name)
        said_in(page, "The address asks for %s: Camel Cards has no such place." % name)
        assert page.get_attribute("#tab-camel", "aria-selected") == "true" and page.is_visible("#panel-camel")
        page.goto("about:blank")
    page.goto(laptop.base_url + "#how")
    page.wait_for_selector("html[data-ready]", state="attached")
    page.set_viewport_size({"width": 390, "height": 844})
    fields = "&".join("f%d=1" % n for n in range(3000))  # the first few said, and how many more
    page.evaluate("fragment => { location.hash = fragment; }", "how&" + fields)
    first = " ".join("The address asks for f%d=1: How it works has no such place." % n for n in range(SAID))
    said_in(page, first + " And %s more fields the page does not read." % grouped(3000 - SAID))
    page.evaluate("fragment => { location.hash = fragment; }", "x" * 2_000_000)  # more than the page's Python holds
    said_in(page, "The address asks for %s…: How it works has no such place." % ("x" * CUT))
    assert laptop.no_sideways_scroll()
    page.evaluate("location.hash = 'rules.py-L12'")  # a link to a line is an address of its own
    page.wait_for_selector("#address-said", state="hidden")
    assert laptop.console_errors == []
