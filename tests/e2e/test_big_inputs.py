"""Big inputs: the Pyodide worker gives exactly the page's MicroPython answers, takes over above the live limit
with visible progress (and Crab Combat's decks above MicroPython's heap), refuses a giant line plainly, says in
words what it needs offline, and never lets a slower, older answer through."""

import pytest

from camelcards_core.parsing import parse
from camelcards_core.ranking import rank
from harness.page_facts import PYODIDE_SIZE
from tests.answers import total_winnings
from tests.e2e.inputs import BIG, HEAP_LIMIT, MIXED, dealt
from tests.e2e.slow import figures_come, figures_then_stopped, full_python_started, slowed
from tests.examples import CAMEL
from tests.strategies import LABELS


def everything(camel):
    """What either path shows for the input: totals, CSVs of two views, an explanation."""
    shown = {}
    for part in (1, 2):
        camel.choose(part)
        shown[part] = [camel.total, camel.download_csv()[0]]
        camel.sort_by("winnings")
        camel.filter(kind="four of a kind", contains="J")
        shown[part] += [camel.download_csv()[0], camel.rows(), camel.explain(camel.rows()[0][1])]
        camel.filter(kind="", contains="")
        camel.sort_by("rank")
    return shown


def test_worker_and_micropython_give_identical_answers(camel):
    camel.open().solve(MIXED, part=1)
    here = everything(camel)
    camel.open("?engine=pyodide")
    assert camel.input_text == MIXED
    there = everything(camel)
    assert there == here
    assert here[2][0] == str(total_winnings(MIXED, 2))
    assert camel.offsite == [] and camel.console_errors == []


# Each worker started and each input event, in the order they come.
WATCH_STARTS = (
    "window.__events = []; const Started = window.Worker;"
    " window.Worker = class extends Started { constructor(url, options) { super(url, options);"
    " window.__events.push('worker ' + options.name); } };"
    " document.addEventListener('input', (event) => window.__events.push('input ' + event.inputType), true);"
)


def test_a_big_paste_goes_to_the_worker_with_progress(camel):
    """The Pyodide worker starts from the paste event itself, before the input event that asks the answer."""
    camel.page.add_init_script(WATCH_STARTS)
    camel.open()
    camel.watch_status()
    camel.paste(BIG)
    events = camel.page.evaluate("window.__events")
    assert events.index("worker pyodide") < events.index("input insertFromPaste")
    camel.settle(lambda: camel.page.click("#solve"))
    said = camel.said
    assert any(s.startswith("Loading full Python") for s in said)
    assert any(url.endswith("/pyscript/pyodide/pyodide.asm.wasm") for url in camel.requested)
    assert "Ranking 43,940 hands…" in said
    assert camel.total == str(total_winnings(BIG, 1))
    assert camel.page_info == "Rows 1–100 of 43,940"
    camel.choose(2)
    assert camel.total == str(total_winnings(BIG, 2))
    assert camel.offsite == [] and camel.console_errors == []


def test_solve_on_the_text_answered_brings_its_answer_into_view_and_solves_nothing_again(camel):
    camel.page.set_viewport_size({"width": 390, "height": 844})
    camel.open()
    camel.settle(lambda: camel.paste(BIG))
    total = camel.total
    camel.page.evaluate("window.scrollTo(0, 0)")
    camel.watch_status()
    camel.settle(lambda: camel.page.click("#solve"))
    assert camel.said == [] and camel.total == total
    assert camel.in_view("#total")


def test_a_million_line_paste_is_solved_exactly(camel):
    """10 MB: more lines than there are hands, so every hand repeats, always with the same bid."""
    codes = ((i * 7919) % 13**5 for i in range(1_000_000))
    text = "".join(
        "%s %d\n" % ("".join(LABELS[code // 13**k % 13] for k in range(5)), code % 997 + 1) for code in codes
    )
    hands = parse(text)
    ranked = {part: rank(hands, part) for part in (1, 2)}
    camel.open()
    camel.paste(text)
    assert camel.held_note.startswith("Showing lines 1–500 of 1,000,000 lines (9.9 MB)")
    camel.settle(lambda: camel.page.click("#solve"))
    assert camel.total == str(ranked[1].total)
    assert camel.page_info == "Rows 1–100 of 1,000,000"
    camel.watch_status("#results caption")
    camel.sort_by("winnings")
    camel.sort_by("winnings")
    assert "Part 1: ordering 1,000,000 hands…" in camel.said_by("#results caption")
    assert camel.page.inner_text("#results caption") == "Part 1: 1,000,000 hands, sorted by winnings, descending"
    assert camel.rows()[0][5] == str(max(hands.bids[e] * place for place, e in enumerate(ranked[1].order, 1)))
    camel.choose(2)
    assert camel.total == str(ranked[2].total)


def test_a_fifty_megabyte_line_is_refused_and_kept(camel):
    camel.open()
    camel.paste(made_by="'32T3K ' + '7'.repeat(50_000_000)")
    assert camel.held_note.startswith("Showing the first 20,000 characters of line 1 of 1 (50.0 MB)")
    camel.settle(lambda: camel.page.click("#solve"))
    assert camel.total is None
    assert camel.errors[0].startswith("line 1, column 7: the bid has 50000000 digits")
    assert camel.input_size == 50_000_006


def test_a_newer_solve_wins_over_a_slower_older_one(camel):
    big = "".join(
        "%s%s%s%s%s 1\n" % (a, b, c, d, e)
        for a in LABELS[:3]
        for b in LABELS
        for c in LABELS
        for d in LABELS
        for e in LABELS[:4]
    )
    camel.open()
    camel.paste(big)
    camel.page.click("#solve")
    camel.paste(CAMEL)
    camel.settle(lambda: camel.page.click("#solve"))
    assert camel.total == "6440"
    camel.worker_done("pyodide")  # the older solve has come back too
    assert camel.total == "6440"
    assert [row[1] for row in camel.rows()] == ["32T3K", "KTJJT", "KK677", "T55J5", "QQQJA"]
    camel.choose(2)  # asked of the worker that holds the solution on show, not of the one that answered last
    assert camel.total == "5905" and camel.page_info == "Rows 1–5 of 5"


def test_an_input_for_full_python_offline_says_what_it_needs(camel):
    camel.open().worker_done("micropython")
    camel.page.context.set_offline(True)
    camel.paste(BIG)
    camel.settle(lambda: camel.page.click("#solve"))
    assert "it is offline. Connect once and press Solve" in camel.status
    assert "JsProxy" not in camel.status and camel.input_text == BIG
    # The page tries (navigator.onLine says no network, yet the page's own server may answer: test_worker_ends),
    # and the browser may log the refused script in its own words; nothing else is said or left unhandled.
    said = camel.errors_beside("Failed to load resource: net::ERR_INTERNET_DISCONNECTED")
    assert said == [], "the worker's failed start is said, and nothing is left unhandled"
    camel.page.context.set_offline(False)
    camel.settle(lambda: camel.page.click("#solve"))
    assert camel.total == str(total_winnings(BIG, 1))


def test_the_status_line_says_the_newest_answer_while_an_older_one_waits_for_full_python(camel):
    """A big input whose answer waits for full Python, on a slow connection, replaced by the example, which the
    page's MicroPython answers at once: the status line keeps saying that answer, while the older one's download
    goes on and once full Python has started (the older answer never says what it would have gone on to do)."""
    camel.open()
    slowed(camel.page, 3_000_000)
    camel.paste(BIG)
    camel.page.wait_for_function("document.getElementById('status').textContent.startsWith('Loading full Python')")
    camel.settle(lambda: camel.paste(CAMEL))
    said = camel.status
    assert camel.total == str(total_winnings(CAMEL, 1)) and said.startswith("Part 1: total winnings 6,440"), said
    full_python_started(camel)
    camel.worker_done("pyodide")
    assert camel.status == said and camel.total == str(total_winnings(CAMEL, 1))


def test_big_decks_say_what_is_under_way_and_can_be_stopped_at_once(camel):
    """200,000 cards (1.4 MB), more than MicroPython's heap takes at once: the status and Stop show from the
    moment they are pasted (and played), while full Python loads to read them, on a slow connection with how many
    megabytes of it have come, as they come (quietly: a screen reader reads the line once, not at each figure);
    Stop leaves the status saying so while the download goes on; Play pressed then plays them once."""
    camel.open().crab_tab()
    slowed(camel.page, 4_000_000)
    camel.watch_status("#crab-status")
    camel.paste(made_by=dealt(100_000), into="#crab-input")
    camel.page.click("#crab-solve")
    size = len(camel.crab_input) / 1e6
    loading = "Loading full Python (Pyodide, %s, downloaded once) for %.1f MB of input…" % (PYODIDE_SIZE, size)
    assert figures_come(camel, "#crab-status") == loading
    assert camel.page.is_visible("#crab-stop")
    camel.settle(lambda: camel.page.click("#crab-stop"))
    full_python_started(camel)
    figures_then_stopped(camel, "#crab-status", loading)
    slowed(camel.page, None)
    camel.settle(lambda: camel.page.click("#crab-load-example"))
    assert camel.crab_scores == ["306", "291"]


@pytest.mark.parametrize("cards", [34_000, 36_000])
def test_decks_on_either_side_of_the_heap_limit_are_read_to_their_last_line(camel, cards):
    """Just under 500,000 characters, decks go to a MicroPython worker that has not grown its heap; just over,
    to Pyodide; either way a bad card on the last line is named."""
    camel.open().crab_tab()
    camel.paste(made_by=dealt(cards) + " + '0\\n'", into="#crab-input")
    text = camel.crab_input
    camel.settle(lambda: camel.page.click("#crab-solve"))
    assert (len(text) <= HEAP_LIMIT) == (cards == 34_000)
    last = text.count("\n")
    assert camel.page.inner_text("#crab-errors li").startswith("line %d, column 1: card 0 is not dealt" % last)
