"""The page helper's Crab Combat tab: playing, the scores and the replay."""


class CrabPane:
    def crab_tab(self):
        """Open the Crab Combat tab, once it can play."""
        self.page.click("#tab-crab")
        self.page.wait_for_selector("#crab-solve:not([disabled])")
        return self

    def play_crab(self, text=None, wait=True):
        """Both Crab Combat games on `text` (or on the decks in the box); their scores (or "no winner") in
        part order."""
        self.crab_tab()
        if text is not None:
            self.paste(text, into="#crab-input")
        if not wait:
            self.page.click("#crab-solve")
            return None
        self.settle(lambda: self.page.click("#crab-solve"))
        return self.crab_scores

    @property
    def crab_scores(self):
        """Both games' scores, as the table holds them: the decimal digits of each (or "no winner")."""
        return self.page.eval_on_selector_all(
            "#crab-results tbody td.score", "cells => cells.map(cell => cell.dataset.value ?? cell.textContent)"
        )

    @property
    def crab_input(self):
        """The whole of the Crab Combat box's input."""
        return self._input("text", "crab-input")

    def replay(self, part):
        """Replay game `part` from its start."""
        self.replay_shows(lambda: self.page.click("#replay-part-%d" % part))
        return self

    def replay_shows(self, action):
        """Do `action`, and wait until the replay shows the game it asks for."""
        before = self.page.get_attribute("#replay", "data-starts")
        action()
        self.page.wait_for_function("before => document.getElementById('replay').dataset.starts !== before", arg=before)

    def replay_go(self, number):
        """Jump to round `number`, as typed in the round box."""
        self.page.fill("#replay-round", str(number))
        self.page.press("#replay-round", "Enter")
        self.page.wait_for_function(
            "n => document.getElementById('replay-status').textContent.startsWith(`After round ${n} `)", arg=number
        )

    def replay_step(self, key=None):
        """One round on: with the Next button, or with `key` pressed in the replay."""
        before = self.replay_round
        if key:
            self.page.focus("#replay")
            self.page.keyboard.press(key)
        else:
            self.page.click("#replay-next")
        self.page.wait_for_function(
            "before => document.getElementById('replay-round').value !== String(before)", arg=before
        )
        return self

    @property
    def replay_round(self):
        return int(self.page.input_value("#replay-round"))

    @property
    def replay_decks(self):
        return [self.page.locator('[data-deck="%d"]' % player).text_content() for player in (1, 2)]
