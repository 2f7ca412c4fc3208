"""The Code tab's code kept over a reload and carried in a share link, which never runs it by itself; a link
whose code is damaged, or cannot be read, or names a file its editor does not offer, says so where it opens."""

import pytest

from camelcards_core import share
from tests.e2e.inputs import MIXED
from tests.examples import CAMEL as EXAMPLE
from tests.examples import CRAB


def test_the_code_is_kept_over_a_reload_and_travels_in_a_share_link_that_does_not_run_it(camel):
    camel.open()
    camel.paste(EXAMPLE)
    camel.code_tab()
    # A NUL, which the page's Python would end a string at on its way back to the editor, travels whole; and so
    # does a last character whose last byte is a blank's (MicroPython's strip of blanks cut it in two).
    shared = camel.code().replace("then total rank × bid", "then total rank × bid, shared \x00 whole") + "# café"
    camel.set_code(shared)
    camel.page.reload()
    camel.page.wait_for_selector("html[data-ready]", state="attached")
    camel.page.wait_for_selector("#code-run:not([disabled])")
    assert camel.code() == shared
    camel.page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=camel.base_url.rstrip("/"))
    camel.page.click("#code-share")
    camel.page.wait_for_function("document.getElementById('code-share-url').value")
    url = camel.page.input_value("#code-share-url")
    assert "code=" in url
    # Another visitor, with code of their own, opens the link.
    camel.set_code("print('mine')\n")
    camel.visit(url)
    camel.page.wait_for_selector("#code-run:not([disabled])")
    assert camel.page.inner_text('[role="tab"][aria-selected="true"]') == "Code"
    assert camel.code() == shared
    assert "came from a share link" in camel.page.inner_text("#code-notice")
    assert camel.input_text == EXAMPLE
    camel.settled()  # a run would be under way from its start, and would have drawn its answer by now
    assert camel.page.locator("#code-result").is_hidden() and camel.code_status() == ""
    camel.page.click("#code-bring-back")
    camel.page.wait_for_function("document.getElementById('code-editor').code === \"print('mine')\\n\"")


def test_a_crab_links_damaged_code_is_said_in_sight_and_forgotten_once_another_link_opens(camel):
    """Crab Combat's editor, below Camel Cards', is brought into sight with what its notice says; a link opened
    after takes the notice away, as what it said is of the link before."""
    camel.page.set_viewport_size({"width": 1280, "height": 800})
    fragment = share.fragment(CRAB, 1, "crab") + share.code_fields("print('theirs')\n")
    camel.visit(camel.base_url + "#" + fragment[:-4])
    camel.page.wait_for_selector("#crab-code-run:not([disabled])")
    notice = camel.page.inner_text("#crab-code-notice")
    assert "code could not be read" in notice and "Its decks are in the Crab Combat box." in notice
    assert camel.in_view("#crab-code-notice")
    camel.settle(lambda: camel.page.evaluate("link => { location.hash = link; }", share.fragment(EXAMPLE, 1)))
    camel.code_tab()
    assert camel.page.is_hidden("#crab-code-notice") and camel.console_errors == []


def test_a_links_damaged_code_leaves_the_code_kept_and_its_input_opens_saying_so_above_the_editor(camel):
    """A link whose input reads but whose code does not opens the input; the Code tab, which it opens, says
    why its code is not there, above the code this browser kept."""
    camel.open()
    camel.type_input(MIXED)
    camel.code_tab()
    camel.set_code("print('mine')\n")
    fragment = share.fragment(EXAMPLE, 2) + share.code_fields("print('theirs')\n")
    camel.visit(camel.base_url + "#" + fragment[:-4])
    camel.page.wait_for_selector("#code-run:not([disabled])")
    assert camel.page.inner_text('[role="tab"][aria-selected="true"]') == "Code"
    notice = camel.page.inner_text("#code-notice")
    assert "code could not be read: the link is damaged" in notice and "not the link's" in notice
    assert "Its input is in the Camel Cards box." in notice
    assert camel.code() == "print('mine')\n"
    assert camel.input_text == EXAMPLE
    assert camel.console_errors == []


@pytest.mark.parametrize(
    "damage",
    [lambda link: link.replace("input=", "input=z"), lambda link: link.replace("#", "#%s&" % ("x" * 1_000_000))],
)
def test_a_code_link_that_cannot_be_read_says_so_above_the_editor_it_opens(camel, damage):
    """A link of code whose input is damaged, or that is longer than any the page makes, says so in the Code
    tab it opens, where the code kept stays; the box keeps the visitor's input."""
    camel.open()
    camel.type_input(MIXED)
    link = camel.base_url + "#" + share.fragment(EXAMPLE, 1) + share.code_fields("print('theirs')\n")
    camel.visit(damage(link))
    camel.page.wait_for_selector("#code-run:not([disabled])")
    assert camel.page.inner_text('[role="tab"][aria-selected="true"]') == "Code"
    notice = camel.page.inner_text("#code-notice")
    assert "This share link could not be read" in notice and "not the link's" in notice
    assert camel.code() != "print('theirs')\n" and camel.input_text == MIXED
    assert camel.console_errors == []


@pytest.mark.parametrize("game, file", [("camel", "zzz.py"), ("crab", "rules.py")])
def test_a_link_naming_a_file_its_editor_does_not_offer_holds_a_solution_of_its_own(camel, game, file):
    """No request for a file the Code tab has not: the link's code opens as a solution of its own."""
    shared = EXAMPLE if game == "camel" else CRAB
    camel.visit(camel.base_url + "#" + share.fragment(shared, 1, game) + share.code_fields("print(2)\n", file))
    camel.page.wait_for_selector("#code-run:not([disabled])")
    assert camel.code(game) == "print(2)\n"
    assert camel.page.input_value("#code-file") == ""
    assert not any(url.endswith(file) for url in camel.requested)
    assert camel.console_errors == []
