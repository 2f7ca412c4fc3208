"""Ways in: the example, a file chosen or dropped anywhere, line ends as given (CRLF, a lone CR), a long input
held beside the box, and problems that lead to their line."""

import pytest

from camelcards_core.parsing import parse
from camelcards_core.problems import InvalidInput
from tests.answers import total_winnings
from tests.e2e.inputs import BIG, CRLF, LONE_CR
from tests.examples import CAMEL, CRAB


def test_load_example_fills_and_solves(camel):
    camel.open().settle(lambda: camel.page.click("#load-example"))
    assert camel.input_text == CAMEL
    assert camel.total == "6440"


@pytest.mark.parametrize("given", ["chosen", "dropped anywhere"])
def test_a_file_chosen_or_dropped_anywhere_is_solved(camel, tmp_path, given):
    camel.open()
    if given == "chosen":
        source = tmp_path / "input.txt"
        source.write_text(CAMEL)
        camel.open_file(source)
    else:
        camel.settle(
            lambda: camel.page.evaluate(
                "text => { const data = new DataTransfer(); data.items.add(new File([text], 'drop.txt', {type: 'text/plain'}));"
                " const target = document.querySelector('header h1');"
                " const over = new DragEvent('dragover', {dataTransfer: data, bubbles: true, cancelable: true}); target.dispatchEvent(over);"
                " window.__taken = over.defaultPrevented;"
                " target.dispatchEvent(new DragEvent('drop', {dataTransfer: data, bubbles: true, cancelable: true})); }",
                CAMEL,
            )
        )
        assert camel.page.evaluate("window.__taken"), "the browser must not open the file in the page's place"
    assert camel.input_text == CAMEL and camel.total == "6440"


def test_decks_in_a_file_chosen_on_crab_combats_tab_are_played(camel, tmp_path):
    """Its own Open a file… (a keyboard cannot drop a file), read as the command line reads one: UTF-16 here."""
    source = tmp_path / "decks.txt"
    source.write_bytes(CRAB.replace("\n", "\r\n").encode("utf-16"))
    camel.open().crab_tab()
    camel.page.wait_for_selector("#crab-file:not([disabled])", state="attached")
    camel.settle(lambda: camel.page.set_input_files("#crab-file", str(source)))
    assert camel.crab_input.replace("\r\n", "\n") == CRAB and camel.crab_scores == ["306", "291"]
    assert camel.page.input_value("#crab-file") == ""  # the same file can be chosen again


def test_a_binary_file_gets_a_message_not_a_crash(camel, tmp_path):
    source = tmp_path / "photo.png"
    source.write_bytes(bytes(range(256)) * 40)
    camel.open().settle(lambda: camel.page.set_input_files("#file", str(source)))
    assert camel.total is None
    assert camel.errors[0].startswith("line 1, column 1:")
    assert camel.console_errors == []


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


def first_problem(text):
    with pytest.raises(InvalidInput) as caught:
        parse(text)
    return str(caught.value.problems[0])


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


def test_a_long_input_shows_its_start_and_is_solved_and_kept_whole(camel):
    camel.open()
    camel.paste(BIG)
    assert camel.held_note.startswith("Showing lines 1–500 of 43,940 lines (0.4 MB), read-only")
    assert camel.shown_text == "".join(BIG.splitlines(True)[:500])
    assert camel.page.locator("#input").get_attribute("readonly") is not None
    assert camel.input_text == BIG
    camel.page.reload()
    camel.page.wait_for_selector("#answer:not([hidden])", timeout=120_000)
    camel.settled()
    assert camel.input_text == BIG
    assert camel.held_note.startswith("Showing lines 1–500 of 43,940 lines")
    assert camel.total == str(total_winnings(BIG, 1))


def test_a_key_typed_in_a_long_input_says_how_to_edit_it(camel):
    """The box shows a long input read-only: a key typed there is not lost on the visitor, who is told how to
    type in it, with the ways out marked; a key that moves the caret says nothing."""
    camel.open()
    camel.paste(BIG)
    camel.settled()  # answered: the status line is the refusal's alone, not the pass's "Reading 0.4 MB of input…"
    camel.page.focus("#input")
    camel.page.keyboard.press("PageDown")
    assert camel.page.get_attribute("#held", "data-refused") is None
    camel.page.keyboard.press("A")
    camel.page.wait_for_selector("#held[data-refused]", state="attached")
    assert "press Edit it all (slow) to type in it" in camel.page.inner_text("#status")
    assert camel.input_text == BIG


def test_a_big_paste_is_the_whole_input_from_its_own_event_on(camel):
    """A paste of megabytes is the input the moment its event is over, though its first lines come into the box
    a moment later: a page left meanwhile keeps it, and the box takes no key that would put a typed text in its
    place."""
    camel.open().type_input(CAMEL)
    assert camel.paste_at_once("'KK677 28\\n'.repeat(100_000)") == {"size": 900_000, "readOnly": True}
    assert camel.held_note.startswith("Showing lines 1–500 of 100,000 lines (0.9 MB), read-only")
    assert camel.shown_text == "KK677 28\n" * 500
    camel.open()
    assert camel.input_size == 900_000


def test_a_held_input_can_be_replaced_released_or_cleared(camel):
    camel.open()
    camel.paste(BIG)
    camel.page.evaluate("""async () => { const canvas = document.createElement('canvas');
        const png = await new Promise(done => canvas.toBlob(done, 'image/png'));
        await navigator.clipboard.write([new ClipboardItem({'image/png': png})]); }""")
    camel.page.keyboard.press("Control+V")
    assert camel.input_text == BIG, "a paste with no text in it leaves the held input alone"
    camel.paste(CAMEL)
    assert camel.held_note is None
    assert camel.shown_text == CAMEL and camel.page.locator("#input").get_attribute("readonly") is None
    camel.paste(BIG)
    camel.page.click("#release")
    assert camel.held_note is None
    assert camel.shown_text == BIG and camel.page.locator("#input").get_attribute("readonly") is None
    camel.paste(BIG)
    camel.page.evaluate(
        "text => { const t = document.getElementById('input'); t.value = text;"
        " t.dispatchEvent(new Event('input', {bubbles: true})); }",
        CAMEL,
    )
    camel.settle(lambda: camel.page.click("#solve"))
    assert camel.total == "6440", "a value set by a script is the input, not the text held before it"
    assert camel.held_note is None and camel.page.locator("#input").get_attribute("readonly") is None
    camel.paste(BIG)
    camel.settle(lambda: camel.page.click("#clear"))
    assert camel.input_text == "" and camel.held_note is None
    assert camel.set_aside()[0] == BIG, "the input cleared is set aside, one click away"
    camel.page.reload()
    camel.page.wait_for_selector("html[data-ready]", state="attached")
    assert camel.input_text == ""


def test_a_problem_leads_to_its_line(screen):
    camel = screen.open()
    camel.solve("32T3K 765\nT55J5 684\nKK6X7 28\nKTJJT 220\n")
    camel.page.click("#errors li:first-child button")
    assert camel.selection() == [True, "KK6X7 28"]
    assert camel.in_view("#input")


def test_a_problem_is_a_finger_sized_target_in_an_evenly_spaced_message(screen):
    """The line button takes a tap 20 px above or below its text, and the message it starts wraps with every
    line as far below the one before: the first is not made taller by the button."""
    camel = screen.open()
    camel.solve("32T3K 765\nT55X5 684\nKK677\n")
    where = camel.page.eval_on_selector(
        "#errors li:first-child",
        """li => {
          const button = li.querySelector("button.line-link"), r = button.getBoundingClientRect();
          const x = r.left + r.width / 2, y = r.top + r.height / 2;
          const hits = [y - 20, y + 20].map(at => document.elementFromPoint(x, at) === button);
          const range = document.createRange();
          range.selectNodeContents(button.nextSibling);
          return {hits, tops: [...new Set([...range.getClientRects()].map(line => Math.round(line.top)))]};
        }""",
    )
    assert where["hits"] == [True, True]
    tops = where["tops"]
    if camel.screen == "phone":
        assert len(tops) >= 3, "the message wraps on a phone"
    steps = [b - a for a, b in zip(tops, tops[1:])]
    assert max(steps, default=0) - min(steps, default=0) <= 1, tops


def test_a_problem_beyond_the_lines_on_show_is_brought_into_the_box(camel):
    lines = BIG.splitlines(True)
    lines[2000] = "bad line\n"
    camel.open()
    camel.paste("".join(lines))
    camel.settle(lambda: camel.page.click("#solve"))
    camel.page.click("#errors li:first-child button")
    assert camel.selection() == [True, "bad line"]
    assert camel.held_note.startswith("Showing lines 1,751–2,250 of 43,940 lines")
    assert camel.input_text == "".join(lines), "moving the lines on show changes nothing of the input"


def test_a_crab_problem_leads_to_its_line_and_looks_like_a_camel_problem(camel):
    camel.open().play_crab("Player 1:\n9\n2x\n\nPlayer 2:\n5\n")
    assert camel.page.locator("#crab-errors li button.line-link").count() == 1
    camel.page.click("#crab-errors li:first-child button")
    assert camel.selection("#crab-input") == [True, "2x"]
