"""Nothing lost, nothing wrong: line ends reach the parser as given, the input survives reloads, blocked and
cleared storage, and share links, what is typed or dropped while the page starts is taken, and a damaged link
says so."""

import itertools
import json
import random

import pytest

from camelcards_core.parsing import parse
from camelcards_core.problems import InvalidInput
from camelcards_core.share import fragment
from camelcards_core.solution import total_winnings
from tests.e2e.page import CamelPage
from tests.examples import CAMEL, CRAB
from tests.strategies import LABELS


def distinct_hands(count, seed=7):
    hands = ["".join(cards) for cards in itertools.islice(itertools.product(LABELS, repeat=5), 0, 13**5, 37)][:count]
    random.Random(seed).shuffle(hands)
    return hands


# 8,000 distinct hands with CRLF line ends: about 87 KB, long enough to be held beside the text box.
CRLF = "".join("%s %d\r\n" % (hand, i % 1000 + 1) for i, hand in enumerate(distinct_hands(8000)))
LONE_CR = "32T3K 765\nT55J5 684\rKK677 28\n"


def first_problem(text):
    with pytest.raises(InvalidInput) as caught:
        parse(text)
    return str(caught.value.problems[0])


def test_a_long_crlf_file_is_solved_whole_and_kept_whole(camel, tmp_path):
    assert len(CRLF) > 80_000
    source = tmp_path / "input.txt"
    source.write_bytes(CRLF.encode())
    camel.open().open_file(source)
    assert camel.input_text == CRLF
    assert camel.total == str(total_winnings(CRLF, 1))
    camel.open()
    assert camel.input_text == CRLF
    assert camel.total == str(total_winnings(CRLF, 1))


def test_a_long_crlf_paste_is_solved_whole(camel):
    camel.open()
    camel.paste(CRLF)
    camel.settle(lambda: camel.page.click("#solve"))
    assert camel.input_text == CRLF
    assert camel.total == str(total_winnings(CRLF, 1))


def test_a_lone_carriage_return_is_refused_as_on_the_command_line(camel, tmp_path):
    expected = first_problem(LONE_CR)
    assert expected.startswith("line 2, column 10: ")
    source = tmp_path / "input.txt"
    source.write_bytes(LONE_CR.encode())
    camel.open().open_file(source)
    assert camel.total is None and camel.errors[0].startswith(expected)
    camel.open()
    assert camel.input_text == LONE_CR and camel.errors[0].startswith(expected)
    camel.type_input("")
    camel.paste(LONE_CR)
    camel.settle(lambda: camel.page.click("#solve"))
    assert camel.input_text == LONE_CR and camel.errors[0].startswith(expected)


def test_a_paste_into_text_with_a_lone_carriage_return_keeps_it(camel):
    camel.open()
    camel.paste(LONE_CR)
    camel.page.evaluate("document.getElementById('input').setSelectionRange(0, 0)")
    camel.paste("AAAAA 1\n", select_all=False)
    assert camel.input_text == "AAAAA 1\n" + LONE_CR
    assert camel.page.evaluate("document.getElementById('input').selectionStart") == len("AAAAA 1\n")


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


def test_a_paste_survives_a_reload_while_the_database_is_still_writing(camel):
    camel.open()
    camel.keep_database_busy()
    camel.paste(made_by="'32T3K 765\\n'.repeat(1_000)", wait=False)
    camel.open()
    assert camel.input_size == 10_000
    camel.open()
    assert camel.input_size == 10_000


def test_clearing_site_data_while_the_page_is_open_does_not_stop_keeping(camel):
    camel.open()
    camel.type_input("AAAAA 1\n")
    cdp = camel.page.context.new_cdp_session(camel.page)
    cdp.send("Storage.clearDataForOrigin", {"origin": camel.base_url.rstrip("/"), "storageTypes": "all"})
    camel.type_input(CAMEL)
    camel.open()
    assert camel.input_text == CAMEL and camel.total == "6440"


@pytest.fixture
def blocking(browser_type, browser_type_launch_args, base_url, tmp_path):
    """A browser whose settings block every site from keeping data, as a person can set it."""
    (tmp_path / "Default").mkdir()
    (tmp_path / "Default" / "Preferences").write_text(
        json.dumps({"profile": {"default_content_setting_values": {"cookies": 2}}})
    )
    context = browser_type.launch_persistent_context(str(tmp_path), **browser_type_launch_args)
    yield CamelPage(context.new_page(), base_url)
    context.close()


def test_a_browser_that_blocks_site_data_still_solves_and_says_nothing_is_kept(blocking):
    camel = blocking.open()
    assert "will not come back after a reload" in camel.page.inner_text("#input-hint")
    assert camel.solve(CAMEL, part=2).total == "5905"
    assert camel.offsite == []


def link_to(camel, text, part):
    return camel.base_url + "#" + fragment(text, part)


def visit(camel, url):
    """A fresh load of the page at `url`, as when a link is opened from elsewhere."""
    camel.page.goto("about:blank")
    camel.page.goto(url)
    camel.page.wait_for_selector("html[data-ready]", state="attached")
    camel.page.wait_for_selector("html[data-updates]", state="attached")
    camel.settled()
    return camel


def test_opening_two_links_in_turn_keeps_the_visitors_own_input(camel):
    own, first, second = "AAAAA 5\n", CAMEL, "KKKKK 3\n22222 4\n"
    camel.open()
    camel.type_input(own)
    visit(camel, link_to(camel, first, 2))
    assert camel.input_text == first and camel.total == "5905"
    camel.settle(lambda: camel.page.goto(link_to(camel, second, 1)))
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
    visit(camel, link_to(camel, CAMEL, 2))
    camel.open()
    assert camel.input_text == CAMEL
    assert camel.page.is_checked('input[name="part"][value="2"]') and camel.total == "5905"
    assert camel.page.locator("#restore-previous").is_visible()
    camel.settle(lambda: camel.page.click("#restore-previous"))
    assert camel.input_text == own


def test_a_damaged_link_on_a_fresh_load_says_so_and_shows_the_visitors_own_input_as_theirs(camel):
    camel.open()
    camel.type_input(CAMEL)
    visit(camel, camel.base_url + "#input=AAAA&part=2")
    assert "could not be read" in camel.notice and "your own input" in camel.notice
    assert camel.input_text == CAMEL
    assert "#" not in camel.page.url
    camel.page.click("#notice-close")
    assert camel.notice is None


def test_invisible_and_reordering_characters_are_named_and_isolated(camel):
    camel.open().solve("32T3K\u00a0765\n\u202eKK677 28\n")
    assert camel.errors[0].startswith(
        "line 1, column 6: expected a space between the hand and the bid, found U+00A0 (a no-break space)"
    )
    assert camel.errors[1].startswith("line 2, column 1: U+202E (a right-to-left override) is not a card label")
    assert (
        camel.page.locator("#errors li code").evaluate_all("codes => codes.map(c => getComputedStyle(c).unicodeBidi)")
        == ["isolate"] * 2
    )


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


def test_a_ten_megabyte_paste_survives_an_immediate_reload(camel):
    camel.open()
    camel.paste(made_by="'32T3K 765\\n'.repeat(1_000_000)", wait=False)
    camel.open()
    assert camel.input_size == 10_000_000


def test_a_paste_too_big_to_note_at_once_makes_the_browser_ask_before_leaving(camel):
    """Twelve million characters beyond ASCII fit in no synchronous store: leaving while they are written
    asks first, and the write goes on."""
    asked = []
    camel.page.on("dialog", lambda dialog: (asked.append(dialog.type), dialog.dismiss()))
    camel.open()
    camel.keep_database_busy()
    camel.paste(made_by="'\\u00e9'.repeat(12_000_000)", wait=False)
    camel.page.evaluate("new Promise(done => setTimeout(done, 500))")
    camel.page.evaluate("location.reload()")
    camel.page.wait_for_timeout(500)
    assert asked == ["beforeunload"] and camel.input_size == 12_000_000


def test_rules_come_back_exactly_as_typed(camel):
    camel.open().solve(CAMEL)
    camel.set_rules("AKQJT 98765432", "J ")
    camel.open()
    assert camel.page.input_value("#rules-order") == "AKQJT 98765432"
    assert camel.page.input_value("#rules-joker") == "J "
    assert camel.rules_problem.startswith("a space is not a card label")


def test_every_input_of_ones_own_that_links_set_aside_can_be_brought_back(camel):
    own, first, second = "AAAAA 5\n", CAMEL, "KKKKK 3\n22222 4\n"
    camel.open()
    camel.type_input(own)
    visit(camel, link_to(camel, first, 1))
    camel.type_input(first + "QQQQQ 9\n")  # the link's input, edited: the visitor's own now
    camel.settle(lambda: camel.page.goto(link_to(camel, second, 1)))
    assert camel.set_aside() == [first + "QQQQQ 9\n", own]
    back = []
    for _ in range(3):
        camel.settle(lambda: camel.page.click("#restore-previous"))
        back.append(camel.input_text)
    assert back == [first + "QQQQQ 9\n", own, first + "QQQQQ 9\n"]


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


def test_an_input_for_full_python_offline_says_what_it_needs(camel):
    from tests.e2e.test_worker import BIG

    camel.open().worker_done("micropython")
    camel.page.context.set_offline(True)
    camel.paste(BIG)
    camel.settle(lambda: camel.page.click("#solve"))
    assert "it is offline. Connect once and press Solve" in camel.status
    assert "JsProxy" not in camel.status and camel.input_text == BIG
    camel.page.context.set_offline(False)
    camel.settle(lambda: camel.page.click("#solve"))
    assert camel.total == str(total_winnings(BIG, 1))


def test_a_duplicated_tab_takes_an_id_of_its_own(camel):
    """A browser's Duplicate copies a tab's sessionStorage, and so its id: the tab copied tells the copy, which
    then keeps its input apart."""
    first = camel.open()
    first.type_input("AAAAA 1\n")
    tab_id = first.page.evaluate("sessionStorage.getItem('camel-cards:tab')")
    copy = camel.tab()
    copy.page.add_init_script("sessionStorage.setItem('camel-cards:tab', %r)" % tab_id)
    copy.open()
    assert copy.input_text == "AAAAA 1\n"
    copy.page.wait_for_function("id => sessionStorage.getItem('camel-cards:tab') !== id", arg=tab_id)
    copy.type_input("KKKKK 2\n")
    first.open()
    assert first.input_text == "AAAAA 1\n"
