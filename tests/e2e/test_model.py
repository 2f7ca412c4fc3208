"""The page under a careless user: random sequences of what a person does, in both games and in two browser
tabs, driven through real Chromium by a stateful test (hypothesis's RuleBasedStateMachine).

After each step, once the page is idle, what it shows must be what camelcards_core gives for the text in the
box: the total under the part or rules chosen, or the problems with their lines, or a mark that the answer is
for the input as it was (only where the page waits for Solve).  Every total the page writes on the way is
checked too, against the text the box held at that moment.  And nothing the person typed is lost: each
box's input of their own is in the box or among the inputs set aside, a reload brings back what the box
held, and a new tab starts from the newest input.

CI runs a few sequences, the same every time; a longer run is one command (with --model-shrink, a failure is
cut down to its fewest steps; with --model-big, inputs that go to the Pyodide worker are pasted too):
    python -m pytest tests/e2e/test_model.py --model-runs 40 --model-steps 50 --model-random"""

import random

from hypothesis import HealthCheck, Phase, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule, run_state_machine_as_test

from camelcards_core import crab_combat
from camelcards_core.labels import LABELS
from camelcards_core.parsing import parse
from camelcards_core.problems import InvalidInput
from camelcards_core.ranking import rank
from camelcards_core.rules import InvalidRules, custom
from camelcards_core.share import fragment
from tests.e2e.page import SLOW, CamelPage

LIVE_LIMIT = 40_000  # the page answers as it is typed up to here (engine.LOCAL_LIMIT)

# Every total the page writes, with the box's text and the rules the total is labelled with at that moment.
RECORD_TOTALS = """(() => {
  window.__totals = [];
  import(new URL('js/input_text.js', document.baseURI)).then(module => { window.__box = module; });
  const note = (changes) => {
    const answer = document.getElementById('answer'), total = document.getElementById('total');
    if (!changes.some(change => change.target === answer || change.target === total)) return;
    if (answer.hidden || answer.hasAttribute('data-stale') || !window.__box) return;
    window.__totals.push({ text: window.__box.text(document.getElementById('input')), total: total.dataset.value,
      label: document.getElementById('total-label').textContent });
  };
  new MutationObserver(note).observe(document, { attributes: true, subtree: true,
    attributeFilter: ['data-value', 'hidden', 'data-stale'] });
})();"""
# What each game's pane shows, whichever tab is on show.
SHOWN = """() => { const one = (id) => document.getElementById(id);
  return { empty: !one('empty').hidden, waiting: !one('waiting').hidden, answer: !one('answer').hidden, answer_stale: one('answer').hasAttribute('data-stale'),
    problems: !one('problems').hidden, problems_stale: one('problems').hasAttribute('data-stale'),
    total: one('total').dataset.value, rules_problem: one('rules-problem').textContent,
    errors: [...document.querySelectorAll('#errors li')].map(li => li.textContent) }; }"""
CRAB_SHOWN = """() => { const one = (id) => document.getElementById(id);
  return { answer: !one('crab-answer').hidden, answer_stale: one('crab-answer').hasAttribute('data-stale'),
    problems: !one('crab-problems').hidden, problems_stale: one('crab-problems').hasAttribute('data-stale'),
    scores: [...document.querySelectorAll('#crab-results tbody td.score')].map(td => td.textContent),
    errors: [...document.querySelectorAll('#crab-errors li')].map(li => li.textContent) }; }"""

# What a game's editor in the Code tab gave, for `prefix` ("" or "crab-").
CODE_SHOWN = """prefix => { const one = (id) => document.getElementById(prefix + 'code-' + id);
  return { shown: !one('result').hidden, stale: one('answer').hasAttribute('data-stale'),
    values: [...one('result').querySelectorAll('[data-part]')].map(part => part.dataset.value ?? null) }; }"""
# What the short solutions give on the puzzle's examples, which they run on when the box is empty.
EXAMPLE_ANSWERS = {"camel": ["6440", "5905"], "crab": ["306", "291"]}

hands = st.text(alphabet="AKQJT98765432", min_size=5, max_size=5) | st.text(alphabet="JQK2", min_size=5, max_size=5)


@st.composite
def camel_texts(draw):
    """Inputs a person pastes or types: well formed mostly, with the edits people make by mistake."""
    rows = draw(st.lists(st.tuples(hands, st.integers(0, 10 ** draw(st.sampled_from([3, 3, 3, 25])))), max_size=12))
    seen = {}
    lines = []
    for hand, bid in rows:
        bid = seen.setdefault(hand, bid) if draw(st.integers(0, 9)) else bid  # now and then, two bids
        lines.append("%s %d" % (hand, bid))
    flaw = draw(st.sampled_from(["", "", "", "", "label", "bid", "blank", "lower", "crlf", "tail", "space"]))
    if lines and flaw in ("label", "bid", "lower"):
        at = draw(st.integers(0, len(lines) - 1))
        lines[at] = {
            "label": lines[at].replace(lines[at][0], "X", 1),
            "bid": lines[at][:6],
            "lower": lines[at].lower(),
        }[flaw]
    if lines and flaw == "blank":
        lines.insert(draw(st.integers(0, len(lines))), "")
    text = "\n".join(lines) + ("\n" if lines and draw(st.booleans()) else "")
    if flaw == "crlf":
        text = text.replace("\n", "\r\n")
    if flaw == "tail":
        text += "\n\n  \n"
    if flaw == "space":
        text = " " + text
    return text


@st.composite
def crab_texts(draw):
    cards = draw(st.permutations(list(range(1, draw(st.integers(2, 10)) + 1))))
    cut = draw(st.integers(1, len(cards) - 1))
    decks = [list(cards[:cut]), list(cards[cut:])]
    flaw = draw(st.sampled_from(["", "", "", "", "twice", "zero", "heading", "gap", "repeat"]))
    if flaw == "twice":
        decks[1].append(decks[0][0])
    if flaw == "zero":
        decks[0].append(0)
    if flaw == "repeat":  # plain Combat that never ends
        decks = [[43, 19], [2, 29, 14]]
    text = "Player 1:\n%s\n\nPlayer 2:\n%s\n" % tuple("\n".join(map(str, deck)) for deck in decks)
    if flaw == "heading":
        text = text.replace("Player 2:", "Player 3:")
    if flaw == "gap":
        text = text.replace("\n", "\n\n", 2)
    return text


orders = st.permutations(LABELS).map("".join)
rules_typed = st.tuples(
    orders | orders.map(lambda order: order[:12]) | orders.map(lambda order: order[:6] + " " + order[6:]),
    st.sampled_from(["", "", "J", "A", "2", "x", "JQ"]),
)


def camel_expected(text, rules):
    """What the page must show for `text` under `rules` ("1", "2", or (order, joker)): ("total", total),
    ("problems", [their first lines]), ("rules", message) or ("empty",)."""
    if not text.strip():
        return ("empty",) if not text else ("problems", ["line 1, column 1: no hands"])
    try:
        hands_ = parse(text)
    except InvalidInput as error:
        return ("problems", [str(problem) for problem in error.problems])
    if isinstance(rules, str):
        return ("total", str(rank(hands_, int(rules)).total))
    try:
        return ("total", str(rank(hands_, custom(*rules)).total))
    except InvalidRules as error:
        return ("rules", str(error))


def crab_expected(text):
    try:
        decks = crab_combat.parse(text)
    except InvalidInput as error:
        return ("problems", [str(problem) for problem in error.problems])
    return ("scores", [str(crab_combat.play(decks[0], decks[1], part).score or "no winner") for part in (1, 2)])


class Tab:
    """One browser tab of the page, and what the model knows of it: the part and rules chosen, whether its
    Crab Combat tab has been opened, and each box's input of the visitor's own (the text to be reachable)."""

    def __init__(self, page, base_url):
        self.camel = CamelPage(page, base_url)
        page.add_init_script(RECORD_TOTALS)
        self.crab_opened = False

    @property
    def page(self):
        return self.camel.page


class Careless(RuleBasedStateMachine):
    def __init__(self, browser, base_url, big):
        super().__init__()
        self.context = browser.new_context(service_workers="block", permissions=["clipboard-read", "clipboard-write"])
        self.base_url = base_url
        self.big = big
        self.tabs = [Tab(self.context.new_page(), base_url)]
        self.tabs[0].camel.open()
        self.at = 0
        # The visitor's own inputs of each game that the page must keep within reach, newest last.
        self.own = {"camel": [], "crab": []}

    def teardown(self):
        self.context.close()

    @property
    def tab(self):
        return self.tabs[self.at]

    # --- helpers -------------------------------------------------------------------------------------------

    def settle(self, tab=None):
        page = (tab or self.tab).page
        page.wait_for_timeout(30)  # a key's handler may begin on the next task
        page.wait_for_selector("html[data-ready]:not([data-busy])", state="attached", timeout=SLOW)

    def box(self, game, tab=None):
        return (tab or self.tab).camel._input("text", "input" if game == "camel" else "crab-input")

    def authored(self, game):
        """The box of `game` now holds an input of the visitor's own."""
        self.own[game].append(self.box(game))

    def show(self, game):
        """Bring `game`'s tab on show, as a person clicks it."""
        tab_id = "#tab-camel" if game == "camel" else "#tab-crab"
        if self.tab.page.get_attribute(tab_id, "aria-selected") != "true":
            self.tab.page.click(tab_id)
            self.settle()
        if game == "crab":
            self.tab.page.wait_for_selector("#crab-solve:not([disabled])", timeout=SLOW)
            self.tab.crab_opened = True

    def put(self, game, text, how):
        """Put `text` in a box as a person does: typing it over what is there, or pasting it."""
        selector = "#input" if game == "camel" else "#crab-input"
        self.show(game)
        page = self.tab.page
        page.focus(selector)
        page.keyboard.press("Control+A")
        if how == "paste" and text:
            page.evaluate("text => navigator.clipboard.writeText(text)", text)
            page.keyboard.press("Control+V")
        elif text:
            page.keyboard.insert_text(text)
        else:
            page.keyboard.press("Delete")
        self.settle()
        self.authored(game)

    # --- what a person does: the puzzle's box --------------------------------------------------------------

    @rule(text=camel_texts(), how=st.sampled_from(["type", "paste"]))
    def camel_put(self, text, how):
        self.put("camel", text, how)

    @rule(line=hands.map(lambda hand: hand + " 7\n") | st.just("oops\n"))
    def camel_type_a_line_at_the_end(self, line):
        self.show("camel")
        self.tab.page.focus("#input")
        self.tab.page.keyboard.press("Control+End")
        self.tab.page.keyboard.type(line)
        self.settle()
        self.authored("camel")

    @precondition(lambda self: self.big)
    @rule()
    def camel_paste_big(self):
        text = "".join("%s %d\n" % ("".join(random.Random(i).choices(LABELS, k=5)), i % 997) for i in range(4_500))
        self.put("camel", text, "paste")

    @rule(game=st.sampled_from(["camel", "crab"]))
    def load_the_example(self, game):
        self.show(game)
        self.tab.page.click("#load-example" if game == "camel" else "#crab-load-example")
        self.settle()

    @rule(text=camel_texts())
    def open_a_file(self, text):
        self.show("camel")
        self.tab.page.set_input_files(
            "#file", files=[{"name": "input.txt", "mimeType": "text/plain", "buffer": text.encode()}]
        )
        self.settle()
        self.authored("camel")

    @rule(
        text=camel_texts().filter(str.strip),
        part=st.sampled_from(["1", "2", "custom"]),
        rules=rules_typed,
        fresh=st.booleans(),
    )
    def open_a_camel_link(self, text, part, rules, fresh):
        try:
            made = fragment(text, part, "camel", rules)
        except ValueError:
            return
        self.go(made, fresh)

    @rule(text=crab_texts(), fresh=st.booleans())
    def open_a_crab_link(self, text, fresh):
        self.go(fragment(text, 1, "crab"), fresh)
        self.tab.crab_opened = True

    def go(self, made, fresh):
        if fresh:
            self.tab.page.goto("about:blank")
            self.tab.crab_opened = False  # a fresh load opens Crab Combat's box once its tab is chosen
        self.tab.page.goto(self.base_url + "#" + made)
        self.settle()

    @rule(game=st.sampled_from(["camel", "crab"]))
    def bring_back(self, game):
        self.show(game)
        button = "#restore-previous" if game == "camel" else "#crab-restore-previous"
        if self.tab.page.is_visible(button):
            self.tab.page.click(button)
            self.settle()

    @rule(part=st.sampled_from(["1", "2", "custom"]))
    def choose_a_part(self, part):
        self.show("camel")
        self.tab.page.check('input[name="part"][value="%s"]' % part)
        self.settle()

    @rule(rules=rules_typed)
    def type_rules(self, rules):
        self.show("camel")
        page = self.tab.page
        page.check('input[name="part"][value="custom"]')
        page.fill("#rules-order", rules[0])
        page.fill("#rules-joker", rules[1])
        self.settle()

    @rule(how=st.sampled_from(["button", "keys"]))
    def solve(self, how):
        self.show("camel")
        if how == "button":
            self.tab.page.click("#solve")
        else:
            self.tab.page.press("#input", "Control+Enter")
        self.settle()

    # --- Crab Combat ---------------------------------------------------------------------------------------

    @rule(text=crab_texts(), how=st.sampled_from(["type", "paste"]))
    def crab_put(self, text, how):
        self.put("crab", text, how)

    @rule()
    def play(self):
        self.show("crab")
        self.tab.page.click("#crab-solve")
        self.settle()

    # --- the page as a whole -------------------------------------------------------------------------------

    @rule(tab=st.sampled_from(["#tab-camel", "#tab-crab", "#tab-how", "#tab-code"]))
    def switch_tabs(self, tab):
        self.tab.page.click(tab)
        self.settle()
        if tab == "#tab-crab":
            self.tab.page.wait_for_selector("#crab-solve:not([disabled])", timeout=SLOW)
            self.tab.crab_opened = True
        if tab == "#tab-code":
            self.tab.page.wait_for_selector("#crab-code-run:not([disabled])", timeout=SLOW)

    # --- the Code tab --------------------------------------------------------------------------------------

    @rule(game=st.sampled_from(["camel", "crab"]))
    def run_the_code(self, game):
        """Run the short solution on a game's box; a Combat game that never ends is stopped."""
        page, prefix = self.tab.page, "crab-" if game == "crab" else ""
        page.click("#tab-code")
        page.wait_for_selector("#%scode-run:not([disabled])" % prefix, timeout=SLOW)
        page.click("#%scode-run" % prefix)
        if game == "crab" and self.box_never_ends():
            page.wait_for_timeout(300)
            page.click("#crab-code-stop")
        self.settle()

    def box_never_ends(self):
        expected = crab_expected(self.box("crab")) if self.tab.crab_opened else ("problems", [])
        return expected[0] == "scores" and "no winner" in expected[1]

    @rule(at_once=st.booleans())
    def reload(self, at_once):
        """A reload brings back what the boxes held, even one made the moment after an edit."""
        held = {"camel": self.box("camel")}
        if self.tab.crab_opened:
            held["crab"] = self.box("crab")
        if not at_once:
            self.tab.page.wait_for_timeout(200)
        self.tab.page.reload()
        self.settle()
        if self.tab.page.get_attribute("#tab-crab", "aria-selected") == "true":
            self.tab.page.wait_for_selector("#crab-solve:not([disabled])", timeout=SLOW)
            self.tab.crab_opened = True
        else:
            self.tab.crab_opened = False
        assert self.box("camel") == held["camel"]
        if "crab" in held:
            self.show("crab")
            assert self.box("crab") == held["crab"]

    @precondition(lambda self: len(self.tabs) == 1)
    @rule()
    def open_a_second_tab(self):
        """A new tab starts from the newest input of any tab."""
        newest = self.box("camel")
        tab = Tab(self.context.new_page(), self.base_url)
        tab.camel.open()
        self.tabs.append(tab)
        self.at = 1
        assert self.box("camel") == newest

    @precondition(lambda self: len(self.tabs) == 2)
    @rule()
    def switch_browser_tab(self):
        self.at = 1 - self.at
        self.tab.page.bring_to_front()

    # --- what must hold after every step ---------------------------------------------------------------------

    def chosen_rules(self, tab):
        page = tab.page
        part = page.eval_on_selector('input[name="part"]:checked', "radio => radio.value")
        if part != "custom":
            return part
        return page.input_value("#rules-order"), page.input_value("#rules-joker")

    @invariant()
    def the_answer_is_for_the_box(self):
        for tab in self.tabs:
            self.settle(tab)
            text = self.box("camel", tab)
            expected = camel_expected(text, self.chosen_rules(tab))
            shown = tab.page.evaluate(SHOWN)
            answer = shown["answer"] and not shown["answer_stale"]
            problems = shown["problems"] and not shown["problems_stale"]
            waiting = len(text) > LIVE_LIMIT and (shown["answer_stale"] or shown["problems_stale"] or shown["waiting"])
            said = (text[:300], expected, shown)
            if expected[0] == "total":
                assert answer and shown["total"] == expected[1] or waiting, said
            elif expected[0] == "problems":
                found = shown["errors"]
                assert waiting or problems and len(found) == len(expected[1]), said
                assert waiting or all(map(str.startswith, found, expected[1])), said
            elif expected[0] == "rules":
                assert shown["rules_problem"] == expected[1] and not shown["answer"], said
            else:
                assert shown["empty"] and not shown["waiting"] and not shown["answer"] and not shown["problems"], said
            self.totals_written_were_right(tab)
            if tab.crab_opened:
                self.crab_is_for_the_box(tab)
            self.code_ran_on_the_box(tab)

    def totals_written_were_right(self, tab):
        written = tab.page.evaluate("window.__totals.splice(0)")
        for entry in written:
            label = entry["label"]
            if label.startswith("Your rules") or len(entry["text"]) > LIVE_LIMIT:
                continue  # (custom rules follow their fields after a pause; a held input is checked above)
            part = "1" if label.startswith("Part 1") else "2"
            assert camel_expected(entry["text"], part) == ("total", entry["total"]), entry

    def code_ran_on_the_box(self, tab):
        """What the Code tab shows, unless marked as for the input as it was, is for what the box holds (the
        example when it is empty)."""
        for game, prefix in (("camel", ""), ("crab", "crab-")):
            shown = tab.page.evaluate(CODE_SHOWN, prefix)
            if not shown["shown"] or shown["stale"] or (game == "crab" and not tab.crab_opened):
                continue
            text = self.box(game, tab)
            if not text:
                expected = EXAMPLE_ANSWERS[game]
            elif game == "camel":
                expected = [camel_expected(text, part) for part in ("1", "2")]
                expected = [total for _, total in expected] if expected[0][0] == "total" else None
            else:
                expected = crab_expected(text)
                expected = expected[1] if expected[0] == "scores" and "no winner" not in expected[1] else None
            if expected is not None:
                assert shown["values"] == expected, (game, text[:200], shown)

    def crab_is_for_the_box(self, tab):
        expected = crab_expected(self.box("crab", tab))
        shown = tab.page.evaluate(CRAB_SHOWN)
        said = (self.box("crab", tab), expected, shown)
        if shown["answer"] and not shown["answer_stale"]:
            assert expected == ("scores", shown["scores"]), said
        if shown["problems"] and not shown["problems_stale"]:
            assert expected[0] == "problems" and len(shown["errors"]) == len(expected[1]), said
            assert all(map(str.startswith, shown["errors"], expected[1])), said

    @invariant()
    def nothing_of_ones_own_is_lost(self):
        for game, owned in self.own.items():
            if not owned or not owned[-1].strip():
                continue
            boxes = [
                self.box(game, tab) if game == "camel" or tab.crab_opened else self.kept(game, tab) for tab in self.tabs
            ]
            aside = self.tab.camel.set_aside(game)
            assert owned[-1] in boxes or owned[-1] in aside, (game, owned[-1][:80])

    def kept(self, game, tab):
        """What a tab will put back in `game`'s box when it is opened."""
        return tab.page.evaluate(
            "async game => { const kept = await import(new URL('js/kept.js', document.baseURI));"
            " return (await kept.restored(game))?.text ?? ''; }",
            game,
        )


def test_the_page_under_a_careless_user(browser, base_url, pytestconfig):
    option = pytestconfig.getoption
    chosen = settings(
        max_examples=option("model_runs"),
        stateful_step_count=option("model_steps"),
        deadline=None,
        derandomize=not option("model_random"),
        database=None,
        suppress_health_check=list(HealthCheck),
        phases=[Phase.explicit, Phase.generate] + ([Phase.shrink] if option("model_shrink") else []),
    )
    run_state_machine_as_test(lambda: Careless(browser, base_url, option("model_big")), settings=chosen)
