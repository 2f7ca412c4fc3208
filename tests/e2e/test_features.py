"""What people do around the answer: load the example or a file, share and keep their input, read why a hand
ranks where it does, sort, filter, chart, export, copy, and use it with assistive tools and on a phone."""

import csv
import io

import pytest

from tests.e2e.page import CamelPage
from tests.examples import CAMEL

KTJJT_PART2 = ["5", "KTJJT", "four of a kind", "KTTTT", "220", "1100", "2 (−3)"]


def test_load_example_fills_and_solves(camel):
    camel.open().settle(lambda: camel.page.click("#load-example"))
    assert camel.input_text == CAMEL
    assert camel.total == "6440"


def test_a_chosen_file_and_a_dropped_file_are_solved(camel, tmp_path):
    source = tmp_path / "input.txt"
    source.write_text(CAMEL)
    camel.open().settle(lambda: camel.page.set_input_files("#file", str(source)))
    assert camel.input_text == CAMEL and camel.total == "6440"
    dropped = "AAAAA 2\nKKKKK 3\n"
    camel.settle(
        lambda: camel.page.evaluate(
            "text => { const data = new DataTransfer(); data.items.add(new File([text], 'drop.txt', {type: 'text/plain'}));"
            " document.getElementById('input').dispatchEvent(new DragEvent('drop', {dataTransfer: data, bubbles: true, cancelable: true})); }",
            dropped,
        )
    )
    assert camel.input_text == dropped and camel.total == "7"


def test_a_binary_file_gets_a_message_not_a_crash(camel, tmp_path):
    source = tmp_path / "photo.png"
    source.write_bytes(bytes(range(256)) * 40)
    camel.open().settle(lambda: camel.page.set_input_files("#file", str(source)))
    assert camel.total is None
    assert camel.errors[0].startswith("line 1, column 1:")
    assert camel.console_errors == []


def test_a_share_link_round_trips_in_a_fresh_browser(camel, browser):
    camel.open().solve(CAMEL, part=2)
    assert "#" not in camel.page.url
    link = camel.share_link()
    assert link.startswith(camel.base_url) and "#input=" in link
    assert "contains your whole input" in camel.page.inner_text("#share-note")
    fresh = browser.new_context()
    try:
        other = CamelPage(fresh.new_page(), camel.base_url)
        other.page.goto(link)
        other.page.wait_for_selector("html[data-ready]", state="attached")
        other.page.wait_for_selector("html[data-updates]", state="attached")
        other.settled()
        assert other.input_text == CAMEL
        assert other.page.is_checked('input[name="part"][value="2"]')
        assert other.total == "5905"
        assert "#" not in other.page.url
        assert other.offsite == [] and other.console_errors == []
    finally:
        fresh.close()


def test_a_share_link_never_loses_the_visitors_own_input(camel):
    camel.open()
    own = "AAAAA 5\n"
    camel.type_input(own)
    camel.solve(CAMEL, part=2)
    link = camel.share_link()
    camel.type_input(own)
    camel.settle(lambda: camel.page.goto(link))
    assert camel.input_text == CAMEL
    camel.settle(lambda: camel.page.click("#restore-previous"))
    assert camel.input_text == own and camel.total == "5"


def test_a_damaged_link_says_so_and_keeps_the_input(camel):
    camel.open()
    camel.type_input(CAMEL)
    camel.page.goto(camel.base_url + "#input=AAAA&part=2")
    camel.page.wait_for_selector("#notice:not([hidden])")
    assert "could not be read" in camel.notice
    assert camel.input_text == CAMEL


def test_rank_change_and_explanation(camel):
    camel.open().solve(CAMEL, part=2)
    assert KTJJT_PART2 in camel.rows()
    text = camel.explain("KTJJT")
    assert "rank 5 of 5 in part 2 (rank 2 in part 1)" in text
    assert "The 2 jokers join the largest group (T, twice), making four of a kind." in text
    assert "QQQJA is also four of a kind; card 1 decides: K beats Q." in text
    camel.choose(1)
    text = camel.explain("KK677")
    assert "KTJJT is also two pair; the first card matches, and card 2 decides: K beats T." in text


def test_sorting_changes_the_order_and_aria_sort(camel):
    camel.open().solve(CAMEL, part=1)
    assert camel.sorted_column() == [["rank", "ascending"]]
    camel.sort_by("bid")
    assert [row[4] for row in camel.rows()] == ["28", "220", "483", "684", "765"]
    assert camel.sorted_column() == [["bid", "ascending"]]
    camel.sort_by("bid")
    assert [row[4] for row in camel.rows()] == ["765", "684", "483", "220", "28"]
    assert camel.sorted_column() == [["bid", "descending"]]
    camel.sort_by("hand")
    assert [row[1] for row in camel.rows()] == ["32T3K", "T55J5", "QQQJA", "KTJJT", "KK677"]


def test_filters_by_type_and_by_hand(camel):
    camel.open().solve(CAMEL, part=2)
    camel.filter(kind="four of a kind")
    assert [row[1] for row in camel.rows()] == ["T55J5", "QQQJA", "KTJJT"]
    camel.filter(contains="tj")
    assert [row[1] for row in camel.rows()] == ["KTJJT"]
    assert "1 hand of 5" in camel.page.inner_text("#results caption")
    camel.filter(contains="AAA")
    assert camel.rows() == [] and camel.no_match == "No hands match these filters."
    assert camel.page.locator("#results").is_hidden()


def test_the_chart_counts_each_type_in_both_parts(camel):
    camel.open().solve(CAMEL, part=1)
    bars = camel.page.locator("#chart rect title").evaluate_all("titles => titles.map(t => t.textContent)")
    assert len(bars) == 14
    assert "four of a kind, part 2: 3 hands" in bars
    assert "three of a kind, part 1: 2 hands" in bars
    assert "high card, part 1: 0 hands" in bars


def test_csv_holds_the_table(camel):
    camel.open().solve(CAMEL, part=2)
    text, name = camel.download_csv()
    assert name == "camel-cards-part2.csv"
    records = list(csv.reader(io.StringIO(text)))
    assert records[0][:6] == ["rank", "hand", "type", "jokers_as", "bid", "winnings"]
    table = camel.rows()
    assert [r[:3] + r[4:6] for r in records[1:]] == [[row[0], row[1], row[2], row[4], row[5]] for row in table]


def test_copy_puts_the_exact_total_on_the_clipboard(camel):
    camel.page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=camel.base_url.rstrip("/"))
    camel.open().solve(CAMEL, part=2)
    camel.page.click("#copy-total")
    camel.page.wait_for_function("document.getElementById('status').textContent.startsWith('Copied')")
    assert camel.page.evaluate("navigator.clipboard.readText()") == "5905"


@pytest.mark.parametrize("scheme, background", [("light", "rgb(246, 244, 238)"), ("dark", "rgb(21, 19, 14)")])
def test_no_serious_accessibility_problems_idle_solved_failing_or_holding_a_long_input(camel, scheme, background):
    """In both colour schemes, whose page backgrounds show that the scheme took; axe-core checks contrast too."""
    camel.page.emulate_media(color_scheme=scheme)
    camel.open()
    assert camel.page.evaluate("getComputedStyle(document.body).backgroundColor") == background
    assert camel.axe() == []
    camel.solve(CAMEL, part=2)
    camel.explain("KTJJT")
    assert camel.axe() == []
    camel.solve("32T3K 765\nbad line\n")
    assert camel.axe() == []
    camel.paste(CAMEL * 10_000)
    assert camel.held_note is not None
    assert camel.axe() == []
    camel.page.click("#tab-crab")
    assert camel.axe() == []
