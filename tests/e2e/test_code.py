"""The Code tab, on a laptop and on a phone where it matters: a solution edited and run on the input, checked against the core and diagnosed; a visitor's own
solution; Stop.  The prompt: test_prompt.py.  The code kept and shared: test_code_links.py; a first download on a slow connection:
test_code_download.py."""

from pathlib import Path

from tests.e2e.inputs import MIXED
from tests.examples import CAMEL as EXAMPLE
from tests.examples import CRAB

from .page import SLOW
from .page_code import SOLUTIONS

COUNTER = """from collections import Counter
import sys

ORDER = {1: "23456789TJQKA", 2: "J23456789TQKA"}


def strength(hand, part):
    counts = Counter(hand.replace("J", "") if part == 2 else hand)
    shape = sorted(counts.values(), reverse=True) or [0]
    if part == 2:
        shape[0] += hand.count("J")
    return shape, [ORDER[part].index(card) for card in hand]


lines = [line.split() for line in open(sys.argv[1]).read().splitlines() if line]
for part in (1, 2):
    ranked = sorted(lines, key=lambda line: strength(line[0], part))
    print(f"Part {part}:", sum(rank * int(bid) for rank, (_, bid) in enumerate(ranked, 1)))
"""


def test_run_gives_the_right_totals_on_the_example(screen):
    screen.open()
    screen.paste(EXAMPLE)
    screen.code_tab()
    assert screen.code() == (SOLUTIONS / "camel.py").read_text()
    if screen.screen == "laptop":
        assert screen.in_view("#code-run"), "Run in view as the tab opens"
    screen.run_code()
    assert screen.code_results() == {"1": ["6440", "right", []], "2": ["5905", "right", []]}
    assert screen.in_view("#code-status"), "what the run gave in sight after Run, on a phone too"
    status = screen.code_status()
    assert "on the input in the box" in status and status.endswith(" Every answer is right.")
    assert screen.no_sideways_scroll()
    editor = screen.box("#code-editor")
    assert 0 <= editor["left"] and editor["right"] <= screen.page.viewport_size["width"]
    assert not screen.offsite and not screen.console_errors


def test_letting_j_keep_its_strength_is_named_joker_still_jack(shared_screen):
    camel = shared_screen.solutions_on(MIXED)
    code = camel.code()
    camel.set_code(code.replace('2: "J23456789TQKA"', '2: "23456789TJQKA"'))
    camel.run_code()
    results = camel.code_results()
    assert results["1"][1] == "right"
    value, verdict, matches = results["2"]
    assert verdict == "wrong" and matches[0] == "joker-still-jack"
    # Its key ranks the hands: the first it ranks otherwise than the core are listed.
    assert "Your code ranks" in camel.page.inner_text('#code-result [data-part="2"] .keyed')
    assert camel.code_status().endswith(" Part 2 wrong.")


def test_an_edit_of_the_cores_own_file_runs_as_the_core(module_page):
    camel = module_page.solutions_on(MIXED)
    camel.page.select_option("#code-file", "rules.py")
    camel.page.wait_for_function("document.getElementById('code-editor').code.includes('class Rules')")
    rules = camel.code()
    assert rules == (Path(__file__).resolve().parents[2] / "camelcards_core" / "rules.py").read_text()
    camel.run_code()
    assert [verdict for _, verdict, _ in camel.code_results().values()] == ["right", "right"]
    camel.set_code(rules.replace("ORDERS[2], JOKER", "ORDERS[1], JOKER"))
    camel.run_code()
    assert camel.code_results()["2"][2][0] == "joker-still-jack"


def test_an_endless_loop_is_stopped_within_a_second_and_the_page_answers_meanwhile(camel):
    camel.open().sandboxed()
    camel.code_tab()
    camel.run_code()  # its worker ended with the run, and a fresh one started for the next
    fresh = camel.sandbox_worker(2)
    camel.page.wait_for_function("+(document.documentElement.dataset.runnersReady ?? 0) >= 2")  # that one ready
    camel.set_code("while True:\n    pass\n")
    camel.page.click("#code-run")
    # Meanwhile the page answers: the puzzle's tab solves the example.
    camel.page.click("#tab-camel")
    camel.page.click("#load-example")
    camel.page.wait_for_function("document.getElementById('total').dataset.value === '6440'")
    assert camel.code_status().startswith("Running")
    camel.page.click("#tab-code")
    with fresh.expect_event("close", timeout=5000):  # its worker is ended, not left to spin
        camel.page.click("#code-stop")
        camel.page.wait_for_selector("html:not([data-busy])", state="attached", timeout=1000)
    assert camel.code_status().startswith("Stopped")
    camel.step_through()  # what the stop said to press: the words that said so go
    assert camel.trace()["steps"] == 1000 and camel.code_status() == ""
    # The next run starts a new worker, and runs.
    camel.set_code((SOLUTIONS / "camel.py").read_text())
    camel.run_code()
    assert camel.code_results()["2"][:2] == ["5905", "right"]


def test_an_exception_marks_its_line(shared_screen):
    camel = shared_screen.solutions_on(EXAMPLE)
    camel.set_code("def solve(text, part):\n    hands = text.split()\n    return hands[99]\n")
    camel.run_code()
    assert camel.code_error() == ("3", "line 3: IndexError: list index out of range")
    marked = camel.page.locator("#code-editor .cm-error-line")
    assert marked.count() == 1 and marked.inner_text() == "    return hands[99]"
    # An edit clears the mark.
    camel.page.click("#code-editor .cm-content")
    camel.page.keyboard.press("End")
    camel.page.keyboard.type(" ")
    assert marked.count() == 0


def test_a_pasted_solution_that_imports_and_prints_runs_and_one_that_answers_nothing_is_told(shared_screen):
    camel = shared_screen.solutions_on(MIXED)
    camel.set_code(COUNTER)
    camel.run_code()
    results = camel.code_results()
    assert [verdict for _, verdict, _ in results.values()] == ["right", "right"]
    assert camel.page.inner_text("#code-output").startswith("Part 1: ")
    camel.set_code("x = 1\n")
    camel.run_code()
    assert "defines no solve(text, part) and printed no answer" in camel.page.inner_text("#code-problem")
    assert camel.code_results() == {}
    said = "getComputedStyle(document.getElementById('code-output'), '::before').content"
    assert camel.page.evaluate(said) == '"Nothing: the code printed nothing."'


def test_run_and_step_through_leave_the_code_where_it_is(camel):
    """On a laptop the editor keeps its place and width whether nothing, a run's results or a trace stands
    beside it: the code never rewraps under a presenter's eyes."""
    for size in ({"width": 1280, "height": 800}, {"width": 1366, "height": 768}):
        camel.page.set_viewport_size(size)
        camel.open().code_tab()
        where = "el => { const box = el.getBoundingClientRect(); return [box.left, box.width]; }"
        before = camel.page.eval_on_selector("#code-editor", where)
        camel.run_code()
        assert camel.page.eval_on_selector("#code-editor", where) == before, size
        camel.step_through()
        assert camel.page.is_visible("#trace") and camel.page.eval_on_selector("#code-editor", where) == before, size


def test_crab_code_plays_both_games_and_a_game_without_end_is_stopped(module_page):
    camel = module_page.solutions_on(EXAMPLE)
    camel.play_crab(CRAB)
    camel.code_tab()
    assert camel.code("crab") == (SOLUTIONS / "crab.py").read_text()
    camel.run_code("crab")
    assert camel.code_results("crab") == {"1": ["306", "right", []], "2": ["291", "right", []]}
    camel.set_code("def solve(text, part):\n    while True:\n        pass\n", "crab")
    camel.page.click("#crab-code-run")
    camel.page.wait_for_function("document.getElementById('crab-code-status').textContent.includes('unning on')")
    camel.page.click("#crab-code-stop")
    camel.page.wait_for_selector("html:not([data-busy])", state="attached", timeout=1000)
    assert camel.code_status("crab").startswith("Stopped")


def test_nothing_of_the_tab_loads_before_it_opens_and_it_stays_on_this_origin(camel):
    camel.open()
    camel.paste(EXAMPLE)
    assert not [url for url in camel.requested if "/coding/" in url or "codemirror" in url]
    camel.code_tab()
    assert [url for url in camel.requested if "codemirror" in url]
    assert not camel.offsite


def test_the_code_tab_by_keyboard_alone_and_axe_clean_in_both_schemes(camel):
    camel.open()
    camel.code_tab()
    camel.page.focus("#code-reset")
    camel.page.keyboard.press("Tab")  # the share button
    camel.page.keyboard.press("Tab")
    assert camel.page.evaluate("document.activeElement.id") == "code-run", "Run before the editor's long code"
    camel.page.keyboard.press("Tab")
    assert camel.page.evaluate("document.activeElement.id") == "code-step", "and Step through"
    camel.page.keyboard.press("Tab")
    assert camel.page.evaluate("document.activeElement.id") == "code-editor"
    camel.page.keyboard.press("Tab")  # indents
    assert camel.page.evaluate("document.activeElement.id") == "code-editor"
    camel.page.keyboard.press("Escape")
    camel.page.keyboard.press("Tab")
    assert camel.page.evaluate("document.activeElement.id") != "code-editor"
    colour = "name => { const e = document.createElement('i'); e.style.color = `var(${name})`; document.body.append(e); const c = getComputedStyle(e).color; e.remove(); return c; }"
    for scheme in ("light", "dark"):
        camel.page.emulate_media(color_scheme=scheme)
        assert camel.axe() == []
        # The Show drop-down and the editor's current line in the scheme's colours, not the browser's light ones.
        shown = camel.page.evaluate("getComputedStyle(document.getElementById('code-file')).backgroundColor")
        assert shown == camel.page.evaluate(colour, "--sunk")
        current = camel.page.evaluate(
            "getComputedStyle(document.getElementById('code-editor').shadowRoot.querySelector('.cm-activeLineGutter')).backgroundColor"
        )
        assert current == camel.page.evaluate(colour, "--chosen")
        gutter = camel.page.evaluate(
            "getComputedStyle(document.getElementById('code-editor').shadowRoot.querySelector('.cm-gutters')).backgroundColor"
        )
        assert gutter == camel.page.evaluate(colour, "--sunk")
    camel.page.focus("#code-editor .cm-content")
    camel.settle(lambda: camel.page.keyboard.press("Control+Enter"))
    camel.page.wait_for_function("document.getElementById('code-status').textContent.startsWith('Ran')", timeout=SLOW)


def test_ctrl_enter_in_an_editor_runs_that_games_code_as_it_is(camel):
    """In Crab Combat's editor it runs Crab Combat's code, not Camel Cards'; in either it adds nothing to the code."""
    camel.open().code_tab()
    for game, editor, answers in (
        ("crab", "#crab-code-editor", ["306", "291"]),
        ("camel", "#code-editor", ["6440", "5905"]),
    ):
        code = camel.code(game)
        camel.page.locator(editor + " .cm-content").click()
        camel.settle(lambda: camel.page.keyboard.press("Control+Enter"))
        assert camel.code(game) == code
        assert [value for value, _, _ in camel.code_results(game).values()] == answers
        if game == "crab":
            assert camel.code_results() == {}


def test_results_for_an_input_the_box_no_longer_holds_are_marked_and_a_hand_leads_to_its_line(camel):
    camel.open()
    camel.paste(MIXED)
    camel.code_tab()
    camel.set_code(camel.code().replace('2: "J23456789TQKA"', '2: "23456789TJQKA"'))
    camel.run_code()
    assert camel.page.get_attribute("#code-answer", "data-stale") is None
    # A hand the key ranks otherwise leads to its line in the puzzle's box.
    first = camel.page.locator('#code-result [data-part="2"] .keyed button[data-line]').first
    line = int(first.get_attribute("data-line"))
    first.click()
    assert camel.page.get_attribute("#tab-camel", "aria-selected") == "true"
    focused, selected = camel.selection()
    assert focused and selected == MIXED.splitlines()[line - 1]
    # Another input in the box: the run on show is marked as for the input as it was, until Run again.
    camel.type_input(EXAMPLE)
    camel.page.click("#tab-code")
    camel.page.wait_for_selector("#code-answer[data-stale]", state="attached")
    assert camel.page.is_visible("#code-answer .stale-note")
    camel.run_code()
    assert camel.page.get_attribute("#code-answer", "data-stale") is None
    camel.page.click("#tab-camel")
    camel.settle(lambda: camel.page.click("#load-example"))
    camel.page.click("#tab-code")
    assert camel.page.get_attribute("#code-answer", "data-stale") is None  # the example is what the box held
    # An edit of the code: the run on show is marked as for the code as it was, until Run again.
    camel.page.click("#code-editor .cm-content")
    camel.page.keyboard.press("Control+End")
    camel.page.keyboard.type("# an edit\n")
    camel.page.wait_for_selector("#code-answer[data-stale]", state="attached")
    camel.run_code()
    assert camel.page.get_attribute("#code-answer", "data-stale") is None
