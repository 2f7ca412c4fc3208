"""Nothing lost: what is in the box, the part and the rules come back after a reload, even one made the moment
after a paste of 10 MB; each browser tab keeps its own; what is typed or dropped while the page starts is
taken; the inputs the page replaces can be brought back; and a browser that keeps nothing is told so."""

import pytest

from harness.page_facts import SESSION_KEYS
from tests.answers import total_winnings
from tests.examples import CAMEL, CRAB

# The key under which a tab keeps its id, kept.js's.
TAB_KEY = SESSION_KEYS["tab"]


def test_a_reload_keeps_the_input_and_the_part(camel):
    camel.open()
    camel.choose(2)
    camel.type_input(CAMEL)
    camel.open()
    assert camel.input_text == CAMEL
    assert camel.page.is_checked('input[name="part"][value="2"]')
    assert camel.total == "5905"
    assert "#" not in camel.page.url


def test_what_is_typed_while_the_page_starts_takes_the_place_of_what_was_kept(camel):
    camel.open().solve(CAMEL, part=2).choose(1)
    go_on = camel.open_starting(reload=True)
    assert camel.page.is_disabled("#load-example") and camel.page.is_disabled("#solve")
    typed = "AAAAA 1\nJJJJ2 2\n"
    camel.page.fill("#input", typed)
    camel.page.check('input[name="part"][value="2"]')
    go_on()
    assert camel.input_text == typed and camel.page.is_checked('input[name="part"][value="2"]')
    assert camel.total == str(total_winnings(typed, 2))
    assert camel.page.is_enabled("#load-example")
    camel.open()
    assert camel.input_text == typed and camel.total == str(total_winnings(typed, 2))


def test_the_part_clicked_while_the_page_starts_stays_though_it_was_already_on_show(camel):
    camel.open().solve(CAMEL, part=2)
    go_on = camel.open_starting(reload=True)
    assert camel.page.is_checked('input[name="part"][value="1"]')  # as the markup has it, until the start
    camel.page.click('input[name="part"][value="1"]')
    go_on()
    assert camel.page.is_checked('input[name="part"][value="1"]')
    assert camel.total == str(total_winnings(CAMEL, 1))
    camel.open()
    assert camel.page.is_checked('input[name="part"][value="1"]')


def test_a_long_paste_while_the_page_starts_is_held_beside_the_box_and_kept_at_once(camel):
    hands = "32T3K 765\n" * 6_000
    camel.open()
    go_on = camel.open_starting(reload=True)
    camel.paste(made_by="'32T3K 765\\n'.repeat(6_000)")  # returns once kept
    assert 0 < camel.page.evaluate("document.getElementById('input').value.length") < len(hands)
    go_on()
    assert camel.input_text == hands and camel.total == str(total_winnings(hands, 1))


@pytest.mark.parametrize("given", ["dropped", "chosen"])
def test_a_file_given_while_the_page_starts_is_read_once_it_is_ready(camel, tmp_path, given):
    camel.open().type_input("AAAAA 1\n")
    go_on = camel.open_starting(reload=True)
    if given == "dropped":
        assert camel.drop_file("input.txt", CAMEL)
    else:
        source = tmp_path / "input.txt"
        source.write_text(CAMEL)
        camel.page.set_input_files("#file", str(source))
    go_on()
    assert camel.input_text == CAMEL and camel.total == str(total_winnings(CAMEL, 1))
    camel.open()
    assert camel.input_text == CAMEL


def test_a_file_dropped_on_crab_combat_while_the_page_starts_is_played_there(camel):
    camel.open()
    go_on = camel.open_starting(reload=True)
    camel.page.click("#tab-crab")
    assert camel.drop_file("decks.txt", CRAB)
    go_on(answers=False)
    camel.page.wait_for_function("document.querySelectorAll('#crab-results tbody td.score').length === 2")
    assert camel.crab_input == CRAB and camel.crab_scores == ["306", "291"]
    assert camel.input_text == ""


def test_a_big_paste_survives_an_immediate_reload(camel):
    camel.open()
    camel.paste(made_by="'32T3K 765\\n'.repeat(100_000)", wait=False)
    camel.open()
    assert camel.input_size == 1_000_000


def test_a_ten_megabyte_paste_survives_an_immediate_reload(camel):
    camel.open()
    camel.paste(made_by="'32T3K 765\\n'.repeat(1_000_000)", wait=False)
    camel.open()
    assert camel.input_size == 10_000_000


def test_a_paste_survives_a_reload_while_the_database_is_still_writing(camel):
    camel.open()
    camel.keep_database_busy()
    camel.paste(made_by="'32T3K 765\\n'.repeat(1_000)", wait=False)
    camel.open()
    assert camel.input_size == 10_000
    camel.open()
    assert camel.input_size == 10_000


def test_a_paste_too_big_to_note_at_once_makes_the_browser_ask_before_leaving(camel):
    """Twelve million characters beyond ASCII fit in no synchronous store: leaving while they are written
    asks first, and the write goes on."""
    asked = []
    camel.page.on("dialog", lambda dialog: (asked.append(dialog.type), dialog.dismiss()))
    camel.open()
    camel.page.wait_for_selector("html:not([data-writing])", state="attached")
    camel.keep_database_busy()
    camel.paste(made_by="'\\u00e9'.repeat(12_000_000)", wait=False)
    camel.page.wait_for_selector("html[data-writing]", state="attached")  # the paste's, the one write since
    with camel.page.expect_event("dialog"):
        camel.page.evaluate("location.reload()")
    assert asked == ["beforeunload"] and camel.input_size == 12_000_000


def test_clearing_site_data_while_the_page_is_open_does_not_stop_keeping(camel):
    camel.open()
    camel.type_input("AAAAA 1\n")
    cdp = camel.page.context.new_cdp_session(camel.page)
    cdp.send("Storage.clearDataForOrigin", {"origin": camel.base_url.rstrip("/"), "storageTypes": "all"})
    camel.type_input(CAMEL)
    camel.open()
    assert camel.input_text == CAMEL and camel.total == "6440"


def test_a_browser_that_blocks_site_data_still_solves_and_says_nothing_is_kept(blocking):
    camel = blocking.open()
    assert "will not come back after a reload" in camel.page.inner_text("#input-hint")
    assert camel.page.text_content("#crab-input-hint") == (
        "One card per line, numbered from 1, each dealt once. This browser does not let pages keep data, so what"
        " you type will not come back after a reload."
    )
    assert camel.solve(CAMEL, part=2).total == "5905"
    assert camel.offsite == []


def test_two_tabs_each_keep_their_own_input_and_a_new_tab_starts_from_the_newest(camel):
    first = camel.open()
    first.type_input("AAAAA 1\n")
    second = camel.tab().open()
    assert second.input_text == "AAAAA 1\n"
    second.type_input("KKKKK 2\n")
    first.type_input("AAAAA 1\nQQQQQ 3\n")
    second.open()
    assert second.input_text == "KKKKK 2\n" and second.total == "2"
    first.open()
    assert first.input_text == "AAAAA 1\nQQQQQ 3\n"
    third = camel.tab().open()
    assert third.input_text == "AAAAA 1\nQQQQQ 3\n"


def test_a_new_tab_keeps_what_it_took_from_the_newest_whatever_that_tab_does_next(camel):
    """A new tab shows the newest tab's inputs; once on show they are its own, in both games, so that a reload
    brings them back after the other tab has moved on (found by the model-based test)."""
    first = camel.open()
    first.type_input("AAAAA 1\n")
    first.play_crab(CRAB)
    second = camel.tab().open()
    second.crab_tab()
    second.page.wait_for_function("document.getElementById('crab-input').value !== ''")
    assert second.input_text == "AAAAA 1\n" and second.crab_input == CRAB
    first.page.click("#tab-camel")
    first.type_input("KKKKK 2\n")
    first.play_crab("Player 1:\n1\n3\n\nPlayer 2:\n2\n4\n")
    second.page.reload()
    second.page.wait_for_selector("html[data-ready]", state="attached")
    second.settled()
    second.crab_tab()
    assert second.input_text == "AAAAA 1\n" and second.crab_input == CRAB


def test_a_new_tab_keeps_the_part_and_the_choice_to_hide_answers_it_took_across_a_reload(camel):
    """The newest tab's choices, taken by a new tab, are its own: its reload brings them back (found by the
    model-based test)."""
    first = camel.open()
    first.choose(2)
    first.type_input(CAMEL)
    first.page.check("#spoiler-free")
    first.type_input(CAMEL + "AAAAA 1\n")  # kept after the choice, which is kept by then
    second = camel.tab().open()
    for each in (second, second.open()):
        assert each.page.is_checked("#spoiler-free") and each.page.is_checked('input[name="part"][value="2"]')


def test_each_choice_comes_back_as_last_made_though_another_was_made_after_it(camel):
    """A choice kept at the page's load and changed since stays changed when the next is kept (found by the
    model-based test)."""
    camel.open().solve(CAMEL)
    camel.page.check("#spoiler-free")
    camel.open()
    camel.page.uncheck("#spoiler-free")
    camel.choose(2)
    camel.open()
    assert not camel.page.is_checked("#spoiler-free")
    assert camel.page.is_checked('input[name="part"][value="2"]')


def test_a_page_that_brings_back_an_input_is_busy_from_ready_until_it_has_answered(camel):
    """A watcher that waits for html[data-ready]:not([data-busy]) sees the answer, never the empty page
    (found by the model-based test, on a reload with How it works on show)."""
    camel.open().type_input(CAMEL)
    camel.page.add_init_script(
        """new MutationObserver((changes, observer) => {
             const root = document.documentElement;
             if (root.hasAttribute("data-ready")) { window.busyAtReady = root.dataset.busy ?? ""; observer.disconnect(); }
           }).observe(document, {attributes: true, subtree: true});"""
    )
    camel.open()
    assert camel.page.evaluate("window.busyAtReady") == "camel" and camel.total == "6440"


def test_a_reload_brings_back_an_empty_box_empty_whatever_another_tab_holds(camel):
    """Only a new tab starts from another tab's inputs: a reloaded tab that held no decks holds none again
    (found by the model-based test)."""
    first = camel.open()
    second = camel.tab().open()
    second.type_input("KKKKK 2\n")
    first.play_crab(CRAB)
    second.open()
    second.crab_tab()
    assert second.input_text == "KKKKK 2\n" and second.crab_input == ""


def test_a_duplicated_tab_takes_an_id_of_its_own(camel):
    """A browser's Duplicate copies a tab's sessionStorage, and so its id: the tab copied tells the copy, which
    then keeps its input apart."""
    first = camel.open()
    first.type_input("AAAAA 1\n")
    tab_id = first.page.evaluate("key => sessionStorage.getItem(key)", TAB_KEY)
    copy = camel.tab()
    copy.page.add_init_script("sessionStorage.setItem(%r, %r)" % (TAB_KEY, tab_id))
    copy.open()
    assert copy.input_text == "AAAAA 1\n"
    copy.page.wait_for_function("([key, id]) => sessionStorage.getItem(key) !== id", arg=[TAB_KEY, tab_id])
    copy.type_input("KKKKK 2\n")
    first.open()
    assert first.input_text == "AAAAA 1\n"


def test_rules_come_back_exactly_as_typed(camel):
    camel.open().solve(CAMEL)
    camel.set_rules("AKQJT 98765432", "J ")
    camel.open()
    assert camel.page.input_value("#rules-order") == "AKQJT 98765432"
    assert camel.page.input_value("#rules-joker") == "J "
    assert camel.rules_problem.startswith("a space is not a card label")


def test_the_decks_come_back_after_a_reload(camel):
    camel.open().play_crab(CRAB)
    camel.open().crab_tab()
    camel.page.wait_for_function("document.getElementById('crab-input').value !== ''")
    assert camel.crab_input == CRAB
