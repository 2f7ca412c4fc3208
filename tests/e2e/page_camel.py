"""The page helper's Camel Cards pane: solving, the answer, Check your answer, the table, the explanation,
Your rules and How it works."""

from pathlib import Path

from .slow import SLOW


class CamelPane:
    def solve(self, text, part=1):
        self.choose(part)
        self.type_input(text)
        return self.settle(lambda: self.page.click("#solve"))

    def choose(self, part):
        radio = 'input[name="part"][value="%s"]' % part
        if self.page.is_checked(radio):
            return
        if self.page.evaluate("document.getElementById('input').textLength"):
            self.settle(lambda: self.page.check(radio))
        else:
            self.page.check(radio)  # nothing to solve yet, so nothing will be written

    @property
    def total(self):
        """The exact total as the page holds it, or None when no total is shown."""
        if self.page.locator("#answer").is_hidden():
            return None
        return self.page.get_attribute("#total", "data-value")

    def check_answer(self, number, enter=True):
        """Check `number` (as typed) against the part chosen, with Enter in the field or the Check button;
        the result: {"verdict", "said": its first line as it reads (its hidden words left out), "matches":
        each item's data-mistakes, "items": their text}."""
        self.page.fill("#check-answer", str(number))
        self.settle(lambda: self.page.press("#check-answer", "Enter") if enter else self.page.click("#check-go"))
        return self.check_result()

    def check_crab_answer(self, number, part, enter=True):
        """Check `number` (as typed) against Crab Combat game `part` of the games on show, with Enter in the
        field or the Check button, and wait for the verdict; the result, as check_result gives it."""
        self.page.fill("#crab-check-answer", str(number))
        self.page.check('input[name="crab-check-part"][value="%d"]' % part)
        self.settle(
            lambda: self.page.press("#crab-check-answer", "Enter") if enter else self.page.click("#crab-check-go")
        )
        return self.check_result("#crab-check-result")

    def check_result(self, where="#check-result"):
        return self.page.eval_on_selector(
            where,
            """r => ({verdict: r.dataset.verdict, hidden: r.hidden, said: r.querySelector('.verdict')?.innerText,
                 matches: [...r.querySelectorAll('li[data-mistakes]')].map(li => li.dataset.mistakes),
                 items: [...r.querySelectorAll(':scope > ul > li')].map(li => li.textContent)})""",
        )

    @property
    def status(self):
        return self.page.inner_text("#status")

    @property
    def notice(self):
        """The message that stays until dismissed (a damaged link, say), or None."""
        return None if self.page.locator("#notice").is_hidden() else self.page.inner_text("#notice-text")

    @property
    def errors(self):
        return self.page.locator("#errors li").all_inner_texts()

    def rows(self):
        """The table's body as lists of cell texts, a number shown grouped as its digits alone (data-value)."""
        return self.page.eval_on_selector_all(
            "#results tbody tr", "rows => rows.map(r => [...r.cells].map(c => c.dataset.value ?? c.textContent))"
        )

    def sort_by(self, column):
        return self.settle(lambda: self.page.click('#results thead button[data-sort="%s"]' % column))

    def sorted_column(self):
        """(column, direction) of the one header that has aria-sort, and how many have it."""
        return self.page.eval_on_selector_all(
            "#results thead th[aria-sort]",
            "ths => ths.map(th => [th.querySelector('button').dataset.sort, th.getAttribute('aria-sort')])",
        )

    def filter(self, kind=None, contains=None):
        if kind is not None:
            self.settle(lambda: self.page.select_option("#filter-type", kind))
        if contains is not None:
            self.settle(lambda: self.page.fill("#filter-hand", contains))
        return self

    def turn(self, button):
        return self.settle(lambda: self.page.click("#" + button))

    @property
    def page_info(self):
        return self.page.inner_text("#page-info")

    @property
    def no_match(self):
        """What the table's place says when no hand passes the filters, or None."""
        return None if self.page.locator("#no-match").is_hidden() else self.page.inner_text("#no-match p")

    def explain(self, hand, close=True):
        """The explanation of a hand in the table, as the dialog shows it; the dialog is closed again unless
        told not to."""
        self.settle(lambda: self.page.click('#results tbody button[aria-label="Explain %s"]' % hand))
        text = self.page.inner_text("#explain-body")
        if close:
            self.page.keyboard.press("Escape")
            self.page.wait_for_selector("#explain-dialog:not([open])", state="attached")
        return text

    def download_csv(self):
        with self.page.expect_download() as download:
            self.page.click("#download-csv")
        return Path(download.value.path()).read_text(), download.value.suggested_filename

    def set_rules(self, order, joker=""):
        """Choose "Your rules" and type them, and wait for the answer under them."""
        self.choose("custom")
        self.page.fill("#rules-joker", joker)
        self.settle(lambda: self.page.fill("#rules-order", order))
        return self

    @property
    def rules_problem(self):
        return self.page.inner_text("#rules-problem")

    def how_it_works(self):
        """Open How it works, once it shows its first step and the core's files."""
        self.page.click("#tab-how")
        self.page.wait_for_function(
            "document.getElementById('step-title').textContent !== ''"
            " && document.querySelectorAll('[data-file] .line').length > 0",
            timeout=SLOW,
        )
        return self

    def step(self, button="#step-next"):
        """Go one step on (or back, with "#step-previous"), as a keyboard user does: focus and Enter."""
        before = self.page.inner_text("#step-title")
        self.page.focus(button)
        self.page.keyboard.press("Enter")
        self.page.wait_for_function(
            "before => document.getElementById('step-title').textContent !== before", arg=before
        )
        return self

    @property
    def step_shown(self):
        """The step on show: its title, its text and its table's rows."""
        rows = self.page.locator("#step-table tbody tr").evaluate_all(
            "rows => rows.map(r => [...r.cells].map(c => c.textContent))"
        )
        return self.page.inner_text("#step-title"), self.page.inner_text("#step-text"), rows
