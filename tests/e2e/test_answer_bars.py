"""On a phone the answer sits below the box: a bar at the foot of the window says what it shows (Camel Cards'
total, Crab Combat's scores, or the first problem), marked while out of date, and leads to it, never covering a
control the keyboard goes to."""

from camelcards_core.parsing import parse
from camelcards_core.problems import MAX_PROBLEMS
from camelcards_core.ranking import rank
from camelcards_core.words import grouped
from tests.e2e.conftest import SIZES
from tests.examples import CAMEL, CRAB


def test_while_typing_on_a_phone_a_bar_says_the_answer_and_leads_to_it(camel):
    """The answer sits below the box: a bar at the foot of the window says its total, or its first problem,
    without moving the box; pressed, it brings the answer into view.  A hidden answer stays hidden there."""
    camel.page.set_viewport_size(SIZES["phone"])
    camel.open()
    camel.settle(lambda: camel.type_input(CAMEL))
    camel.page.evaluate("window.scrollTo(0, 0)")
    bar = camel.page.locator("#answer-bar")
    camel.settle(lambda: camel.page.type("#input", "AAAAA 1\n"))
    total = grouped(rank(parse(CAMEL + "AAAAA 1\n"), 1).total)
    assert camel.page.evaluate("scrollY") == 0 and camel.in_view("#input")
    bar.wait_for()  # on show once the window's observer has said the answer is out of sight
    assert camel.in_view("#answer-bar") and bar.inner_text().startswith("Part 1: total winnings %s" % total)
    camel.settle(lambda: camel.page.type("#input", "T55X5 684"))
    assert camel.in_view("#answer-bar") and "1 problem. Line 7" in bar.inner_text()
    camel.settle(lambda: camel.page.keyboard.press("Backspace"))  # T55X5 68: still a problem
    bar.click()
    bar.wait_for(state="hidden")
    assert camel.in_view("#errors li:first-child")
    assert camel.page.evaluate("document.activeElement.matches('#errors button')"), "where it led, focus is too"
    camel.page.evaluate("window.scrollTo(0, 0)")
    camel.page.focus("#input")
    camel.settle(lambda: [camel.page.keyboard.press("Backspace") for _ in "T55X5 68"])
    assert total in bar.inner_text()
    bar.click()
    camel.page.click("#spoiler-free")
    camel.page.evaluate("window.scrollTo(0, 0)")
    bar.wait_for()
    assert "hidden" in bar.inner_text() and total not in bar.inner_text()
    # With the keyboard open the window is short: the bar keeps clear of the foot of the box, where one types.
    camel.page.set_viewport_size({"width": 390, "height": 470})
    camel.page.focus("#input")
    camel.settle(lambda: camel.page.keyboard.type("\nAAAA2 5"))
    bar.wait_for()
    box, shown = camel.box("#input"), camel.box("#answer-bar")
    foot = min(box["bottom"], 470)
    assert shown["bottom"] <= foot - 48 or shown["top"] >= foot, (box, shown)


def test_on_a_phone_the_bar_never_covers_a_control_the_keyboard_goes_to(camel):
    """Whether the bar stands at the foot of the window or, while one types at the foot of the box, at its
    top, each control that Tab goes to is brought into view clear of it (with Crab Combat's bar there too, in its
    tab, which is not on show)."""
    for height in (844, 470):
        camel.page.set_viewport_size({"width": 390, "height": height})
        camel.open().crab_tab()
        camel.page.click("#tab-camel")
        camel.settle(lambda: camel.type_input(CAMEL))
        camel.page.evaluate("window.scrollTo(0, 0)")
        camel.settle(lambda: camel.page.type("#input", "AAAAA 1\n"))
        bar = camel.page.locator("#answer-bar")
        bar.wait_for()
        checked = 0
        for _ in range(8):
            camel.page.keyboard.press("Tab")
            camel.drawn()
            if bar.is_hidden():
                break
            focused = camel.page.evaluate(
                "(() => { const r = document.activeElement.getBoundingClientRect(); return {top: r.top, bottom: r.bottom}; })()"
            )
            shown = camel.box("#answer-bar")
            assert focused["bottom"] <= shown["top"] or focused["top"] >= shown["bottom"], (height, focused, shown)
            checked += 1
        # At 844 the answer comes into view past the box's first control; at 470, past the Solve button.
        assert checked >= (1 if height == 844 else 4), (height, "the bar stays on show past the box's first controls")


def test_on_a_phone_a_bar_says_both_scores_or_the_first_problem_and_leads_to_them(phone):
    """The games sit below the decks: scrolled up to the box, a bar at the foot of the window says both scores (or
    the first problem, or that the scores are hidden), marked while out of date, and brings the games into view."""
    scores = phone.open().play_crab(CRAB)
    page = phone.page
    bar = page.locator("#crab-answer-bar")
    assert bar.is_hidden() and phone.in_view("#crab-score-1"), "the games played are brought into view"
    page.evaluate("window.scrollTo(0, 0)")
    bar.wait_for()  # on show once the window's observer has said the games are out of sight
    assert phone.in_view("#crab-answer-bar") and page.locator("#answer-bar").is_hidden()
    assert bar.inner_text().startswith("Combat: %s · Recursive Combat: %s" % tuple(map(grouped, map(int, scores))))
    page.focus("#crab-input")
    page.keyboard.press("Control+End")
    page.keyboard.type("0")  # a card not dealt; the games on show are for the decks as they were
    page.wait_for_selector("#crab-answer-bar[data-stale]")
    phone.settle(lambda: page.click("#crab-solve"))
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_function("() => document.getElementById('crab-answer-bar').innerText.startsWith('1 problem. Line')")
    bar.click()
    bar.wait_for(state="hidden")
    assert phone.in_view("#crab-errors li:first-child")
    assert page.evaluate("document.activeElement.matches('#crab-errors button')"), "where it led, focus is too"
    page.focus("#crab-input")
    page.keyboard.press("Control+End")
    page.keyboard.press("Backspace")
    phone.settle(lambda: page.click("#crab-solve"))
    page.click("#crab-spoiler-free")
    page.evaluate("window.scrollTo(0, 0)")
    bar.wait_for()
    assert "hidden" in bar.inner_text() and grouped(int(scores[1])) not in bar.inner_text()
    bar.click()
    bar.wait_for(state="hidden")
    assert phone.in_view("#crab-answer") and phone.console_errors == []


def test_an_input_read_for_its_first_problems_says_there_are_at_least_as_many_and_so_does_its_bar(phone):
    """An input is read for its first MAX_PROBLEMS problems: the page says "at least" that many, never that many
    alone, in both games, on the status line and in the bar."""
    phone.open()
    page = phone.page
    phone.settle(lambda: phone.paste("".join("XXXXX %d\n" % n for n in range(MAX_PROBLEMS + 10))))
    listed = "at least %d problems (the first %d are listed)" % (MAX_PROBLEMS, MAX_PROBLEMS)
    assert phone.status == "The input has %s; nothing was totalled." % listed
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_function(
        "() => document.getElementById('answer-bar').innerText.startsWith('At least %d problems. Line 1')"
        % MAX_PROBLEMS
    )
    phone.settle(lambda: phone.paste("XXXXX 1\n32T3K 765\nYYYYY 2\n"))
    assert phone.status == "The input has 2 problems; nothing was totalled."
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_function("() => document.getElementById('answer-bar').innerText.startsWith('2 problems. Line 1')")
    phone.play_crab("Player 1:\n" + "0\n" * (MAX_PROBLEMS + 5) + "\nPlayer 2:\n1\n")
    assert page.inner_text("#crab-status") == "The decks have %s." % listed
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_function(
        "() => document.getElementById('crab-answer-bar').innerText.startsWith('At least %d problems')" % MAX_PROBLEMS
    )
