"""Crab Combat's replay: the decks round by round, by the buttons, the keys and the round box; into a sub-game
and back; and the game chosen, which looks chosen."""

import pytest

from tests.e2e.inputs import HARD
from tests.e2e.page import SLOW
from tests.e2e.page_layout import contrast
from tests.e2e.steps import hash_of
from tests.examples import CRAB


def test_the_replay_shows_the_decks_round_by_round(camel):
    camel.open().play_crab(CRAB)
    camel.replay(1)
    assert camel.replay_decks == ["9 2 6 3 1", "5 8 4 7 10"]
    for _ in range(3):
        camel.replay_step()
    assert camel.replay_round == 3
    assert camel.replay_decks == ["3 1 9 5 6 4", "7 10 8 2"]
    assert "player 1 draws 3 and player 2 draws 7: 7 is higher than 3" in camel.page.inner_text("#replay-why")
    camel.replay_step("ArrowRight")
    assert camel.replay_decks == ["1 9 5 6 4", "10 8 2 7 3"]
    camel.page.keyboard.press("ArrowLeft")
    camel.page.wait_for_function("document.getElementById('replay-round').value === '3'")
    camel.replay_go(29)
    assert camel.page.inner_text("#replay-why").startswith("The game is over")
    assert camel.replay_decks == ["", "3 2 10 6 8 5 9 4 7 1"]


def test_the_round_box_refuses_a_paste_longer_than_any_round(camel):
    camel.open().play_crab(CRAB)
    camel.replay(2)
    camel.replay_go(3)
    camel.paste(made_by="'9'.repeat(1000000)", into="#replay-round", wait=False)
    assert camel.page.input_value("#replay-round") == "3"
    camel.paste("8", into="#replay-round", wait=False)  # a round number is taken
    assert camel.page.input_value("#replay-round") == "8"
    # a number written otherwise is read as one, its whole part
    for typed, shown in (("2.5", "2"), ("1e1", "10"), ("1e9", "17"), ("-3", "0")):
        camel.page.fill("#replay-round", typed)
        camel.page.press("#replay-round", "Enter")
        camel.page.wait_for_function("n => document.getElementById('replay-round').value === n", arg=shown)
    # what is said of an address's sub-game that is not there goes with the next address
    camel.page.evaluate("location.hash = 'crab&replay=2&sub=99&round=2'")
    camel.page.wait_for_function("document.getElementById('replay-status').textContent.includes('No sub-game')")
    camel.page.evaluate("location.hash = 'crab&replay=3'")
    camel.page.wait_for_selector("#address-said:not([hidden])")
    camel.settled()
    assert camel.page.inner_text("#replay-status") == "After round 17 of 17."  # the round on show, as it was


def test_the_replay_steps_into_a_sub_game_and_back(camel):
    camel.open().play_crab(CRAB)
    camel.replay(2)
    camel.replay_go(8)
    assert camel.page.is_visible("#replay-enter")
    assert "a sub-game of 4 and 3 cards decides" in camel.page.inner_text("#replay-why")
    camel.replay_shows(lambda: camel.page.click("#replay-enter"))
    assert camel.page.inner_text("#replay-where").startswith("A sub-game, 1 deep")
    assert camel.replay_decks == ["9 8 5 2", "10 1 7"]
    # The button pressed is gone: the replay keeps the keys, which step on from where the press led.
    camel.page.keyboard.press("ArrowRight")
    camel.page.wait_for_function("document.getElementById('replay-round').value === '1'")
    camel.replay_shows(lambda: camel.page.click("#replay-leave"))
    camel.page.wait_for_function("document.getElementById('replay-round').value === '8'")
    assert camel.page.inner_text("#replay-where").startswith("The whole game")
    camel.page.keyboard.press("ArrowRight")
    camel.page.wait_for_function("document.getElementById('replay-round').value === '9'")


# How a button looks: its background, its text's colour, its outline's style and width, and whether it has the
# keyboard's focus ring (:focus-visible).
LOOK = """button => { const style = getComputedStyle(button); return {background: style.backgroundColor,
  colour: style.color, outline: style.outlineStyle, width: style.outlineWidth, focused: button.matches(':focus-visible')}; }"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_game_chosen_for_the_replay_looks_chosen_and_unlike_the_keyboards_focus(camel, scheme):
    """Chosen, the button is filled, its text readable on it, with no ring; the focus is the ring, on the
    other button as on any."""
    camel.page.emulate_media(color_scheme=scheme)
    camel.open().play_crab(CRAB)
    camel.replay(2)
    page = camel.page
    page.focus("#replay-part-2")
    page.keyboard.press("Shift+Tab")
    focused, chosen = (page.eval_on_selector(selector, LOOK) for selector in ("#replay-part-1", "#replay-part-2"))
    assert page.get_attribute("#replay-part-2", "aria-pressed") == "true" and focused["focused"]
    assert chosen["outline"] == "none" and not chosen["focused"], chosen
    assert chosen["background"] not in ("rgba(0, 0, 0, 0)", focused["background"]), (chosen, focused)
    assert contrast(chosen["colour"], chosen["background"]) >= 4.5, chosen
    assert focused["outline"] == "solid" and focused["background"] == "rgba(0, 0, 0, 0)", focused


def round_shown(page, game, number):
    page.wait_for_function(
        "([game, n]) => { const r = document.getElementById('replay');"
        " return r.dataset.game === String(game) && r.dataset.round === String(n); }",
        arg=[game, number],
        timeout=SLOW,
    )


def test_the_round_on_show_is_back_in_the_address_when_its_tab_is_chosen_again_and_a_reload_opens_it(camel):
    camel.open().play_crab(CRAB)
    camel.replay(2)
    camel.replay_go(5)
    page = camel.page
    page.click("#tab-camel")
    camel.settled()
    assert hash_of(page) == ""
    page.click("#tab-crab")
    camel.settled()
    assert hash_of(page) == "#crab&replay=2&round=5"
    page.reload()
    round_shown(page, 2, 5)
    assert camel.console_errors == []


def reloaded_mid_game(camel):
    """The page reloaded at round 5 of a long game's replay, while the decks brought back are being played."""
    camel.open().play_crab(HARD)
    camel.replay(2)
    camel.replay_go(5)
    camel.page.reload()
    camel.page.wait_for_selector("#crab-stop", timeout=SLOW)
    return camel.page


def test_a_round_a_reload_opens_after_a_long_game_leaves_the_page_where_the_person_has_since_acted(camel):
    """Brought into sight once the game is played, unless the person has acted on the page meanwhile (clicked
    into the box to type): the page does not move from under them."""
    page = reloaded_mid_game(camel)
    page.click("#crab-input")
    at = page.evaluate("scrollY")
    round_shown(page, 2, 5)
    camel.settled()
    assert page.evaluate("scrollY") == at
    page.reload()  # a reload alone brings the round into sight once it is shown
    round_shown(page, 2, 5)
    assert camel.in_view("#replay-status")
    assert camel.console_errors == []


def test_a_round_a_reload_opens_is_kept_through_a_tab_switch_while_its_long_game_plays(camel):
    """The round is in the address until the game is played: another tab chosen meanwhile, and Crab Combat again,
    give it back, and the replay opens at it."""
    page = reloaded_mid_game(camel)
    page.click("#tab-camel")
    page.click("#tab-crab")
    round_shown(page, 2, 5)
    assert hash_of(page) == "#crab&replay=2&round=5"
    assert camel.console_errors == []
