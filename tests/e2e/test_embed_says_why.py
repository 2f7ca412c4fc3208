"""An embed that cannot show what it was made for says why, in place of the view: in a frame sandboxed from what
the page needs (its own origin, or scripts), where it would wait for ever, with a way to a tab of its own; with a
link it cannot read; and, above the view it shows, with an address that asks for a place the view has not."""

import pytest

from tests.e2e.embedding import iframe_of, post
from tests.e2e.slow import SLOW
from tests.examples import CAMEL, CRAB


def test_an_embed_whose_link_cannot_be_read_says_so_and_shows_nothing_under_it(camel):
    camel.open()
    for broken, why in (
        ("#input=%25%25zz&part=1&embed", "This share link could not be read: the link is damaged"),
        ("#game=crab&input=AAAA&embed", "This share link could not be read: the link is damaged"),
        ("#embed", "This embed's address carries no input."),
    ):
        page = camel.tab().page
        page.goto(camel.base_url + broken)
        page.wait_for_selector("html[data-ready]", state="attached", timeout=SLOW)
        page.wait_for_function("document.getElementById('embed-what').textContent !== 'Loading…'", timeout=SLOW)
        said = page.inner_text("#embed-what")
        assert said.startswith(why), said
        shown = page.evaluate("[...document.querySelectorAll('main *')].filter(e => e.getClientRects().length).length")
        assert shown == 0 and page.locator("#embed-full").is_visible()


@pytest.mark.parametrize("sandbox", ["allow-scripts", "allow-same-origin", ""])
def test_an_embed_in_a_frame_sandboxed_from_what_it_needs_says_so_and_offers_its_own_tab(camel, tmp_path, sandbox):
    """A frame sandboxed without allow-same-origin gives the page an origin of no site's, where it can load none
    of its modules and keep nothing; one without allow-scripts runs no script at all.  The frame says which,
    and offers the embed in a tab of its own, in place of a start that never comes."""
    link = camel.link(CAMEL, 2) + "&embed"
    code = iframe_of(link).replace("<iframe ", '<iframe sandbox="%s" ' % sandbox)
    with post(tmp_path, code) as url:
        camel.page.goto(url)  # (its load waits for the frame's)
        frame = camel.page.wait_for_selector("iframe").content_frame()
        if sandbox == "allow-scripts":
            frame.wait_for_selector("html[data-sealed]", state="attached")
        said = frame.inner_text("#cannot-run")
        lacking = "allow-same-origin" if sandbox == "allow-scripts" else "allow-scripts"
        assert frame.locator("#cannot-run").is_visible() and lacking in said, said
        assert frame.locator("#cannot-run a").get_attribute("target") == "_blank"
        if sandbox == "allow-scripts":  # (with no script, the link cannot know the embed's address)
            assert frame.locator("#cannot-run a").get_attribute("href") == link
        assert all(frame.locator(selector).is_hidden() for selector in ("#status", "#input", ".top", "#embed-what"))


def test_an_embed_of_a_replay_of_no_such_game_says_so(camel):
    """A hand-made address asks for a game the replay has not: the embed says so over both games."""
    camel.open()
    embed = camel.tab().page
    embed.goto(camel.link(CRAB, game="crab") + "&replay=3&embed")
    embed.wait_for_selector('html[data-embed="crab"]', state="attached", timeout=SLOW)
    embed.wait_for_selector("#crab-results td.score", timeout=SLOW)
    said = embed.inner_text("#embed-what")
    assert said.startswith("Crab Combat: both games.") and "replay=3" in said and "1 and 2" in said, said
    assert embed.locator("#address-said").is_hidden()  # said in the bar alone
    embed.goto(camel.link(CAMEL) + "&embed")  # its address changed in place: it says what it shows now
    embed.wait_for_function("document.getElementById('embed-what').textContent.startsWith('Camel Cards')")
    assert embed.get_attribute("#embed-full", "href").endswith(camel.link(CAMEL).split("#")[1])
