"""The page under a careless user: random sequences of what a person does, in both games and in two browser
tabs, driven through real Chromium by a stateful test (hypothesis's RuleBasedStateMachine).

After each step, once the page is idle, what it shows must be what camelcards_core gives for the text in the
box (model_answers.py), and what the Code tab shows what the code run gives on it, with the answers hidden
when the visitor chose so (model_code.py).  And nothing the person typed is lost: each box's input and each
editor's code of their own is in the box or editor or among those set aside, a reload brings back what the
boxes and editors held, and a new tab starts from the newest.  A share link's code goes in the editor, and
runs only when Run is pressed.  The inputs and code typed, and what they must give, are model_inputs.py's;
how the page is read, model_page.py's.

CI runs a few sequences, the same every time; a longer run is one command (with --model-shrink, a failure is
cut down to its fewest steps; with --model-big, inputs that go to the Pyodide worker are pasted too):
    python -m pytest tests/e2e/test_model.py --model-runs 40 --model-steps 50 --model-random
A random run says its seed first, and `--model-seed` with it (and the same runs and steps) plays its sequences
again."""

import random

from hypothesis import HealthCheck, Phase, seed, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, precondition, rule, run_state_machine_as_test

from camelcards_core.labels import LABELS
from camelcards_core.share import fragment
from tests.e2e.model_answers import AnswerChecks
from tests.e2e.model_code import CodeRules
from tests.e2e.model_inputs import camel_texts, crab_texts, hands, rules_typed
from tests.e2e.model_page import Tab
from tests.e2e.page import SLOW


class Careless(AnswerChecks, CodeRules, RuleBasedStateMachine):
    def __init__(self, browser, base_url, big):
        super().__init__()
        self.context = browser.new_context(service_workers="block", permissions=["clipboard-read", "clipboard-write"])
        self.base_url = base_url
        self.big = big
        self.tabs = [Tab(self.context.new_page(), base_url)]
        self.tabs[0].camel.open()
        self.at = 0
        self.solved()
        # The visitor's own inputs of each game that the page must keep within reach, newest last.
        self.own = {"camel": [], "crab": []}
        # The visitor's own code of each game, with the step at which it was last in an editor (model_code.py).
        self.own_code = {"camel": {}, "crab": {}}
        # When the model last saw each code set aside (model_code.py).
        self.set_aside_at = {"camel": {}, "crab": {}}
        self.steps = 0

    def teardown(self):
        self.context.close()

    @property
    def tab(self):
        return self.tabs[self.at]

    # --- helpers -------------------------------------------------------------------------------------------

    def settle(self, tab=None):
        """Wait until the page is idle after a step: once it has painted a frame since (so that what the step
        queued for later, a link's hashchange, has begun and marked itself busy), nothing is under way."""
        page = (tab or self.tab).page
        page.evaluate("new Promise(done => requestAnimationFrame(() => setTimeout(done)))")
        page.wait_for_selector("html[data-ready]:not([data-busy])", state="attached", timeout=SLOW)

    def solved(self):
        """The page has just been asked to solve what the Camel Cards box holds, whatever its size."""
        self.tab.solved = self.box("camel")

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
        if game == "camel" and how == "paste" and text:
            self.solved()

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
        if game == "camel":
            self.solved()

    @rule(text=camel_texts())
    def open_a_file(self, text):
        self.show("camel")
        self.tab.page.set_input_files(
            "#file", files=[{"name": "input.txt", "mimeType": "text/plain", "buffer": text.encode()}]
        )
        self.settle()
        self.authored("camel")
        self.solved()

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
        self.solved()

    @rule(text=crab_texts(), fresh=st.booleans())
    def open_a_crab_link(self, text, fresh):
        self.go(fragment(text, 1, "crab"), fresh)
        self.tab.crab_opened = True

    def go(self, made, fresh):
        if fresh:
            self.tab.page.goto("about:blank")
            self.tab.crab_opened = False  # a fresh load opens Crab Combat's box once its tab is chosen
            self.tab.loaded()
        self.tab.page.goto(self.base_url + "#" + made)
        self.settle()
        if fresh:
            self.solved()

    @rule(game=st.sampled_from(["camel", "crab"]))
    def bring_back(self, game):
        self.show(game)
        button = "#restore-previous" if game == "camel" else "#crab-restore-previous"
        if self.tab.page.is_visible(button):
            self.tab.page.click(button)
            self.settle()
            if game == "camel":
                self.solved()

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
        self.solved()

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

    @rule(at_once=st.booleans())
    def reload(self, at_once):
        """A reload brings back what the boxes and the editors held, even one made the moment after an edit."""
        held = {"camel": self.box("camel")}
        if self.tab.crab_opened:
            held["crab"] = self.box("crab")
        code = {game: self.tab.code(game) for game in ("camel", "crab")}
        if not at_once:  # once the page is idle and has finished writing what it keeps
            self.tab.page.wait_for_selector("html:not([data-busy]):not([data-writing])", state="attached")
        self.tab.page.reload()
        self.settle()
        self.tab.loaded()
        self.solved()
        assert {game: self.tab.code(game) for game in code} == code
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
        """A new tab starts from the newest input, code and choice to hide the answers of any tab."""
        newest, code = self.box("camel"), {game: self.tab.code(game) for game in ("camel", "crab")}
        tab = Tab(self.context.new_page(), self.base_url, self.tab.hiding)
        tab.camel.open()
        self.tabs.append(tab)
        self.at = 1
        self.solved()
        assert self.box("camel") == newest
        assert {game: self.tab.code(game) for game in code} == code

    @precondition(lambda self: len(self.tabs) == 2)
    @rule()
    def switch_browser_tab(self):
        self.at = 1 - self.at
        self.tab.page.bring_to_front()


def test_the_page_under_a_careless_user(browser, base_url, pytestconfig):
    option = pytestconfig.getoption
    chosen = settings(
        max_examples=option("model_runs"),
        stateful_step_count=option("model_steps"),
        deadline=None,
        derandomize=not (option("model_random") or option("model_seed") is not None),
        database=None,
        suppress_health_check=list(HealthCheck),
        phases=[Phase.explicit, Phase.generate] + ([Phase.shrink] if option("model_shrink") else []),
    )

    def careless():
        return Careless(browser, base_url, option("model_big"))

    if not chosen.derandomize:
        chosen_seed = option("model_seed")
        if chosen_seed is None:
            chosen_seed = random.randrange(2**32)
        print("The model's seed: %d (--model-seed %d plays these sequences again)" % (chosen_seed, chosen_seed))
        careless = seed(chosen_seed)(careless)
    run_state_machine_as_test(careless, settings=chosen)
