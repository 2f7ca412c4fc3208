"""What is on show is for what the box holds, whatever a person did before: a paste answered early is checked
against the box, Crab Combat plays the decks in the box, an answer for text no longer there is marked as
such, and the page and the command line read a file alike."""

from camelcards_core.share import fragment
from tests.answers import crab_scores, total_winnings
from tests.conftest import run_module
from tests.e2e.inputs import OVER_LIVE, TYPED
from tests.examples import CAMEL, CRAB


def test_crab_combat_plays_the_decks_in_the_box_after_a_paste(camel):
    camel.open().crab_tab()
    camel.paste(CRAB, into="#crab-input")
    camel.settle(lambda: camel.page.click("#crab-solve"))
    assert camel.crab_scores == ["306", "291"]
    camel.page.focus("#crab-input")
    camel.page.keyboard.press("Control+A")
    camel.page.keyboard.type(TYPED)
    camel.settle(lambda: camel.page.click("#crab-solve"))
    assert camel.crab_scores == crab_scores(TYPED) == ["22", "22"]
    camel.page.click("#crab-share")
    camel.page.wait_for_function("document.getElementById('crab-share-url').value.includes('#game=crab&')")
    link = camel.page.input_value("#crab-share-url")
    camel.settle(lambda: camel.page.click("#crab-load-example"))
    assert camel.crab_input == CRAB and camel.crab_scores == ["306", "291"]
    camel.settle(lambda: camel.page.goto(link))
    assert camel.crab_input == TYPED and camel.crab_scores == ["22", "22"]


def test_decks_edited_while_a_game_plays_mark_it_as_for_the_decks_as_they_were(camel):
    from tests.e2e.test_crab_page import HARD

    camel.open()
    camel.watch_status("#crab-status")
    camel.play_crab(HARD, wait=False)
    camel.page.wait_for_function(
        "document.getElementById('crab-status').textContent.startsWith('Playing')", timeout=120_000
    )
    camel.page.fill("#crab-input", CRAB)
    camel.page.wait_for_selector("html:not([data-busy])", state="attached", timeout=120_000)
    assert camel.page.get_attribute("#crab-answer", "data-stale") == "", camel.said_by("#crab-status")
    assert "as they were" in camel.page.inner_text("#crab-stale-note")


def test_a_paste_made_while_the_page_starts_is_answered_as_later_edits_leave_it(camel):
    pasted = "32T3K 1\nT55J5 2\nKK677 3\nKTJJT 4\nQQQJA 5"
    camel.open()
    go_on = camel.open_starting(reload=True)
    camel.paste(pasted)
    go_on()
    assert camel.total == str(total_winnings(pasted, 1))
    camel.page.focus("#input")
    camel.page.keyboard.press("Control+End")
    camel.settle(lambda: camel.page.keyboard.type("00"))
    edited = pasted + "00"
    assert camel.input_text == edited and camel.total == str(total_winnings(edited, 1))
    camel.choose(2)
    assert camel.total == str(total_winnings(edited, 2))
    camel.settle(lambda: camel.page.click("#load-example"))
    assert camel.total == "5905"


def test_bringing_back_the_decks_a_link_set_aside_plays_them(camel):
    camel.open().play_crab(TYPED)
    camel.settle(lambda: camel.page.goto(camel.base_url + "#" + fragment(CRAB, 1, "crab")))
    assert camel.crab_scores == ["306", "291"]
    camel.settle(lambda: camel.page.click("#crab-restore-previous"))
    assert camel.crab_input == TYPED and camel.crab_scores == ["22", "22"]
    assert camel.page.get_attribute("#crab-answer", "data-stale") is None
    assert camel.console_errors == []


def typed_at_the_end(camel, keys):
    """Press `keys` at the end of the input, the whole of it in the box to edit, as a person does; the input
    as it then is."""
    if camel.page.is_visible("#release"):
        camel.page.click("#release")
    camel.page.focus("#input")
    camel.page.keyboard.press("Control+End")
    before = camel.page.evaluate("document.documentElement.dataset.kept || ''")
    for key in keys:
        camel.page.keyboard.press(key)
    camel.page.wait_for_function("before => (document.documentElement.dataset.kept || '') !== before", arg=before)
    return camel.input_text


def test_a_paste_beyond_the_live_limit_is_answered_at_once(camel):
    camel.open()
    camel.settle(lambda: camel.paste(OVER_LIVE))
    assert camel.total == str(total_winnings(OVER_LIVE, 1)) and not camel.page.is_visible("#waiting")


def test_above_the_live_limit_an_edited_input_marks_the_answer_out_of_date_until_solve(camel):
    camel.open()
    camel.settle(lambda: camel.paste(OVER_LIVE))
    assert camel.page.get_attribute("#answer", "data-stale") is None
    assert camel.page.locator("#stale-note").is_hidden()
    changed = typed_at_the_end(camel, ["Backspace", "Backspace"])  # the last bid's last digit, and the line end
    assert camel.page.get_attribute("#answer", "data-stale") == ""
    assert "Press Solve" in camel.page.inner_text("#stale-note")
    camel.settle(lambda: camel.page.click("#solve"))
    assert camel.page.get_attribute("#answer", "data-stale") is None
    assert camel.total == str(total_winnings(changed, 1))


def test_problems_of_an_input_beyond_the_live_limit_are_marked_once_it_changes(camel):
    bad = "X" + OVER_LIVE[1:]
    camel.open()
    camel.settle(lambda: camel.paste(bad))
    assert camel.errors and camel.page.get_attribute("#problems", "data-stale") is None
    typed_at_the_end(camel, ["Backspace", "Backspace"])
    assert camel.page.get_attribute("#problems", "data-stale") == ""
    assert "as it was" in camel.page.inner_text("#problems .stale-note")
    camel.settle(lambda: camel.page.click("#solve"))
    assert camel.errors and camel.page.get_attribute("#problems", "data-stale") is None


def test_an_input_beyond_the_live_limit_says_it_waits_for_solve_whatever_is_on_show(camel):
    """Over the rules' problem, as over an empty answer, the page says that the input waits for Solve."""
    camel.open().solve(CAMEL)
    camel.set_rules("AKQJT 98765432")
    camel.settle(lambda: camel.paste(OVER_LIVE))
    changed = typed_at_the_end(camel, ["Backspace", "Backspace"])
    camel.settled()
    assert camel.page.is_visible("#waiting") and "answered when you press Solve" in camel.page.inner_text("#waiting")
    camel.choose(1)
    camel.settle(lambda: camel.page.click("#solve"))
    assert camel.total == str(total_winnings(changed, 1)) and not camel.page.is_visible("#waiting")


# Files whose bytes the page and the command line could read differently: UTF-16 by its byte order mark, a
# byte that is not UTF-8 after a problem and before one, a lone CR at the very end, a NUL.
FILES = {
    "utf-16-le.txt": b"\xff\xfe" + CAMEL.encode("utf-16-le"),
    "utf-16-be.txt": b"\xfe\xff" + CAMEL.encode("utf-16-be"),
    "utf-8-bom.txt": b"\xef\xbb\xbf" + CAMEL.replace("\n", "\r\n").encode(),
    "bad-byte.txt": b"32X3K 765\nT5\xff5 684\n",
    "late-byte.txt": b"32T3K 765\nT55J5 68\xff\n",
    "lone-cr.txt": CAMEL.encode() + b"AAAAA 1\r",
    "nul.txt": b"\x00\x01" + CAMEL.encode(),
}


def test_a_file_is_read_by_the_page_as_by_the_command_line(camel, tmp_path):
    camel.open()
    for name, data in FILES.items():
        (tmp_path / name).write_bytes(data)
        done = run_module("camelcards_core", "--part", "1", str(tmp_path / name))
        camel.open_file(tmp_path / name)
        if done.returncode == 0:
            assert camel.total == done.stdout.decode().strip(), name
        else:
            assert camel.total is None and camel.errors[0].startswith(done.stderr.decode().strip()), name
