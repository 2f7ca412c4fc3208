"""How it works: the readable solution beside the steps by default, each step marking its lines in it, and the
core's own files a choice away, shown as served; a step-through of the input (or of the example), each step
marking the functions it runs, and links to lines; the step in the address, stepped by buttons and keys."""

import re

import pytest

from tests.e2e.steps import broken_cells, cut_lines, hash_of, marked_solution_lines, step_on_show, wait_step
from tests.examples import CAMEL, CRAB
from tests.server import ROOT

# The core's files shown, as the page lists them.
FILES = re.findall(r'data-file="camelcards_core/([\w.]+)"', (ROOT / "site" / "index.html").read_text())
SOLUTION = (ROOT / "site" / "coding" / "solutions" / "camel.py").read_text()
# What the lines each step marks in the readable solution hold, all of it and nothing else: a piece of each.
MARKED = {
    1: ("def hand_type(", "Counter("),
    2: ("JOKERS = ", "counts[0] += hand.count(joker)"),
    3: ("return hand_type(hand, JOKERS[part])", "ranked = sorted("),
    4: ("ORDERS = ", "[ORDERS[part].index(card) for card in hand]"),
    5: ("rank * int(bid)",),
    6: ("return sum(",),
}


def test_the_readable_solution_shows_by_default_and_each_step_marks_its_lines(screen):
    screen.open().how_it_works()
    page = screen.page
    assert (
        page.is_visible('.source[data-source="camel.py"]')
        and page.get_attribute('.file-choice[data-show="camel.py"]', "aria-pressed") == "true"
    )
    assert all(page.is_hidden('.source[data-source="%s"]' % name) for name in FILES)
    assert page.text_content("[data-solution]") == SOLUTION
    for number, pieces in MARKED.items():
        assert step_on_show(page) == number
        marked = marked_solution_lines(page)
        assert len(marked) == len(pieces)
        assert all(any(piece in text for _, text in marked) for piece in pieces), (number, marked)
        first = page.locator("#camel\\.py-L%d" % marked[0][0]).bounding_box()
        view = page.locator('.source[data-source="camel.py"]').bounding_box()
        assert view["y"] <= first["y"] and first["y"] + first["height"] <= view["y"] + view["height"]
        assert cut_lines(page) == [] and broken_cells(page) == [] and screen.no_sideways_scroll()
        if number < len(MARKED):
            screen.step()
    assert screen.console_errors == []


# Where the solution's box is scrolled, and how far it can be; where the first line marked starts on screen, below
# the box's top; where the last one ends in the whole file, below its first line; the box's height that the
# window shows (all of it for a box below the window's foot, which is the top of the steps' controls where they
# stand there, presented on a phone); and whether the first line marked ends in the window, or the box starts below
# its foot.
SCROLLED = """() => { const box = document.querySelector('.source[data-source="camel.py"]');
  const top = box.getBoundingClientRect().top + box.clientTop;
  const controls = document.getElementById('step-next').parentElement;
  const foot = getComputedStyle(controls).position === 'fixed' ? controls.getBoundingClientRect().top : innerHeight;
  const marked = [...box.querySelectorAll('.line.used')].map(line => line.getBoundingClientRect());
  const fileEnd = [...box.querySelectorAll('.line')].at(-1).getBoundingClientRect().bottom - top;
  const room = foot - Math.max(top, 0);
  const lines = [...box.querySelectorAll('.line')].map(line => line.getBoundingClientRect());
  const row = parseFloat(getComputedStyle(box.querySelector('.line')).lineHeight);
  const into = (r) => (top - r.top) % row;  // how far into one of its rows of text the box's top falls
  const cut = lines.filter(r => r.top < top - 1 && r.bottom > top + 1 && into(r) > 1 && into(r) < row - 1).length;
  const atTop = lines.find(r => r.bottom > top + 1);
  return {cut, atTop: atTop.height, scrolled: box.scrollTop, end: box.scrollHeight - box.clientHeight, first: marked[0].top - top,
    last: marked.at(-1).bottom - top + box.scrollTop, fileEnd,
    height: room <= 0 ? box.clientHeight : Math.min(box.clientHeight, room),
    seen: top >= foot || marked[0].bottom <= foot,
    allSeen: top >= foot || marked.at(-1).bottom <= foot + 1, span: marked.at(-1).bottom - marked[0].top}; }"""


@pytest.mark.full_browser  # its window is sized again while full screen
def test_the_solution_opens_at_its_top_or_at_the_steps_first_marked_line(camel):
    """At its top where that shows every line the step marks in the window, else from the line above the first
    (or with the file's end at the foot of the window, where the rest of the file fits), presented or not, as
    the tab opens and at every step: the first line marked is in the window wherever the box's top is, no row
    of text is cut in two at the box's top, and the page does not move."""
    for size in ({"width": 1280, "height": 800}, {"width": 1366, "height": 768}, {"width": 390, "height": 844}):
        camel.page.set_viewport_size(size)
        camel.open().how_it_works()
        for number in range(1, len(MARKED) + 1):
            for presenting in (False, True):
                if presenting:
                    camel.page.click("#present")
                    camel.page.wait_for_selector("html[data-present]", state="attached")
                at = camel.page.evaluate(SCROLLED)
                where = (size["width"], number, presenting, at)
                if at["last"] <= at["height"]:
                    assert at["scrolled"] == 0, where
                else:
                    # The first marked line a line below the top of what the window shows of the box, or lower
                    # where the file ends at the foot of it: never empty room below the file's last line.
                    near = at["first"] <= max(40, at["atTop"] + 1)  # below the line above it, shown whole
                    assert -1 <= at["first"] and (near or at["fileEnd"] <= at["height"]), where
                    assert at["fileEnd"] >= at["height"] - 40, where
                assert at["seen"] and at["cut"] == 0, where
                assert at["allSeen"] or at["span"] > at["height"], where  # each marked line, where they all fit
                # The page never moves under the pointer that steps (the view presented neither).
                assert camel.page.evaluate("scrollY") == 0, where
            camel.page.keyboard.press("Escape")
            camel.page.wait_for_selector("html:not([data-present])", state="attached")
            if number < len(MARKED):
                camel.step()


def test_the_four_step_buttons_share_one_row_at_every_size(camel):
    camel.open().how_it_works()
    for size in ({"width": 1280, "height": 800}, {"width": 1366, "height": 768}, {"width": 390, "height": 844}):
        camel.page.set_viewport_size(size)
        tops = {
            camel.box(selector)["top"] for selector in ("#step-first", "#step-previous", "#step-next", "#step-last")
        }
        assert len(tops) == 1, size
        assert camel.box("#how-share")["top"] > max(tops)
        assert camel.no_sideways_scroll()


def test_next_previous_and_the_keys_step_and_the_address_follows_without_history(camel):
    camel.open()
    page = camel.page
    page.goto(camel.base_url + "#how")
    camel.how_it_works()
    entries = page.evaluate("history.length")
    assert hash_of(page) == "#how&step=1"
    camel.step()
    assert step_on_show(page) == 2 and hash_of(page) == "#how&step=2"
    for key, number in (("ArrowRight", 3), ("End", 6), ("ArrowRight", 6), ("ArrowLeft", 5), ("Home", 1)):
        page.keyboard.press(key)
        wait_step(page, number)
        assert hash_of(page) == "#how&step=%d" % number
    camel.step("#step-next")
    assert hash_of(page) == "#how&step=2" and page.evaluate("history.length") == entries
    page.go_back()
    page.wait_for_function("document.getElementById('tab-camel').getAttribute('aria-selected') === 'true'")
    assert "how" not in hash_of(page)


def test_its_tab_clicked_gives_the_keys_to_its_steps_and_a_tab_chosen_by_keys_keeps_them(camel):
    """A presenter who clicks How it works steps with →; a keyboard user on the tabs moves between them."""
    camel.open().how_it_works()
    page = camel.page
    page.keyboard.press("ArrowRight")
    wait_step(page, 2)
    assert page.get_attribute("#tab-how", "aria-selected") == "true"
    page.keyboard.press("ArrowLeft")
    wait_step(page, 1)
    page.focus("#tab-how")
    page.keyboard.press("Enter")  # chosen by the keyboard: the arrows go on moving between the tabs
    page.keyboard.press("ArrowRight")
    page.wait_for_selector('#tab-code[aria-selected="true"]:focus')
    assert step_on_show(page) == 1 and camel.console_errors == []


def test_a_clicked_tab_gives_the_keys_to_the_one_view_of_steps_in_it(camel):
    """Back on the Crab Combat tab or the Code tab by a click, the arrows, Home and End step its replay or its
    trace, as on How it works; Space does not start the replay playing."""
    camel.open().crab_tab()
    assert camel.play_crab(CRAB) == ["306", "291"]
    camel.replay(2)
    last = int(camel.page.get_attribute("#replay-round", "max"))
    for key, reached in (("End", last), ("Home", 0), ("ArrowRight", 1)):
        camel.page.click("#tab-camel")
        camel.page.click("#tab-crab")
        camel.page.keyboard.press(key)
        camel.page.wait_for_function("r => document.getElementById('replay-round').value === String(r)", arg=reached)
    camel.page.keyboard.press(" ")
    assert camel.page.inner_text("#replay-play") == "Play"
    camel.code_tab().step_through()
    camel.page.click("#tab-camel")
    camel.page.click("#tab-code")
    camel.page.keyboard.press("ArrowRight")
    camel.page.wait_for_function("document.getElementById('trace').dataset.step === '2'")
    camel.page.keyboard.press("End")
    camel.page.wait_for_function("t => t.dataset.step === t.dataset.steps", arg=camel.page.query_selector("#trace"))


def test_a_reload_or_a_link_opens_the_step_in_the_address(camel):
    camel.open("#how&step=5")
    wait_step(camel.page, 5)
    assert camel.page.inner_text("#step-title").startswith("5. ")
    assert camel.page.get_attribute("#tab-how", "aria-selected") == "true"
    camel.page.reload()
    wait_step(camel.page, 5)
    camel.page.evaluate("location.hash = '#how&step=99'")  # beyond the last: the last
    wait_step(camel.page, 6)
    assert hash_of(camel.page) == "#how&step=6" and camel.console_errors == []


def test_the_source_shown_is_the_file_served(camel):
    camel.open().how_it_works()
    for name in FILES:
        served = camel.page.evaluate("url => fetch(url).then(r => r.text())", "./camelcards_core/" + name)
        shown = camel.page.evaluate(
            "name => document.querySelector(`[data-file='camelcards_core/${name}']`).textContent", name
        )
        assert shown == served and served.startswith('"""')
    assert camel.page.locator("[data-file] .hljs-keyword").count() > 50  # highlighted by highlight.js
    assert camel.offsite == [] and camel.console_errors == []


def test_chosen_while_the_page_starts_it_says_what_it_waits_for_then_walks(camel):
    camel.open()
    go_on = camel.open_starting(reload=True)
    camel.page.click("#tab-how")
    assert camel.page.is_disabled("#step-next") and camel.page.is_disabled("#step-previous")
    assert "once the page's Python is running" in camel.page.inner_text("#steps-about")
    go_on(answers=False)
    camel.page.wait_for_function("document.getElementById('step-title').textContent !== ''")
    assert camel.page.is_enabled("#step-next") and "the puzzle's example" in camel.page.inner_text("#steps-about")


def test_the_step_through_walks_the_example_when_there_is_no_input(camel):
    camel.open().how_it_works()
    assert "the puzzle's example" in camel.page.inner_text("#steps-about")
    title, text, rows = camel.step_shown
    assert (
        title == "1. Count each hand's labels"
        and ["32T3K", "3 twice, K once, T once, 2 once", "2+1+1+1", "one pair"] in rows
    )
    assert camel.page.is_disabled("#step-previous")
    for _ in range(5):
        camel.step()
    title, text, rows = camel.step_shown
    assert (
        title == "6. Add them up" and text == "The total winnings are the sum: 765 + 440 + 84 + 2,736 + 2,415 = 6,440."
    )
    assert camel.page.is_disabled("#step-next")
    camel.step("#step-previous")
    assert camel.step_shown[2][0] == ["1", "32T3K", "765", "765"]
    assert camel.page.get_attribute("#step", "aria-live") == "polite"


# Whether the first line marked in the file on show is within what the window shows of its box.
FIRST_MARKED_SEEN = """() => { const box = document.querySelector('.source:not([hidden])');
  const line = box.querySelector('.line.used').getBoundingClientRect(), shown = box.getBoundingClientRect();
  return line.top >= shown.top && line.bottom <= Math.min(shown.bottom, innerHeight); }"""


def test_each_step_marks_the_functions_it_runs(laptop):
    camel = laptop
    camel.open().how_it_works()
    camel.page.click('.file-choice[data-show="rules.py"]')  # the file chosen opens where the step's lines are
    assert camel.page.evaluate(FIRST_MARKED_SEEN)
    camel.step().step().step()  # within a type: the sort key
    assert camel.page.evaluate(FIRST_MARKED_SEEN)
    marked = camel.page.locator(".source:not([hidden]) .line.used").all_text_contents()
    assert any(line.lstrip().startswith("def identity(") for line in marked)
    assert any(line.lstrip().startswith("def cards_value(") for line in marked)
    assert camel.page.inner_text("#step-uses") == (
        "The core does this step in rules.py's identity, rules.py's cards_value and ranking.py's _rank_portable:"
        " show those files under The Python that ran to see their lines marked."
    )
    camel.page.click('.file-choice[data-show="ranking.py"]')
    assert camel.page.evaluate(FIRST_MARKED_SEEN)
    # a marked line's number keeps a colour of its own on its mark as the pointer rests on it
    number = camel.page.locator(".source:not([hidden]) .gutter a.used").first
    number.hover()
    colour, mark = number.evaluate("a => [getComputedStyle(a).color, getComputedStyle(a).backgroundColor]")
    assert colour != mark, colour


def test_the_step_through_walks_the_input_under_the_rules_chosen(camel):
    camel.open().solve(CAMEL, part=2)
    camel.how_it_works()
    assert "On your input, under part 2" in camel.page.inner_text("#steps-about")
    camel.step()
    assert ["KTJJT", "2 jokers", "KTTTT", "one pair", "four of a kind"] in camel.step_shown[2]


def test_a_line_link_opens_its_line(camel):
    camel.open("#ranking.py-L12")
    camel.page.wait_for_function("document.getElementById('tab-how').getAttribute('aria-selected') === 'true'")
    line = camel.page.wait_for_selector("#ranking\\.py-L12", state="visible", timeout=120_000)
    box, view = line.bounding_box(), camel.page.locator(".source[data-source='ranking.py']").bounding_box()
    assert view["y"] <= box["y"] and box["y"] + box["height"] <= view["y"] + view["height"]
    assert (
        camel.page.get_attribute(".source[data-source='ranking.py'] .gutter a:nth-child(12)", "href")
        == "#ranking.py-L12"
    )


def test_on_a_phone_no_hand_or_heading_breaks_mid_word(camel):
    """Each cell of a step's table breaks only at its spaces, and a hand, a key or a row of digits not at all."""
    camel.page.set_viewport_size({"width": 390, "height": 844})
    camel.open().how_it_works()
    for _ in range(5):
        assert broken_cells(camel.page) == []
        assert camel.no_sideways_scroll()
        camel.step()
