"""The code kept as the input is: for each browser tab, a new tab starting from the newest; every code the page
puts other code in place of is set aside, and Bring back steps through them, after a reload too.  And for a
visitor who hides the answers, what the code gives says right or wrong, and why, but no answer until asked."""

from pathlib import Path

from camelcards_core.share import code_fields, fragment
from camelcards_core.words import grouped
from harness.page_facts import HIGHLIGHTED_MOST
from tests.answers import total_winnings
from tests.e2e.embedding import embed_code
from tests.e2e.inputs import MIXED
from tests.examples import CAMEL, CRAB

SOLUTIONS = Path(__file__).resolve().parents[2] / "site" / "coding" / "solutions"
MINE = "def solve(text, part):\n    return 1  # mine\n"
FIRST = "def solve(text, part):\n    return 2  # the first link's\n"
SECOND = "def solve(text, part):\n    return 3  # the second link's\n"


def link(camel, code, text=CAMEL, game="camel"):
    return camel.base_url + "#" + fragment(text, 1, game) + code_fields(code)


def opened(camel, url):
    camel.visit(url)
    camel.page.wait_for_selector("#code-run:not([disabled])")
    return camel


def test_a_second_link_sets_the_first_links_code_aside_and_bring_back_steps_back_to_ones_own(camel):
    camel.open().code_tab()
    camel.set_code(MINE)
    assert opened(camel, link(camel, FIRST)).code() == FIRST
    assert opened(camel, link(camel, SECOND)).code() == SECOND
    assert camel.bring_back_code() == FIRST
    assert camel.bring_back_code() == MINE
    # Nothing is lost: each code replaced went to the end of those set aside, to step through again.
    assert camel.set_aside("code:camel") == [SECOND, FIRST]
    assert camel.bring_back_code() == SECOND
    assert not camel.console_errors


def test_links_opened_one_after_another_never_push_ones_own_code_out_of_those_set_aside(camel):
    """Five are kept: a link's code, which the link gives again, is forgotten before one's own."""
    camel.open().code_tab()
    camel.set_code(MINE)
    codes = ["def solve(text, part):\n    return %d\n" % number for number in range(6)]
    for code in codes:
        opened(camel, link(camel, code))
    assert camel.set_aside("code:camel") == codes[4:0:-1] + [MINE]


def test_bring_back_is_offered_after_a_reload_and_brings_back_ones_own_code(camel):
    camel.open().code_tab()
    camel.set_code(MINE)
    opened(camel, link(camel, FIRST))
    camel.open().code_tab()
    assert camel.code() == FIRST
    assert "came from a share link" in camel.page.inner_text("#code-notice")
    button = camel.page.locator("#code-bring-back")
    assert button.is_visible() and button.inner_text().endswith("(2 lines)")
    assert button.get_attribute("title").startswith("Your code of 2 lines, set aside when a share link opened")
    assert camel.bring_back_code() == MINE
    assert camel.page.locator("#code-notice").is_hidden()
    camel.open().code_tab()
    assert camel.code() == MINE and camel.set_aside("code:camel") == [FIRST]


def test_reset_and_another_file_set_the_code_aside_and_the_core_as_it_is_is_not(camel):
    camel.open().code_tab()
    camel.set_code(MINE)
    camel.page.click("#code-reset")
    camel.settled()
    assert camel.code() == (SOLUTIONS / "camel.py").read_text()
    camel.page.select_option("#code-file", "rules.py")
    camel.settled()
    rules = camel.code()
    assert "class Rules" in rules
    camel.set_code(rules + "# mine\n")
    camel.page.select_option("#code-file", "ranking.py")
    camel.settled()
    camel.page.select_option("#code-file", "")
    camel.settled()
    assert camel.set_aside("code:camel") == [rules + "# mine\n", MINE]
    assert camel.bring_back_code() == rules + "# mine\n"
    assert camel.page.input_value("#code-file") == "rules.py"


def test_code_kept_by_an_earlier_version_of_the_page_is_moved_over(camel):
    camel.open()
    camel.page.evaluate(
        """async ([mine, first]) => { const store = await import(new URL('js/store.js', document.baseURI));
             await store.put('code:camel', {code: first, file: '', link: true});
             await store.put('code-aside:camel', {code: mine, file: ''}); }""",
        [MINE, FIRST],
    )
    camel.open().code_tab()
    assert camel.code() == FIRST and "came from a share link" in camel.page.inner_text("#code-notice")
    assert camel.set_aside("code:camel") == [MINE]
    left = camel.page.evaluate(
        """async () => (await import(new URL('js/store.js', document.baseURI))).getMany(['code:camel', 'code-aside:camel'])"""
    )
    assert left == [None, None]
    camel.open().code_tab()
    assert camel.code() == FIRST and camel.bring_back_code() == MINE


def test_two_tabs_each_keep_their_own_code_and_a_new_tab_starts_from_the_newest(camel):
    first = camel.open().code_tab()
    first.set_code(MINE)
    first.set_code(MINE, "crab")
    second = camel.tab().open().code_tab()
    assert second.code() == MINE and second.code("crab") == MINE
    second.set_code(FIRST)
    first.set_code(SECOND)
    second.open().code_tab()
    assert second.code() == FIRST and second.code("crab") == MINE
    first.open().code_tab()
    assert first.code() == SECOND
    third = camel.tab().open().code_tab()
    assert third.code() == SECOND
    # What a new tab took is its own: the tab it came from goes on without it.
    first.set_code(MINE)
    third.open().code_tab()
    assert third.code() == SECOND


def test_a_new_tab_keeps_the_code_it_took_though_it_reloads_before_showing_it(camel):
    """A new tab takes the newest tab's code at its start, as its own: kept for its reloads before its Code
    tab ever opens, though it keeps something else of its own meanwhile."""
    first = camel.open().code_tab()
    first.set_code(MINE, "crab")
    second = camel.tab().open()
    second.settle(lambda: second.page.click("#load-example"))
    first.set_code(FIRST, "crab")
    second.open().code_tab()
    assert second.code("crab") == MINE


def shown(camel, game):
    """What the Code tab shows of the run, as a person sees it."""
    prefix = "crab-" if game == "crab" else ""
    return camel.page.inner_text("#%scode-answer" % prefix)


def test_with_the_answers_hidden_a_run_says_right_or_wrong_but_no_answer_until_asked(camel):
    camel.open().solve(MIXED)
    camel.page.check("#spoiler-free")
    right = [total_winnings(MIXED, part) for part in (1, 2)]
    camel.code_tab()
    camel.set_code(camel.code().replace('2: "J23456789TQKA"', '2: "23456789TJQKA"'))
    camel.run_code()
    results = camel.code_results()
    assert results["1"][1] == "right" and results["2"][1] == "wrong" and results["2"][2][0] == "joker-still-jack"
    said = shown(camel, "camel")
    assert "Part 1: right." in said and "Part 2: %s is wrong: it is too " % grouped(int(results["2"][0])) in said
    assert not [total for total in right if grouped(total) in said or str(total) in said]
    assert camel.page.locator("#code-output").is_hidden() and camel.page.is_visible("#code-reveal")
    camel.page.click("#code-reveal")
    said = shown(camel, "camel")
    assert "Part 1: %s is right." % grouped(right[0]) in said and "The right answer is %s." % grouped(right[1]) in said
    # The next run hides its answers again; the choice turned off shows them.
    camel.set_code((SOLUTIONS / "camel.py").read_text())
    camel.run_code()
    said = shown(camel, "camel")
    assert "Part 1: right." in said and "Part 2: right." in said
    assert not [total for total in right if grouped(total) in said or str(total) in said]
    camel.page.click("#tab-camel")
    camel.page.uncheck("#spoiler-free")
    camel.page.click("#tab-code")
    assert "Part 2: %s is right." % grouped(right[1]) in shown(camel, "camel")
    assert camel.page.locator("#code-reveal").is_hidden() and not camel.console_errors


def test_with_the_scores_hidden_crab_combat_code_shows_no_score_until_asked(camel):
    camel.open().play_crab(CRAB)
    camel.page.check("#crab-spoiler-free")
    camel.code_tab()
    camel.run_code("crab")
    assert camel.code_results("crab") == {"1": ["306", "right", []], "2": ["291", "right", []]}
    said = shown(camel, "crab")
    assert "Combat: right." in said and "306" not in said and "291" not in said
    assert camel.page.locator("#crab-code-output").is_hidden()
    wrong = camel.code("crab").replace("deck1 += (card1, card2)", "deck1 += (card2, card1)")
    camel.set_code(wrong.replace("deck2 += (card2, card1)", "deck2 += (card1, card2)"), "crab")
    camel.run_code("crab")
    results = camel.code_results("crab")
    assert [verdict for _, verdict, _ in results.values()] == ["wrong", "wrong"]
    assert ["loser-card-first"] in [matches for _, _, matches in results.values()]
    said = shown(camel, "crab")
    assert "it is too" in said and "306" not in said and "291" not in said
    camel.page.click("#crab-code-reveal")
    assert "The right answer is 306." in shown(camel, "crab")
    assert not camel.console_errors


# The short solution with a comment of some 3 MB after it: more than the page's own Python could hold.
BIG_CODE = (SOLUTIONS / "camel.py").read_text() + "".join(
    "# %s\n" % ("line %d of a long comment " % n).ljust(76, ".") for n in range(40_000)
)


# Whether the Camel Cards editor shows its code highlighted as Python, in coloured spans.
HIGHLIGHTED = "() => document.getElementById('code-editor').shadowRoot.querySelector('.cm-line span[class]') !== null"


def test_code_of_megabytes_pasted_runs_steps_through_and_is_kept_whole(camel):
    """Pasted with Ctrl+V, 3 MB of code run, step through and come back after a reload exactly as pasted; a
    share link and an embed say they cannot carry them, and Reset sets them aside to bring back.  Code longer than
    the editor highlights (which would hold the main thread for seconds) is plain text."""
    camel.open()
    camel.paste(CAMEL)
    camel.code_tab()
    solution = (SOLUTIONS / "camel.py").read_text()
    camel.set_code(solution.ljust(HIGHLIGHTED_MOST, "#"))
    camel.page.wait_for_function(HIGHLIGHTED)
    camel.set_code(solution.ljust(HIGHLIGHTED_MOST + 1, "#"))
    assert not camel.page.evaluate(HIGHLIGHTED)
    camel.set_code(solution)
    camel.page.wait_for_function(HIGHLIGHTED)
    camel.paste(BIG_CODE, into="#code-editor .cm-content")
    assert not camel.page.evaluate(HIGHLIGHTED)
    camel.run_code()
    assert [verdict for _, verdict, _ in camel.code_results().values()] == ["right", "right"]
    camel.step_through()
    assert camel.page.is_visible("#trace") and camel.trace()["steps"] > 1 and camel.trace()["step"] == 1
    camel.page.click("#code-share")
    camel.settled()
    assert camel.code_status() == "No link: the code has more than 30000 characters; a link holds at most 30000."
    assert embed_code(camel) == "" and "the code has more than 30000" in camel.page.inner_text("#embed-problem")
    camel.page.keyboard.press("Escape")
    camel.page.reload()
    camel.page.wait_for_selector("html[data-ready]", state="attached")
    camel.page.wait_for_selector("#code-run:not([disabled])")
    assert camel.code() == BIG_CODE
    camel.page.click("#code-reset")
    camel.settled()
    assert camel.code() == (SOLUTIONS / "camel.py").read_text()
    assert camel.page.inner_text("#code-bring-back").endswith("(%s lines)" % grouped(BIG_CODE.count("\n")))
    assert camel.bring_back_code() == BIG_CODE
    assert not camel.console_errors
