"""The page as a person meets it on a laptop (1280×800) and a phone (390×844), in both colour schemes: the
answer and the problems in view, nothing scrolling sideways, words the page's size, controls big enough to
touch, tabs that follow the keys, and no serious problem for assistive tools.  Layout is checked by
positions against the viewport."""

import pytest

from camelcards_core.parsing import MAX_BID_DIGITS
from tests.e2e.conftest import SIZES
from tests.e2e.inputs import HARD, distinct_hands
from tests.e2e.page_layout import NUMBERS_BROKEN, OTHERS_BROKEN
from tests.examples import CAMEL, CRAB


def test_after_solve_the_answer_is_in_view(screen):
    camel = screen.open()
    camel.type_input(CAMEL)
    camel.page.evaluate("window.scrollTo(0, 0)")
    camel.settle(lambda: camel.page.click("#solve"))
    assert camel.in_view("#total") and camel.in_view("#other-total")
    assert camel.in_view("#chart-box"), "the chart, then the table, as design.md draws them"
    if camel.screen == "laptop":
        assert camel.in_view("#input"), "input and answer side by side"
        assert camel.box("#input")["right"] < camel.box("#total")["left"]
    assert camel.no_sideways_scroll()


def test_after_solve_pressed_below_a_long_input_the_answer_is_in_view(screen):
    """Solve pressed below a long input held beside its box (scrolled to, on a phone): the answer comes into view."""
    camel = screen.open()
    camel.paste(made_by="'KK677 28\\n'.repeat(100_000)")
    camel.page.locator("#solve").scroll_into_view_if_needed()
    camel.settle(lambda: camel.page.click("#solve"))
    assert camel.in_view("#total") and camel.in_view("#other-total")


def test_after_solve_the_problems_are_in_view(screen):
    camel = screen.open()
    camel.type_input("32T3K 765\nT55X5 684\n")
    camel.page.evaluate("window.scrollTo(0, 0)")
    camel.settle(lambda: camel.page.click("#solve"))
    assert camel.in_view("#errors li:first-child")


def test_after_a_paste_the_total_or_the_first_problem_is_in_view(screen):
    """Pasted at the top of the page, the answer comes into view by itself, below the box on a phone."""
    camel = screen.open()
    hands = distinct_hands(1000)
    camel.settle(lambda: camel.paste("".join("%s %d\n" % (hand, i + 1) for i, hand in enumerate(hands))))
    assert camel.in_view("#total")
    camel.page.evaluate("window.scrollTo(0, 0)")
    camel.settle(lambda: camel.paste("32T3K 765\nT55X5 684\n"))
    assert camel.in_view("#errors li:first-child")


def test_solve_and_every_control_beside_a_long_input_can_be_reached(camel):
    """The input pane stays beside the answer as the page scrolls, never taller than the window: beside a long
    input held there, Solve is in view at once on a laptop, and every control of the pane can be clicked."""
    for width, height in ((1280, 800), (1366, 768), (1280, 720)):
        camel.page.set_viewport_size({"width": width, "height": height})
        camel.open()
        camel.paste(made_by="'KK677 28\\n'.repeat(10_000)")  # 90,000 characters: held beside the box
        assert camel.held_note is not None
        if height >= 768:
            assert camel.in_view("#solve")
        controls = camel.page.locator(".input-pane:visible :is(button, input[type=radio], label.file):visible")
        for at in range(controls.count()):
            controls.nth(at).click(trial=True)
        camel.settle(lambda: camel.page.click("#solve"))
        assert camel.in_view("#total")


def test_on_a_phone_each_row_shows_rank_hand_bid_and_winnings_and_nothing_scrolls_sideways(camel):
    for width, height in ((390, 844), (360, 740)):
        camel.page.set_viewport_size({"width": width, "height": height})
        camel.open().solve(CAMEL, part=2)
        for cell in ("rank", "hand", "bid", "winnings"):  # each shown, within the width of the screen
            where = camel.box("#results tbody tr:first-child td.%s" % cell)
            assert where["width"] > 0 and 0 <= where["left"] and where["right"] <= width, (cell, where)
        assert camel.no_sideways_scroll()
        camel.explain("KTJJT")
        camel.play_crab(CRAB)
        assert camel.no_sideways_scroll()
        camel.how_it_works()
        for _ in range(5):  # every step's table fits
            assert camel.no_sideways_scroll()
            camel.step()
        assert camel.no_sideways_scroll()
        camel.page.click("#tab-camel")


# For each element of these ids, how many times a line of it breaks between two digits: inside a group of a number.
BROKEN_IN_A_GROUP = """ids => ids.map(id => {
  const walker = document.createTreeWalker(document.getElementById(id), NodeFilter.SHOW_TEXT);
  let [last, broken] = [null, 0];
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    for (let at = 0; at < text.length; at++) {
      const range = document.createRange(); range.setStart(text, at); range.setEnd(text, at + 1);
      const box = range.getClientRects()[0], digit = /\\d/.test(text.data[at]);
      if (!box) continue;
      if (last && box.top > last.top + 1 && digit && last.digit) broken += 1;
      last = { top: box.top, digit };
    }
  }
  return broken; })"""


def test_a_bid_of_the_most_digits_read_wraps_and_nothing_scrolls_sideways(screen):
    """A bid of thousands of digits, which the page reads, and the winnings and sums it makes, wrap in their
    columns, the totals and the steps, rather than widen the page; the totals and the status line break between
    a number's groups of digits, never inside one."""
    text = "32T3K %s\nKK677 28\nT55J5 684\n" % ("9" * MAX_BID_DIGITS)
    screen.open().solve(text, part=2)
    assert screen.no_sideways_scroll()
    assert screen.page.evaluate(BROKEN_IN_A_GROUP, ["total", "other-total", "status"]) == [0, 0, 0]
    screen.page.click("#results tbody tr:first-child button")  # its hand explained: rank × bid = winnings
    screen.page.wait_for_selector("#explain-dialog[open]")
    assert screen.page.evaluate(BROKEN_IN_A_GROUP, ["explain-body"]) == [0]
    screen.page.keyboard.press("Escape")
    screen.code_tab().run_code()  # the code's answers, each said right
    assert screen.page.evaluate(BROKEN_IN_A_GROUP, ["code-result"]) == [0] and screen.no_sideways_scroll()
    screen.how_it_works()
    screen.page.keyboard.press("End")
    screen.page.wait_for_function(
        "() => /^Step (\\d+) of \\1$/.test(document.getElementById('step-count').textContent)"
    )
    assert screen.no_sideways_scroll()


# How far the table reaches past its pane's inner edge.
TABLE_SPILLS = """() => { const table = document.getElementById('results').getBoundingClientRect();
  const pane = document.getElementById('results').closest('.pane'), box = pane.getBoundingClientRect();
  return table.right - (box.right - parseFloat(getComputedStyle(pane).paddingRight)); }"""


def test_beside_the_input_each_number_of_the_table_keeps_to_one_line(camel):
    """On laptops and a projector, a big input's ranks, bids and winnings (of ten digits) each read on one line, in
    both parts and on its first and last pages (a rank in the other part wraps at its space alone), and the table
    stays inside its pane."""
    hands = distinct_hands(20_000)  # (bids of five digits: the other part's ranks move by thousands)
    bids = "".join("%s %d\n" % (hand, 10_000 + n * 7919 % 90_000) for n, hand in enumerate(hands))
    camel.open().settle(lambda: camel.paste(bids))
    for part in (1, 2):
        camel.choose(part)  # its first page, then its last, by how far each hand moves from the other part
        camel.page.set_viewport_size({"width": 1366, "height": 768})
        camel.settle(lambda: camel.page.click('#results th button[data-sort="change"]'))
        for last in (False, True):
            if last:
                camel.settle(lambda: camel.page.click("#last"))
            for size in ((1280, 800), (1366, 768), (1024, 768)):
                camel.page.set_viewport_size(dict(zip(("width", "height"), size)))
                camel.drawn()
                assert camel.page.locator("#results tbody tr").count() > 0
                assert camel.page.evaluate(NUMBERS_BROKEN) == 0 and camel.no_sideways_scroll(), (part, last, size)
                assert camel.page.evaluate(OTHERS_BROKEN) == 0, (part, last, size)
                assert camel.page.evaluate(TABLE_SPILLS) <= 0, (part, last, size)
    for size in ((1366, 768), (1280, 800)):  # sorted by hand, the widest winnings beside the other part's ranks
        camel.page.set_viewport_size(dict(zip(("width", "height"), size)))
        camel.settle(lambda: camel.page.click('#results th button[data-sort="hand"]'))
        camel.drawn()
        assert camel.page.evaluate(OTHERS_BROKEN) == 0 and camel.page.evaluate(TABLE_SPILLS) <= 0, size


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
        camel.drawn()
        words = camel.page.evaluate(CHART_WORDS)
        assert len(words) == 7 * 4 + 3  # a name and three counts a type, and the legend
        assert all(height >= 12 for height, _, _ in words), (width, words)
        assert all(left >= 0 and right >= 0 for _, left, right in words), (width, words)
        assert camel.no_sideways_scroll()


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


def test_the_tabs_follow_arrow_keys_home_and_end(camel):
    camel.open()
    camel.page.focus("#tab-camel")
    for key, tab, title in (
        ("ArrowRight", "crab", "Crab Combat"),
        ("ArrowRight", "how", "How it works"),
        ("Home", "camel", "Camel Cards"),
        ("End", "code", "Code"),
        ("ArrowLeft", "how", "How it works"),
        ("Home", "camel", "Camel Cards"),
        ("ArrowLeft", "code", "Code"),
    ):
        camel.page.keyboard.press(key)
        camel.page.wait_for_function("t => document.getElementById('title').textContent === t", arg=title)
        assert camel.page.evaluate("document.activeElement.id") == "tab-" + tab
        assert camel.page.get_attribute("#tab-" + tab, "aria-selected") == "true"
        assert camel.page.locator("#" + camel.page.get_attribute("#tab-" + tab, "aria-controls")).is_visible()
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
    assert camel.page.locator("#panel-crab").is_visible() and camel.page.locator("#panel-camel").is_hidden()
    assert camel.page.inner_text("#title") == "Crab Combat" and "Crab Combat" in camel.page.title()
    assert "2020 day 22" in camel.page.inner_text(".intro:visible")
    assert camel.page.is_disabled("#crab-load-example") and camel.page.is_disabled("#crab-solve")
    decks = "Player 1:\n43\n19\n\nPlayer 2:\n2\n29\n14\n"
    camel.page.fill("#crab-input", decks)
    go_on(answers=False)
    camel.page.wait_for_selector("#crab-solve:not([disabled])")
    assert camel.page.locator("#panel-crab").is_visible() and camel.crab_input == decks
    assert camel.page.is_enabled("#crab-load-example")
    assert camel.play_crab() == ["no winner", "105"]
    camel.open().crab_tab()
    assert camel.crab_input == decks


def test_while_a_long_crab_game_plays_its_progress_and_stop_are_in_view(screen):
    camel = screen.open()
    camel.play_crab(HARD, wait=False)
    camel.page.wait_for_function(
        "document.getElementById('crab-status').textContent.startsWith('Playing Recursive Combat:')", timeout=120_000
    )
    assert camel.in_view("#crab-status") and camel.in_view("#crab-stop")
    camel.settle(lambda: camel.page.click("#crab-stop"))


@pytest.mark.parametrize("scheme, background", [("light", "rgb(246, 244, 238)"), ("dark", "rgb(21, 19, 14)")])
def test_no_serious_accessibility_problems_anywhere(camel, scheme, background):
    """In both colour schemes, whose page backgrounds show that the scheme took; axe-core checks contrast too:
    idle, solved with a hand explained, with problems, holding a long input, in Crab Combat and in How it
    works with lines marked."""
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
    camel.play_crab(CRAB)
    assert camel.axe() == []
    camel.how_it_works().step().step().step()  # lines marked
    assert camel.axe() == []


def test_a_tab_opened_by_its_address_opens_at_the_top_of_the_page(screen):
    """#crab names the tab, not an element the browser scrolls to (the header and the tabs out of sight)."""
    for fragment in ("#crab", "#how", "#code"):
        screen.visit(screen.base_url + fragment)
        assert screen.page.evaluate("scrollY") == 0, (fragment, screen.screen)
