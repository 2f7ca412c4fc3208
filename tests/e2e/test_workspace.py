"""The workspace as a person meets it on a laptop (1280×800) and a phone (390×844): the answer in view,
following the input as it is typed, problems that lead to their line, tabs, and buttons that answer where
the eye is.  Layout is checked by positions against the viewport."""

import pytest

from camelcards_core.solution import total_winnings
from tests.e2e.test_crab_page import HARD
from tests.e2e.test_worker import BIG
from tests.examples import CAMEL, CRAB
from tests.strategies import LABELS

SIZES = {"laptop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
# 2,197 hands: more than one page of the table.
PAGES = "".join(
    "%s%s%s99 %d\n" % (a, b, c, i + 1)
    for i, (a, b, c) in enumerate((a, b, c) for a in LABELS for b in LABELS for c in LABELS)
)


@pytest.fixture(params=sorted(SIZES))
def screen(request, camel):
    camel.page.set_viewport_size(SIZES[request.param])
    camel.screen = request.param
    return camel


def box(camel, selector):
    return camel.page.eval_on_selector(
        selector,
        "e => { const r = e.getBoundingClientRect(); return {top: r.top, bottom: r.bottom,"
        " left: r.left, right: r.right, width: r.width, height: r.height}; }",
    )


def in_view(camel, selector):
    """Whether the element is laid out and wholly inside the viewport."""
    size, where = camel.page.viewport_size, box(camel, selector)
    return (
        where["width"] > 0
        and where["top"] >= 0
        and where["left"] >= 0
        and where["bottom"] <= size["height"]
        and where["right"] <= size["width"]
    )


def no_sideways_scroll(camel):
    return camel.page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth")


def test_after_solve_the_answer_is_in_view(screen):
    camel = screen.open()
    camel.type_input(CAMEL)
    camel.page.evaluate("window.scrollTo(0, 0)")
    camel.settle(lambda: camel.page.click("#solve"))
    assert in_view(camel, "#total") and in_view(camel, "#other-total")
    assert in_view(camel, "#results tbody tr:first-child")
    if camel.screen == "laptop":
        assert in_view(camel, "#input"), "input and answer side by side"
        assert box(camel, "#input")["right"] < box(camel, "#total")["left"]
    assert no_sideways_scroll(camel)


def test_after_solve_the_problems_are_in_view(screen):
    camel = screen.open()
    camel.type_input("32T3K 765\nT55X5 684\n")
    camel.page.evaluate("window.scrollTo(0, 0)")
    camel.settle(lambda: camel.page.click("#solve"))
    assert in_view(camel, "#errors li:first-child")


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


def test_above_the_live_limit_an_edited_input_marks_the_answer_out_of_date_until_solve(camel):
    camel.open()
    camel.paste(BIG)
    camel.settle(lambda: camel.page.click("#solve"))
    assert camel.page.get_attribute("#answer", "data-stale") is None
    assert camel.page.locator("#stale-note").is_hidden()
    changed = BIG.replace("2222", "3333", 1)
    camel.paste(changed)
    assert camel.page.get_attribute("#answer", "data-stale") == ""
    assert "Press Solve" in camel.page.inner_text("#stale-note")
    camel.settle(lambda: camel.page.click("#solve"))
    assert camel.page.get_attribute("#answer", "data-stale") is None
    assert camel.total == str(total_winnings(changed, 1))


def selection(camel, selector="#input"):
    return camel.page.eval_on_selector(
        selector, "t => [document.activeElement === t, t.value.slice(t.selectionStart, t.selectionEnd)]"
    )


def test_a_problem_leads_to_its_line(screen):
    camel = screen.open()
    camel.solve("32T3K 765\nT55J5 684\nKK6X7 28\nKTJJT 220\n")
    camel.page.click("#errors li:first-child button")
    assert selection(camel) == [True, "KK6X7 28"]
    assert in_view(camel, "#input")


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
    assert selection(camel) == [True, "bad line"]
    assert camel.held_note.startswith("Showing lines 1,751–2,250 of 43,940 lines")
    assert camel.input_text == "".join(lines), "moving the lines on show changes nothing of the input"


def test_while_a_long_crab_game_plays_its_progress_and_stop_are_in_view(screen):
    camel = screen.open()
    camel.play_crab(HARD, wait=False)
    camel.page.wait_for_function(
        "document.getElementById('crab-status').textContent.startsWith('Playing Recursive Combat:')", timeout=120_000
    )
    assert in_view(camel, "#crab-status") and in_view(camel, "#crab-stop")
    camel.settle(lambda: camel.page.click("#crab-stop"))


def test_a_crab_problem_leads_to_its_line_and_looks_like_a_camel_problem(camel):
    camel.open().play_crab("Player 1:\n9\n2x\n\nPlayer 2:\n5\n")
    assert camel.page.locator("#crab-errors li button.line-link").count() == 1
    camel.page.click("#crab-errors li:first-child button")
    assert selection(camel, "#crab-input") == [True, "2x"]


def test_the_tabs_follow_arrow_keys_home_and_end(camel):
    camel.open()
    camel.page.focus("#tab-camel")
    for key, tab, title in (
        ("ArrowRight", "crab", "Crab Combat"),
        ("ArrowRight", "how", "How it works"),
        ("Home", "camel", "Camel Cards"),
        ("End", "how", "How it works"),
        ("ArrowLeft", "crab", "Crab Combat"),
        ("Home", "camel", "Camel Cards"),
        ("ArrowLeft", "how", "How it works"),
    ):
        camel.page.keyboard.press(key)
        camel.page.wait_for_function("t => document.getElementById('title').textContent === t", arg=title)
        assert camel.page.evaluate("document.activeElement.id") == "tab-" + tab
        assert camel.page.get_attribute("#tab-" + tab, "aria-selected") == "true"
        assert camel.page.locator("#" + tab).is_visible()
        assert title in camel.page.title()
        assert camel.page.locator(".intro:visible").evaluate_all("ps => ps.map(p => p.dataset.tab)") == ["tab-" + tab]


@pytest.mark.parametrize("by", ["click", "keys"])
def test_a_tab_chosen_while_the_page_starts_shows_at_once_and_works_once_ready(camel, by):
    camel.open().play_crab(CRAB)
    go_on = camel.open_starting(reload=True)
    if by == "click":
        camel.page.click("#tab-crab")
    else:
        camel.page.focus("#tab-camel")
        camel.page.keyboard.press("ArrowRight")
    assert camel.page.locator("#crab").is_visible() and camel.page.locator("#camel").is_hidden()
    assert camel.page.inner_text("#title") == "Crab Combat" and "Crab Combat" in camel.page.title()
    assert "2020 day 22" in camel.page.inner_text(".intro:visible")
    assert camel.page.is_disabled("#crab-load-example") and camel.page.is_disabled("#crab-solve")
    decks = "Player 1:\n43\n19\n\nPlayer 2:\n2\n29\n14\n"
    camel.page.fill("#crab-input", decks)
    go_on(answers=False)
    camel.page.wait_for_selector("#crab-solve:not([disabled])")
    assert camel.page.locator("#crab").is_visible() and camel.crab_input == decks
    assert camel.page.is_enabled("#crab-load-example")
    assert camel.play_crab() == ["no winner", "105"]
    camel.open().crab_tab()
    assert camel.crab_input == decks


def test_copy_share_and_csv_confirm_on_the_button_itself(screen):
    camel = screen.open()
    camel.page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=camel.base_url.rstrip("/"))
    camel.solve(CAMEL, part=2)
    for button, shown in (("#copy-total", "Copied ✓"), ("#share", "Link copied ✓")):
        camel.page.click(button)
        camel.page.wait_for_function("([b, t]) => document.querySelector(b).textContent === t", arg=[button, shown])
        assert in_view(camel, button)
    with camel.page.expect_download():
        camel.page.click("#download-csv")
    camel.page.wait_for_function("document.getElementById('download-csv').textContent === 'Downloaded ✓'")
    camel.page.wait_for_function("document.getElementById('copy-total').textContent === 'Copy the total'", timeout=5000)


def test_the_pager_keeps_focus_on_a_button_that_works(camel):
    camel.open().solve(PAGES)
    camel.page.focus("#last")
    camel.settle(lambda: camel.page.keyboard.press("Enter"))
    assert camel.page.evaluate("[document.activeElement.id, document.activeElement.disabled]") == ["previous", False]
    camel.page.focus("#first")
    camel.settle(lambda: camel.page.keyboard.press("Enter"))
    assert camel.page.evaluate("[document.activeElement.id, document.activeElement.disabled]") == ["next", False]


def test_a_filter_that_matches_nothing_says_so_in_the_tables_place_and_can_be_cleared(camel):
    camel.open().solve(CAMEL, part=2)
    camel.filter(kind="five of a kind", contains="Q")
    assert camel.no_match == "No hands match these filters."
    camel.settle(lambda: camel.page.click("#clear-filters"))
    assert len(camel.rows()) == 5 and camel.no_match is None
    assert camel.page.input_value("#filter-type") == "" and camel.page.input_value("#filter-hand") == ""


def test_the_explanation_opens_in_view_and_gives_focus_back(screen):
    camel = screen.open()
    camel.solve(PAGES if screen.screen == "phone" else CAMEL, part=2)
    hand = camel.rows()[-1][1]
    text = camel.explain(hand, close=False)
    assert text.startswith(hand)
    assert in_view(camel, "#explain-dialog")
    assert camel.page.get_attribute("#results tbody tr:last-child", "aria-current") == "true"
    camel.page.click("#explain-close")
    assert camel.page.evaluate("document.activeElement.getAttribute('aria-label')") == "Explain " + hand


def test_on_a_phone_each_row_shows_rank_hand_bid_and_winnings_and_nothing_scrolls_sideways(camel):
    for width, height in ((390, 844), (360, 740)):
        camel.page.set_viewport_size({"width": width, "height": height})
        camel.open().solve(CAMEL, part=2)
        for cell in ("rank", "hand", "bid", "winnings"):
            assert (
                in_view(camel, "#results tbody tr:first-child td.%s" % cell)
                or box(camel, "#results tbody tr:first-child td.%s" % cell)["right"] <= width
            )
            assert box(camel, "#results tbody tr:first-child td.%s" % cell)["width"] > 0
        assert no_sideways_scroll(camel)
        camel.explain("KTJJT")
        camel.play_crab(CRAB)
        assert no_sideways_scroll(camel)
        camel.how_it_works()
        for _ in range(5):  # every step's table fits
            assert no_sideways_scroll(camel)
            camel.step()
        assert no_sideways_scroll(camel)
        camel.page.click("#tab-camel")


# Each of the chart's words, on screen: its height, and how far it lies inside the chart on either side.
CHART_WORDS = """() => { const chart = document.getElementById('chart').getBoundingClientRect();
  return [...document.querySelectorAll('#chart text')].map(t => { const r = t.getBoundingClientRect();
    return [r.height, r.left - chart.left, chart.right - r.right]; }); }"""


def test_the_charts_words_keep_their_size_on_a_phone_and_stay_inside_it(camel):
    camel.open().solve(CAMEL)
    camel.set_rules("23456789TJQKA", "A")  # three bars a type, and the longest legend
    for width, height in ((1280, 800), (390, 844), (360, 740)):
        camel.page.set_viewport_size({"width": width, "height": height})
        camel.page.locator("#chart").scroll_into_view_if_needed()
        camel.page.evaluate("new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))")
        words = camel.page.evaluate(CHART_WORDS)
        assert len(words) == 7 * 4 + 3  # a name and three counts a type, and the legend
        assert all(height >= 12 for height, _, _ in words), (width, words)
        assert all(left >= 0 and right >= 0 for _, left, right in words), (width, words)
        assert no_sideways_scroll(camel)


def test_the_total_is_grouped_and_exact(camel):
    camel.open().solve("AAAAA 126583324\nKKKKK 1\n")
    assert camel.page.inner_text("#total") == "253,166,649"
    assert camel.total == "253166649"


def test_a_file_dropped_anywhere_is_taken(camel):
    camel.open()
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


def test_a_shared_link_has_an_icon_a_description_and_a_preview(camel):
    camel.open()
    head = camel.page.evaluate("""() => Object.fromEntries([['icon', 'link[rel=icon]', 'href'], ['description', 'meta[name=description]', 'content'],
        ['title', 'meta[property="og:title"]', 'content'], ['summary', 'meta[property="og:description"]', 'content']]
        .map(([name, selector, attribute]) => [name, document.querySelector(selector)?.getAttribute(attribute) || '']))""")
    assert head["icon"].endswith(".svg") and all(len(value) > 20 for name, value in head.items() if name != "icon")
    icon = camel.page.request.get(camel.base_url + head["icon"].lstrip("./"))
    assert icon.ok and icon.headers["content-type"].startswith("image/svg+xml") and b"<svg" in icon.body()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_controls_follow_the_theme_and_are_big_enough_to_touch(camel, scheme):
    camel.page.emulate_media(color_scheme=scheme)
    camel.page.set_viewport_size(SIZES["phone"])
    camel.open().solve(CAMEL)
    accent = camel.page.evaluate("getComputedStyle(document.documentElement).getPropertyValue('--accent').trim()")
    assert camel.page.evaluate(
        "getComputedStyle(document.querySelector('input[type=radio]')).accentColor"
    ) == camel.page.evaluate(
        "c => { const e = document.createElement('i'); e.style.color = c; document.body.append(e); const v = getComputedStyle(e).color; e.remove(); return v; }",
        accent,
    )
    small = camel.page.evaluate("""() => [...document.querySelectorAll('button, label.file, .parts label, select, input[type=search]')]
        .filter(e => e.getClientRects().length && e.offsetParent !== null)
        .map(e => [e.id || e.textContent.trim().slice(0, 20), Math.round(e.getBoundingClientRect().height)])
        .filter(([, h]) => h < 44)""")
    assert small == []
