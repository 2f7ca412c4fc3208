"""The answer in real Chromium: exact totals for both parts and every hand in the table, problems named by line
and never run as markup, the answer following what is typed, and a page that stays on its own origin and
fetches each of its files once."""

import re
from urllib.parse import urlparse

import python_files
from harness.page_facts import SESSION_KEYS
from tests import server
from tests.answers import total_winnings
from tests.examples import CAMEL
from tests.test_site_config import Head


def test_example_gives_both_answers(camel):
    camel.open()
    assert camel.page.get_attribute("#total", "data-value") is None, "no total yet, and no empty one"
    camel.solve(CAMEL, part=1)
    assert camel.total == "6440"
    camel.choose(2)
    assert camel.total == "5905"


def test_table_ranks_every_hand_weakest_first(camel):
    camel.open().solve(CAMEL, part=2)
    rows = camel.rows()
    assert [row[0] for row in rows] == ["1", "2", "3", "4", "5"]
    assert [row[1] for row in rows] == ["32T3K", "KK677", "T55J5", "QQQJA", "KTJJT"]
    assert rows[4][2:4] == ["four of a kind", "KTTTT"]
    assert camel.page.locator("#results tbody mark.joker").count() == sum(
        hand.count("J") for hand in CAMEL.split()[0::2]
    )


def test_a_fifty_digit_bid_stays_exact(camel):
    bid = 10**49 + 123456789
    text = "AAAAA %d\n23456 1\n" % bid
    camel.open().solve(text, part=1)
    assert camel.total == str(2 * bid + 1)
    assert int(camel.total) > 2**64


def test_the_total_is_grouped_and_exact(camel):
    camel.open().solve("AAAAA 126583324\nKKKKK 1\n")
    assert camel.page.inner_text("#total") == "253,166,649"
    assert camel.total == "253166649"


def test_bad_lines_are_named_and_nothing_is_totalled(camel):
    text = "32T3K 765\nT55X5 684\nKK677\n"
    camel.open().solve(text)
    assert camel.total is None
    assert camel.errors[0].startswith("line 2, column 4: 'X' is not a card label")
    assert camel.errors[1].startswith("line 3, column 6: the bid is missing")
    assert camel.input_text == text


def test_an_earlier_total_disappears_when_the_input_turns_bad(camel):
    camel.open().solve(CAMEL)
    assert camel.total == "6440"
    camel.solve(CAMEL + "oops\n")
    assert camel.total is None
    assert camel.page.get_attribute("#total", "data-value") is None
    assert camel.errors[0].startswith("line 6, column 1:")


def test_pasted_markup_is_shown_as_text_and_never_runs(camel):
    attack = '<img src=x onerror="window.__pwned=1">'
    camel.open().solve(attack + " 5\n")
    assert camel.page.evaluate("window.__pwned") is None
    assert camel.page.locator("#errors img").count() == 0
    assert attack in camel.page.locator("#errors").inner_text()


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


def test_typing_is_answered_without_solve_and_a_pause_is_enough(screen):
    camel = screen.open()
    camel.type_input(CAMEL)
    camel.page.wait_for_function("document.getElementById('total').dataset.value === '6440'")
    camel.page.focus("#input")
    camel.page.keyboard.press("Control+End")
    camel.page.keyboard.type("AAAAA 1000\n", delay=30)
    expected = str(total_winnings(CAMEL + "AAAAA 1000\n", 1))
    camel.page.wait_for_function("v => document.getElementById('total').dataset.value === v", arg=expected)
    assert camel.page.get_attribute("#answer", "data-stale") is None
    assert camel.page.evaluate("document.activeElement.id") == "input", "typing keeps its focus"


def test_ctrl_enter_solves(camel):
    camel.open()
    camel.page.fill("#input", CAMEL)
    camel.page.press("#input", "Control+Enter")
    camel.page.wait_for_selector("#answer:not([hidden])")
    assert camel.total == "6440"


def test_the_page_stays_on_its_own_origin_and_logs_no_errors(camel):
    camel.open().solve(CAMEL, part=2)
    assert camel.total == "5905"
    assert camel.offsite == []
    assert camel.console_errors == []


def test_the_start_fetches_each_file_once(camel):
    """The page preloads what PyScript will ask for; a preload that does not match the later request in
    mode or credentials would be fetched a second time.  The worker fetches its runtime and its unpacker
    itself, so those may come twice."""
    own = {
        "/pyscript/micropython/micropython.mjs",
        "/pyscript/micropython/micropython.wasm",
        "/vendor/nanotar/index.mjs",
        "/js/archives.js",
    }
    camel.open()
    camel.worker_done("micropython")  # the worker's start, which ready does not wait for
    paths = [urlparse(url).path for url in camel.requested]
    assert "/pyscript/micropython/micropython.wasm" in paths and python_files.WORKERS[0].archive in paths
    twice = {path for path in paths if paths.count(path) > (2 if path in own else 1)}
    assert twice == set()


def test_the_page_preloads_exactly_what_its_start_fetches(camel):
    """What PyScript asks for down its chain (core, its chunks, config, plugins, interpreter, files, modules,
    script) is all named in the head, to be fetched at once; and nothing named there goes unused: the page
    with its preloads taken out fetches the same files before it is ready."""

    def without_preloads(route):
        response = route.fetch()
        route.fulfill(response=response, body=re.sub(r'\s*<link rel="(module)?preload"[^>]*>', "", response.text()))

    camel.page.route(camel.base_url, without_preloads)
    camel.page.add_init_script(
        "new MutationObserver(() => { if (document.documentElement.hasAttribute('data-ready'))"
        " window.__readyAt ??= performance.now(); }).observe(document, {attributes: true, subtree: true});"
    )
    camel.open()
    assert camel.page.locator('link[rel="modulepreload"]').count() == 0
    started = camel.page.evaluate(
        "performance.getEntriesByType('resource').filter((entry) => entry.startTime < window.__readyAt)"
        ".map((entry) => new URL(entry.name).pathname)"
    )
    head = Head()
    head.feed((server.ROOT / "site" / "index.html").read_text())
    assert "/pyscript/micropython/micropython.wasm" in started
    own, preloaded = ({href.lstrip(".") for href in hrefs} for hrefs in (head.own, head.preloads))
    assert set(started) - own == preloaded


def test_a_normal_visit_never_downloads_pyodide(camel):
    camel.open().solve(CAMEL, part=1)
    camel.choose(2)
    assert camel.total == "5905"
    assert [url for url in camel.requested if "/pyscript/pyodide/" in url] == []


def test_a_paste_while_the_worker_warms_up_is_answered(camel):
    """The page warms its worker up when it starts (which the other tests leave out); a paste made at once
    is answered, and the warm-up makes way for it without an error."""
    camel.page.add_init_script("sessionStorage.removeItem('%s')" % SESSION_KEYS["warm"])
    camel.open()
    camel.paste(CAMEL)
    camel.settled()
    assert camel.total == "6440"
    camel.worker_done("micropython")
    assert camel.console_errors == []
