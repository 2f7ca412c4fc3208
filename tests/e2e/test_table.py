"""The table and what is around the answer: why a hand ranks where it does, sorting, filtering, a page of rows
at a time, the chart, the CSV, and copying, each saying on the button itself that it worked."""

import csv
import io
import re

import pytest

from harness.page_facts import STORE_NAME
from tests.answers import total_winnings
from tests.e2e.inputs import PAGES, distinct_hands
from tests.e2e.page_layout import contrast
from tests.examples import CAMEL

KTJJT_PART2 = ["5", "KTJJT", "four of a kind", "KTTTT", "220", "1100", "2 (−3)"]


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


# Each number cell of a row: its text on show, and its digits alone.
NUMBER_CELLS = """tr => [...tr.querySelectorAll('td.num')].map(td => [td.textContent, td.dataset.value ?? null])"""


def test_the_tables_numbers_are_in_groups_of_three_each_keeping_its_digits(camel):
    """As every number on the page is: rank, bid, winnings and the other part's rank, and how far it moves."""
    hands = "".join("%s %d\n" % (hand, 1_234_567) for hand in distinct_hands(1_200))
    camel.open().solve(hands, part=2)
    camel.settle(lambda: camel.page.click("#last"))
    camel.drawn()
    cells = camel.page.eval_on_selector_all("#results tbody tr", "rows => rows.map(%s)" % NUMBER_CELLS)
    assert cells[-1][:3] == [["1,200", "1200"], ["1,234,567", "1234567"], ["1,481,480,400", "1481480400"]]
    moves = [re.fullmatch(r"(\d{1,3}(?:,\d{3})*) \(([+−]?)(\d{1,3}(?:,\d{3})*)\)", other) for *_, (other, _) in cells]
    assert all(moves) and any("," in m[1] for m in moves), [m and m[0] for m in moves]
    for (rank, _), *_, (other, value) in cells:
        _, sign, by = re.fullmatch(r"(.*) \(([+−]?)(.*)\)", other).groups()
        moved = int(by.replace(",", "")) * (-1 if sign == "−" else 1)
        assert int(other.split()[0].replace(",", "")) - int(rank.replace(",", "")) == moved and value is None


# The text nodes of the table's numbers broken over lines other than at a space: a group (after a comma, where
# draw.js lets a line break) split in two.
MID_GROUP = """() => [...document.querySelectorAll('#results td.num')].flatMap(td => [...td.childNodes])
  .filter(node => node.nodeType === Node.TEXT_NODE && !node.data.includes(' ')).filter(node => {
    const range = document.createRange(); range.selectNodeContents(node);
    return new Set([...range.getClientRects()].map(r => Math.round(r.top))).size > 1; }).map(node => node.data)"""


def test_a_number_too_long_for_its_column_breaks_only_after_a_groups_comma(camel):
    """Bids of hundreds of digits beside hands of six, sorted by bid: beside the input and on a phone, no number
    breaks inside a group of digits (nor the other part's rank inside its brackets)."""
    hands = distinct_hands(250)
    bids = "".join(
        "%s %s\n" % (hand, "9" * (300 + i) if i % 50 == 0 else 100_000 + i * 3_947) for i, hand in enumerate(hands)
    )
    camel.open().solve(bids, part=1)
    camel.sort_by("bid")
    for size in ((1366, 768), (1280, 800), (390, 844)):
        camel.page.set_viewport_size(dict(zip(("width", "height"), size)))
        camel.drawn()
        assert camel.page.evaluate(MID_GROUP) == [] and camel.no_sideways_scroll(), size
    # a hand's explanation says its winnings in a sentence, wrapped within the dialog (the longest bid first)
    camel.sort_by("bid")
    camel.page.locator("#results tbody button.explain").first.click()
    camel.page.wait_for_selector("#explain-dialog[open]")
    wide = camel.page.eval_on_selector("#explain-dialog", "d => [d.scrollWidth, d.clientWidth]")
    assert wide[0] <= wide[1] and "9" * 30 in camel.page.inner_text("#explain-body").replace(",", ""), wide


def test_the_explanation_gives_the_sort_key(camel):
    camel.open().solve(CAMEL, part=2)
    said = camel.explain("KTJJT")
    assert "Its sort key is 5b9009: 5 for its type (four of a kind" in said
    assert "Rank 5 × bid 220 = winnings of 1,100." in said


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


def test_a_filter_that_matches_nothing_says_so_in_the_tables_place_and_can_be_cleared(camel):
    camel.open().solve(CAMEL, part=2)
    camel.filter(kind="five of a kind", contains="Q")
    assert camel.no_match == "No hands match these filters."
    camel.settle(lambda: camel.page.click("#clear-filters"))
    assert len(camel.rows()) == 5 and camel.no_match is None
    assert camel.page.input_value("#filter-type") == "" and camel.page.input_value("#filter-hand") == ""


def test_large_tables_show_one_page_at_a_time(camel):
    labels = "AKQJT98765432"
    hands = [a + b + c + "99" for a in labels for b in labels for c in labels]
    text = "".join("%s %d\n" % (hand, i + 1) for i, hand in enumerate(hands))
    camel.open().solve(text, part=2)
    assert camel.total == str(total_winnings(text, 2))
    assert [row[0] for row in camel.rows()] == [str(r) for r in range(1, 101)]
    assert camel.page_info == "Rows 1–100 of 2,197"
    camel.turn("next")
    assert camel.rows()[0][0] == "101"
    camel.turn("last")
    assert camel.rows()[-1][0] == "2197" and len(camel.rows()) == 97
    assert camel.page.is_disabled("#next")
    camel.turn("first")
    assert camel.rows()[0][0] == "1" and camel.page.is_disabled("#previous")


def test_the_pager_keeps_focus_on_a_button_that_works(camel):
    camel.open().solve(PAGES)
    camel.page.focus("#last")
    camel.settle(lambda: camel.page.keyboard.press("Enter"))
    assert camel.page.evaluate("[document.activeElement.id, document.activeElement.disabled]") == ["previous", False]
    camel.page.focus("#first")
    camel.settle(lambda: camel.page.keyboard.press("Enter"))
    assert camel.page.evaluate("[document.activeElement.id, document.activeElement.disabled]") == ["next", False]


def test_the_chart_counts_each_type_in_both_parts(camel):
    camel.open().solve(CAMEL, part=1)
    bars = camel.page.locator("#chart rect title").evaluate_all("titles => titles.map(t => t.textContent)")
    assert len(bars) == 14
    assert "four of a kind, part 2: 3 hands" in bars
    assert "three of a kind, part 1: 2 hands" in bars
    assert "high card, part 1: 0 hands" in bars
    assert camel.box("#chart")["bottom"] < camel.box("#results")["top"], "above the table's rows, not under them"


# Each of the chart's counts and the legend's words: its font size, its colour, and its box on screen.
CHART_COUNTS = """() => [...document.querySelectorAll('#chart text.count')].map(t => { const r = t.getBoundingClientRect();
  return [parseFloat(getComputedStyle(t).fontSize), getComputedStyle(t).fill, [r.left, r.top, r.right, r.bottom]]; })"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_charts_numbers_are_as_large_as_the_pages_small_print_and_clear_of_each_other(camel, scheme):
    """13 px at least, on a laptop and a phone, in a colour that reads on the pane (WCAG's 4.5:1), none over
    another."""
    camel.page.emulate_media(color_scheme=scheme)
    camel.open().solve(CAMEL)
    pane = camel.page.eval_on_selector("#answer", "e => getComputedStyle(e.closest('.pane')).backgroundColor")
    for width, height in ((1280, 800), (390, 844)):
        camel.page.set_viewport_size({"width": width, "height": height})
        camel.page.locator("#chart").scroll_into_view_if_needed()
        camel.drawn()
        counts = camel.page.evaluate(CHART_COUNTS)
        assert len(counts) == 7 * 2 + 2  # two counts a type, and the legend
        assert all(size >= 13 for size, _, _ in counts), (width, counts)
        assert all(contrast(fill, pane) >= 4.5 for _, fill, _ in counts), (scheme, pane, counts)
        boxes = [box for _, _, box in counts]
        overlapping = [
            (one, other)
            for i, one in enumerate(boxes)
            for other in boxes[i + 1 :]
            if one[0] < other[2] and other[0] < one[2] and one[1] < other[3] and other[1] < one[3]
        ]
        assert overlapping == [], width


def test_csv_holds_the_table(camel):
    camel.open().solve(CAMEL, part=2)
    text, name = camel.download_csv()
    assert name == STORE_NAME + "-part2.csv"
    records = list(csv.reader(io.StringIO(text)))
    assert records[0][:6] == ["rank", "hand", "type", "jokers_as", "bid", "winnings"]
    table = camel.rows()
    assert [r[:3] + r[4:6] for r in records[1:]] == [[row[0], row[1], row[2], row[4], row[5]] for row in table]


def test_copy_share_and_csv_confirm_on_the_button_itself(screen):
    camel = screen.open()
    camel.page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=camel.base_url.rstrip("/"))
    camel.solve(CAMEL, part=2)
    for button, shown in (("#copy-total", "Copied ✓"), ("#share", "Link copied ✓")):
        camel.page.click(button)
        camel.page.wait_for_function("([b, t]) => document.querySelector(b).textContent === t", arg=[button, shown])
        assert camel.in_view(button)
        if button == "#copy-total":
            assert camel.page.evaluate("navigator.clipboard.readText()") == "5905", "the exact total"
    with camel.page.expect_download():
        camel.page.click("#download-csv")
    camel.page.wait_for_function("document.getElementById('download-csv').textContent === 'Downloaded ✓'")
    camel.page.wait_for_function("document.getElementById('copy-total').textContent === 'Copy the total'", timeout=5000)


def test_the_explanation_opens_in_view_and_gives_focus_back(screen):
    camel = screen.open()
    camel.solve(PAGES if screen.screen == "phone" else CAMEL, part=2)
    hand = camel.rows()[-1][1]
    text = camel.explain(hand, close=False)
    assert text.startswith(hand)
    assert camel.in_view("#explain-dialog")
    assert camel.page.get_attribute("#results tbody tr:last-child", "aria-current") == "true"
    camel.page.click("#explain-close")
    assert camel.page.evaluate("document.activeElement.getAttribute('aria-label')") == "Explain " + hand
