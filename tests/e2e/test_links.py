"""Share links: the input (with its part or rules, or the decks) round-trips in a fresh browser, opening one
sets the visitor's own input aside however many follow, a damaged or overlong link says so and keeps the
input, and a shared link shows an icon, a description and a preview."""

import pytest

from camelcards_core.packing import pack
from camelcards_core.share import fragment
from camelcards_core.words import PAST_READ, plural
from harness.page_facts import READ
from tests.answers import crab_scores, total_winnings
from tests.e2e.page import CamelPage
from tests.examples import CAMEL, CRAB


def test_a_share_link_round_trips_in_a_fresh_browser(camel, browser):
    camel.open().solve(CAMEL, part=2)
    assert "#" not in camel.page.url
    link = camel.share_link()
    assert link.startswith(camel.base_url) and "#input=" in link
    assert "contains your whole input" in camel.page.inner_text("#share-note")
    fresh = browser.new_context()
    try:
        other = CamelPage(fresh.new_page(), camel.base_url)
        other.page.goto(link)
        other.page.wait_for_selector("html[data-ready]", state="attached")
        other.page.wait_for_selector("html[data-updates]", state="attached")
        other.settled()
        assert other.input_text == CAMEL
        assert other.page.is_checked('input[name="part"][value="2"]')
        assert other.total == "5905"
        assert "#" not in other.page.url
        assert other.offsite == [] and other.console_errors == []
    finally:
        fresh.close()


def test_a_share_link_never_loses_the_visitors_own_input(camel):
    camel.open()
    own = "AAAAA 5\n"
    camel.type_input(own)
    camel.solve(CAMEL, part=2)
    link = camel.share_link()
    camel.type_input(own)
    camel.settle(lambda: camel.page.goto(link))
    assert camel.input_text == CAMEL
    # said above the tab, where the answer's status line says nothing over it
    said = (
        "The link's input is in the box in place of yours, which is set aside: Bring back my own input (8 characters)."
    )
    assert camel.page.inner_text("#address-said-text") == said and camel.page.is_visible("#address-said")
    camel.settle(lambda: camel.page.click("#restore-previous"))
    assert camel.input_text == own and camel.total == "5"
    assert camel.page.is_hidden("#address-said")  # no longer so


def test_opening_two_links_in_turn_keeps_the_visitors_own_input(camel):
    own, first, second = "AAAAA 5\n", CAMEL, "KKKKK 3\n22222 4\n"
    camel.open()
    camel.type_input(own)
    camel.visit(camel.link(first, 2))
    assert camel.input_text == first and camel.total == "5905"
    camel.settle(lambda: camel.page.goto(camel.link(second, 1)))
    assert camel.input_text == second and camel.total == str(total_winnings(second, 1))
    camel.settle(lambda: camel.page.click("#restore-previous"))
    assert camel.input_text == own and camel.total == "5"
    assert camel.page.locator("#restore-previous").is_hidden()
    camel.open()
    assert camel.input_text == own


def test_after_a_reload_a_links_input_and_part_stay_and_the_own_input_is_still_offered(camel):
    own = "AAAAA 5\n"
    camel.open()
    camel.type_input(own)
    camel.visit(camel.link(CAMEL, 2))
    camel.open()
    assert camel.input_text == CAMEL
    assert camel.page.is_checked('input[name="part"][value="2"]') and camel.total == "5905"
    assert camel.page.locator("#restore-previous").is_visible()
    camel.settle(lambda: camel.page.click("#restore-previous"))
    assert camel.input_text == own


def test_every_input_of_ones_own_that_links_set_aside_can_be_brought_back(camel):
    own, first, second = "AAAAA 5\n", CAMEL, "KKKKK 3\n22222 4\n"
    camel.open()
    camel.type_input(own)
    camel.visit(camel.link(first, 1))
    camel.type_input(first + "QQQQQ 9\n")  # the link's input, edited: the visitor's own now
    camel.settle(lambda: camel.page.goto(camel.link(second, 1)))
    assert camel.set_aside() == [first + "QQQQQ 9\n", own]
    back = []
    for _ in range(3):
        camel.settle(lambda: camel.page.click("#restore-previous"))
        back.append(camel.input_text)
    assert back == [first + "QQQQQ 9\n", own, first + "QQQQQ 9\n"]


def test_a_link_to_the_very_decks_in_the_box_leaves_them_ones_own(camel):
    """A link that carries the decks already in the box changes nothing: the next link sets them aside (found
    by the model-based test, in which they were lost)."""
    own = "Player 1:\n43\n19\n\nPlayer 2:\n2\n29\n14\n"
    camel.open().play_crab(own)
    camel.visit(camel.link(own, 1, "crab"))
    assert camel.page.is_hidden("#address-said")  # nothing was set aside, so nothing is said of it
    camel.visit(camel.link(CRAB, 1, "crab"))
    camel.crab_tab()
    assert camel.crab_input == CRAB and camel.set_aside("crab")[0] == own


def test_the_input_bring_back_replaced_stays_when_a_full_list_takes_another(camel):
    """Five inputs set aside; Bring back shows the first and sets the one on show aside at the end; the example
    then sets the one brought back aside: the list drops the one set aside longest ago, not the one just
    replaced (found by the model-based test)."""
    own = [
        "%s %d\n" % (hand, bid) for bid, hand in enumerate(["AAAAA", "KKKKK", "QQQQQ", "TTTTT", "99999", "88888"], 1)
    ]
    camel.open()
    for text in own:
        camel.type_input(text)
        camel.settle(lambda: camel.page.click("#load-example"))
    camel.type_input(own[0])
    camel.settle(lambda: camel.page.click("#restore-previous"))
    assert camel.input_text == own[-1]
    camel.settle(lambda: camel.page.click("#load-example"))
    assert own[-1] in camel.set_aside() and own[0] in camel.set_aside() and len(camel.set_aside()) == 5


def test_what_is_typed_while_a_link_opens_is_offered_back_beside_the_links_input(camel):
    link = camel.open().solve(CAMEL).share_link()
    camel.type_input("")
    camel.page.goto("about:blank")
    go_on = camel.open_starting(link[len(camel.base_url) :])
    typed = "AAAAA 1\n"
    camel.page.fill("#input", typed)
    go_on()
    assert camel.input_text == CAMEL
    camel.settle(lambda: camel.page.click("#restore-previous"))
    assert camel.input_text == typed


@pytest.mark.parametrize("opened", ["loaded", "in an open page"])
def test_a_damaged_link_says_so_and_shows_the_visitors_own_input_as_theirs(camel, opened):
    camel.open()
    camel.type_input(CAMEL)
    for link, why in (("input=AAAA&part=2", "damaged"), ("input=%s" % pack(" \n\u3000\n"), "its input is blank")):
        if opened == "loaded":
            camel.page.goto("about:blank")
        camel.settle(lambda link=link: camel.page.goto(camel.base_url + "#" + link))
        assert "could not be read" in camel.notice and why in camel.notice and "your own input" in camel.notice
        assert camel.input_text == CAMEL and camel.total == "6440"
        assert "#" not in camel.page.url
        camel.page.click("#notice-close")
        assert camel.notice is None


@pytest.mark.parametrize("opened", ["loaded", "in an open page"])
def test_a_link_longer_than_any_the_page_makes_is_refused_and_gone_from_the_address(camel, opened):
    link = camel.base_url + "#input=" + "A" * 1_500_000 + "&part=2"
    camel.open()
    camel.type_input(CAMEL)
    if opened == "loaded":
        camel.page.goto("about:blank")
    camel.settle(lambda: camel.page.goto(link))
    assert "longer than any this page makes" in camel.notice
    assert "#" not in camel.page.url and camel.input_text == CAMEL and camel.total == "6440"
    assert camel.page.is_enabled("#solve") and camel.console_errors == []
    camel.open()
    assert camel.notice is None and camel.total == "6440"


def test_a_share_link_carries_the_decks(camel):
    camel.open().play_crab(CRAB)
    camel.page.click("#crab-share")
    camel.page.wait_for_function("document.getElementById('crab-share-url').value.includes('#game=crab&')")
    link = camel.page.input_value("#crab-share-url")
    camel.play_crab("Player 1:\n1\n\nPlayer 2:\n2\n")
    camel.page.goto(link)
    camel.page.wait_for_selector("html[data-ready]", state="attached")
    camel.page.wait_for_function(
        "document.querySelectorAll('#crab-results td.score').length === 2"
        " && document.getElementById('crab-results').querySelector('td.score').textContent === '306'"
    )
    assert camel.page.get_attribute("#tab-crab", "aria-selected") == "true"
    assert camel.crab_input == CRAB and camel.crab_scores == ["306", "291"]
    assert camel.page.locator("#crab-restore-previous").is_visible()  # the decks on show before are one click away
    said = "The link's decks are in the box in place of yours, which are set aside: Bring back my own decks (5 lines)."
    assert camel.page.inner_text("#address-said-text") == said


def test_a_shared_link_has_an_icon_a_description_and_a_preview(camel):
    camel.open()
    head = camel.page.evaluate("""() => Object.fromEntries([['icon', 'link[rel=icon]', 'href'], ['description', 'meta[name=description]', 'content'],
        ['title', 'meta[property="og:title"]', 'content'], ['summary', 'meta[property="og:description"]', 'content']]
        .map(([name, selector, attribute]) => [name, document.querySelector(selector)?.getAttribute(attribute) || '']))""")
    assert head["icon"].endswith(".svg")
    assert "Camel Cards" in head["title"] and "Advent of Code 2023, day 7" in head["title"]
    assert "Crab Combat" in head["description"] and "in your browser" in head["description"]
    assert "exact total winnings" in head["summary"]
    icon = camel.page.request.get(camel.base_url + head["icon"].lstrip("./"))
    assert icon.ok and icon.headers["content-type"].startswith("image/svg+xml") and b"<svg" in icon.body()


@pytest.mark.parametrize("opened", ["loaded", "in an open page"])
def test_a_crafted_links_fields_the_page_does_not_read_are_said_above_its_tab_and_go_with_the_next(camel, opened):
    """part=3, replay=2 in a link of Camel Cards, a field no link has: each is said, with why, above the tab
    (in view, on a phone too: test_on_a_phone_…), rather than dropped in silence; the link opens
    as much as it can (part 1); the next link, read whole, takes the words away."""
    camel.open()
    if opened == "loaded":
        camel.page.goto("about:blank")
    _, said, cut = READ
    camel.settle(lambda: camel.page.goto(camel.link(CAMEL) + "&part=3&replay=2&" + "x" * (cut + 10) + "&y=1"))
    camel.page.wait_for_selector("#address-said:not([hidden])")
    each = [
        "The link asks for part=3: only the link's first part= is read.",
        "The link asks for replay=2: only a link of Crab Combat opens the replay.",
        "The link asks for %s…: no link has such a field." % ("x" * cut),
        "The link asks for y=1: no link has such a field.",
    ]
    more = " And %s the page does not read." % plural(len(each) - said, "more field") if said < len(each) else ""
    assert camel.page.inner_text("#address-said-text") == " ".join(each[:said]) + more
    assert camel.in_view("#address-said")
    camel.page.set_viewport_size({"width": 390, "height": 844})
    assert camel.no_sideways_scroll()
    assert camel.input_text == CAMEL and camel.total == str(total_winnings(CAMEL, 1))
    camel.settle(lambda: camel.page.goto(camel.link(CRAB, game="crab")))
    camel.page.wait_for_selector("#address-said", state="hidden")
    # A link read for its first fields only, of a game named twice; the tab on show chosen again takes the words away.
    crafted = camel.link(CRAB, game="crab") + "&game=camel&part=2&" + "&a" * 100_000
    camel.settle(lambda: camel.page.goto(crafted))
    camel.page.wait_for_selector("#address-said:not([hidden])")
    assert camel.page.inner_text("#address-said-text") == (
        "The link asks for game=camel: only the link's first game= is read."
        " The link asks for part=2: a link of Crab Combat plays both games."
        " The link asks for a: no link has such a field. And 99,999 more fields the page does not read."
    )
    assert camel.crab_input == CRAB and camel.page.get_attribute("#tab-crab", "aria-selected") == "true"
    camel.page.click("#tab-crab")
    camel.page.wait_for_selector("#address-said", state="hidden")
    assert camel.console_errors == []


def test_on_a_phone_what_is_said_of_a_link_stays_in_sight_while_the_answer_bar_says_the_total(phone):
    """A link of Camel Cards with fields the page does not read, opened on a phone: its words stay in sight until
    the person acts, the answer below them said by the answer bar, rather than scrolled away as the answer comes;
    a link of Crab Combat likewise, its scores said by its bar; a damaged link followed in a page scrolled down says
    so in sight."""
    phone.open()
    page = phone.page
    page.goto("about:blank")
    phone.settle(lambda: page.goto(phone.link(CAMEL) + "&part=3&junk=1"))
    page.wait_for_selector("#answer-bar:not([hidden])")
    assert phone.in_view("#address-said") and phone.total == str(total_winnings(CAMEL, 1))
    assert page.inner_text("#answer-bar").startswith("Part 1: total winnings %s" % "{:,}".format(int(phone.total)))
    page.click("#answer-bar")  # the person acts: the page brings the answer into view again
    page.wait_for_function("() => document.getElementById('total').getBoundingClientRect().top < innerHeight")
    phone.settle(lambda: page.goto(phone.link(CAMEL, 2) + "&junk=2"))
    assert phone.in_view("#address-said") and phone.total == str(total_winnings(CAMEL, 2))
    page.dispatch_event("#solve", "click")  # Solve pressed by an assistive tool: a click alone, and an act
    page.wait_for_function("() => document.getElementById('total').getBoundingClientRect().top < innerHeight")
    page.goto("about:blank")
    phone.settle(lambda: page.goto(phone.link(CRAB, game="crab") + "&bogus=1"))
    page.wait_for_selector("#crab-answer-bar:not([hidden])")
    combat = "Combat: %s · " % "{:,}".format(int(crab_scores(CRAB)[0]))
    assert phone.in_view("#address-said") and page.inner_text("#crab-answer-bar").startswith(combat)
    page.click("#crab-answer-bar")
    page.wait_for_function("() => document.getElementById('crab-score-2').getBoundingClientRect().top < innerHeight")
    page.click("#tab-camel")
    page.mouse.wheel(0, 2000)
    page.wait_for_function("() => scrollY > 500")
    phone.settle(lambda: page.evaluate("location.hash = 'input=AAAA&part=2'"))
    assert "could not be read" in phone.notice and phone.in_view("#notice")
    assert phone.console_errors == []


def test_a_link_is_read_for_its_first_fields_alone_and_one_that_begins_with_an_ampersand_opens(laptop):
    """The tab a link opens, and its place, are read from the fields the core reads (the router's first), so that
    what opens is what the page says it read; a link whose fragment begins with "&" is a link all the same."""
    laptop.open()
    page = laptop.page
    most, said, _ = READ
    crowded = laptop.link(CAMEL) + "".join("&x%d=1" % number for number in range(most + 1)) + "&view=how&step=2"
    laptop.settle(lambda: page.goto(crowded))
    page.wait_for_selector("#address-said:not([hidden])")
    assert page.get_attribute("#tab-camel", "aria-selected") == "true" and laptop.input_text == CAMEL
    assert page.inner_text("#address-said-text").endswith(
        "And %s the page does not read." % plural(most + 3 - said, "more field")
    )
    laptop.settle(
        lambda: page.goto(laptop.link(CAMEL) + "&" * (most + 20) + "&x=1")
    )  # a field past them, and none before
    page.wait_for_selector("#address-said:not([hidden])")
    assert page.inner_text("#address-said-text") == "The link asks for x=1: %s." % PAST_READ
    laptop.settle(lambda: page.goto(laptop.base_url + "#&" + fragment(CRAB, 1, "crab")))
    assert page.get_attribute("#tab-crab", "aria-selected") == "true" and laptop.crab_input == CRAB
    assert laptop.console_errors == []
