"""The Code tab under a careless user, for the model-based test (test_model.py): rules that type into, paste
over, run, reset and bring back each game's code, open share links that carry code, and hide or show the
answers; and what must hold after each step.  What a run shows is what its code gives, run by CPython, on
what the box holds; a link's code never runs by itself; hidden answers stay hidden until asked for, and shown
answers show; and no code of one's own is lost: the newest five are each in an editor or set aside."""

import re

from hypothesis import strategies as st
from hypothesis.stateful import invariant, rule

from camelcards_core.share import code_fields, fragment
from camelcards_core.words import grouped
from tests.e2e.model_inputs import SOLUTIONS, VARIANTS, camel_texts, crab_texts, gives, link_codes, right_answers
from tests.e2e.model_page import CODE_SHOWN, SEEN
from tests.e2e.page import SLOW

games = st.sampled_from(["camel", "crab"])
ASIDE = 5  # the code set aside for each game, to bring back (kept.js)
LINK_SAYS = "This code came from a share link"


def named(game, part):
    return "#%scode-%s" % ("crab-" if game == "crab" else "", part)


def mentions(seen, answer):
    """Whether the text `seen` shows `answer` as a number of its own, written plain or grouped."""
    forms = "|".join(re.escape(form) for form in {answer, grouped(answer)})
    return re.search(r"(?<![\d,])(?:%s)(?![\d,])" % forms, seen) is not None


class CodeRules:
    """Mixed into the machine, which holds `tabs`, `tab` and `steps` (the steps taken), `own_code`: each game's
    code of the visitor's own, with the step at which it was last seen in an editor, and `set_aside_at`: the
    step at which each code was last set aside (by Reset, a link, Bring back), which is what kept.js keeps the
    newest of."""

    def open_code(self, game):
        """The Code tab on show, with `game`'s editor ready; the page."""
        page = self.tab.page
        if page.get_attribute("#tab-code", "aria-selected") != "true":
            page.click("#tab-code")
            self.settle()
        page.wait_for_selector(named(game, "run") + ":not([disabled])", timeout=SLOW)
        return page

    def edited(self, game, before):
        """The visitor made the code in this tab's editor of `before`, which is theirs no longer (unless
        another tab holds it)."""
        others = [tab.code(game) for tab in self.tabs if tab is not self.tab]
        if before not in others + self.tab.camel.set_aside("code:" + game):
            self.own_code[game].pop(before, None)
        after = self.tab.code(game)
        if after.strip() and after != SOLUTIONS[game]:
            self.own_code[game][after] = self.steps

    def kept_count(self):
        return int(self.tab.page.evaluate("document.documentElement.dataset.kept || '0'"))

    @rule(game=games, number=st.integers(0, 99))
    def type_into_the_code(self, game, number):
        """Type a comment at the end of the code, as a person does."""
        page = self.open_code(game)
        before, kept = self.tab.code(game), self.kept_count()
        typed = "# mine %d" % number
        page.locator(named(game, "editor") + " .cm-content").click()
        page.keyboard.press("Control+End")
        page.keyboard.type(typed)
        # Each key is one edit, kept once.
        page.wait_for_function(
            "least => +(document.documentElement.dataset.kept || 0) >= least", arg=kept + len(typed), timeout=SLOW
        )
        self.settle()
        self.edited(game, before)

    @rule(game=games, which=st.integers(0, 3))
    def paste_over_the_code(self, game, which):
        """Paste code of one's own over the editor's: right, with a known mistake, or raising."""
        code = VARIANTS[game][which % len(VARIANTS[game])]
        self.open_code(game)
        before = self.tab.code(game)
        if before == code:
            return
        self.tab.camel.paste(code, into=named(game, "editor") + " .cm-content")
        self.settle()
        self.edited(game, before)

    @rule(game=games, keys=st.booleans())
    def run_the_code(self, game, keys):
        """Run the code on the game's box (Run, or Ctrl+Enter in the editor); a game that never ends is stopped."""
        page = self.open_code(game)
        code, text = self.tab.code(game), self.box(game)
        self.tab.ran[game] = {"code": code, "text": text}
        self.tab.revealed[game] = False
        if keys:
            page.locator(named(game, "editor") + " .cm-content").click()
            page.keyboard.press("Control+Enter")
        else:
            page.locator(named(game, "run")).click()
        if "endless" in gives(code, game, text):
            page.locator(named(game, "stop")).click()
        self.settle()

    @rule(game=games)
    def reset_the_code(self, game):
        """Reset puts the short solution in the editor, and sets the code it replaces aside first (a link's code
        as it came only while the list has room, as when a link replaces it)."""
        page = self.open_code(game)
        before = self.tab.code(game)
        page.locator(named(game, "reset")).click()
        self.settle()
        assert self.tab.code(game) == SOLUTIONS[game]
        aside = self.tab.camel.set_aside("code:" + game)
        mine = before in self.own_code[game] or len(aside) < ASIDE
        if before.strip() and before != SOLUTIONS[game] and mine:
            assert aside[:1] == [before], (game, before[-80:])
            self.set_aside_at[game][before] = self.steps

    @rule(game=games)
    def bring_back_code(self, game):
        """Bring back gives the code set aside first (when another tab has taken it meanwhile, nothing)."""
        page = self.open_code(game)
        button = named(game, "bring-back")
        if not page.is_visible(button):
            return
        waiting, before = self.tab.camel.set_aside("code:" + game), self.tab.code(game)
        page.locator(button).click()
        self.settle()
        assert self.tab.code(game) == (waiting[0] if waiting else before), (game, waiting[:1], before[-80:])
        if waiting:  # taken out of those set aside (kept.js's bringBack), into the editor
            self.set_aside_at[game].pop(waiting[0], None)
        if waiting and before.strip() and before != SOLUTIONS[game]:
            self.set_aside_at[game][before] = self.steps

    @rule(game=games, code=link_codes, fresh=st.booleans(), data=st.data())
    def open_a_link_with_code(self, game, code, fresh, data):
        """A link's code goes in the editor, said to be a link's, and does not run; the code it replaces is set
        aside first (a link's own code only while the list has room: kept.js forgets it first, as the link gives
        it again)."""
        text = data.draw(camel_texts().filter(str.strip) if game == "camel" else crab_texts())
        before = self.tab.code(game)
        self.go(fragment(text, 1, game) + code_fields(code), fresh)
        if game == "crab":
            self.tab.crab_opened = True
        shown = self.tab.page.evaluate(CODE_SHOWN, "crab-" if game == "crab" else "")
        assert self.tab.code(game) == code and shown["notice"].startswith(LINK_SAYS), (game, shown)
        aside = self.tab.camel.set_aside("code:" + game)
        mine = before in self.own_code[game] or len(aside) < ASIDE
        if before.strip() and before not in (SOLUTIONS[game], code) and mine:
            assert aside[:1] == [before], (game, before[-80:])
            self.set_aside_at[game][before] = self.steps

    @rule(game=games)
    def hide_or_show_the_answers(self, game):
        """Toggle *Hide the answer until I ask*, in the game's answer, or else in the other game's (the one choice
        for both)."""
        for each in (game, "crab" if game == "camel" else "camel"):
            self.show(each)
            toggle = self.tab.page.locator("#spoiler-free" if each == "camel" else "#crab-spoiler-free")
            if toggle.is_visible():
                toggle.click()
                self.settle()
                self.tab.hiding = not self.tab.hiding
                self.tab.revealed = {"camel": False, "crab": False}
                return

    @rule(game=games)
    def show_the_answer(self, game):
        page = self.open_code(game)
        if page.is_visible(named(game, "reveal")):
            page.locator(named(game, "reveal")).click()
            self.settle()
            self.tab.revealed[game] = True

    # --- what must hold after every step ---------------------------------------------------------------------

    @invariant()
    def the_code_shows_what_it_gives(self):
        self.steps += 1
        for tab in self.tabs:
            self.settle(tab)
            hiding = tab.page.evaluate("document.documentElement.hasAttribute('data-spoiler-free')")
            assert hiding == tab.hiding, "the choice to hide the answers is %s in the page" % hiding
            for game in ("camel", "crab"):
                held = tab.code(game)
                if held in self.own_code[game]:
                    self.own_code[game][held] = self.steps
                self.run_shown(tab, game)

    def run_shown(self, tab, game):
        """What a game's code gave, on show, is what its code gives on the input it ran on, which is what the
        box holds unless marked stale; a run begun by the visitor's Run alone."""
        shown = tab.page.evaluate(CODE_SHOWN, "crab-" if game == "crab" else "")
        if not shown["shown"] and not shown["error"]:
            return
        ran = tab.ran[game]
        assert ran is not None, (game, "shows a run, yet none was asked for", shown)
        said = (game, ran["code"][-300:], ran["text"][:200], shown)
        if not shown["stale"] and (game == "camel" or tab.crab_opened):
            assert self.box(game, tab) == ran["text"], said
        gave = gives(ran["code"], game, ran["text"])
        assert "endless" not in gave, said
        if "line" in gave:
            line = gave["line"] and str(gave["line"])
            assert shown["error"] and not shown["shown"] and shown["line"] == line, (gave, said)
            return
        assert not shown["error"] and shown["values"] == gave["values"], (gave, said)
        right = right_answers(game, ran["text"])
        verdicts = [("right" if value == answer else "wrong") for value, answer in zip(gave["values"], right or [])]
        assert shown["verdicts"] == (verdicts or [None, None]), (right, said)
        if right:
            self.hidden_as_chosen(tab, game, gave["values"], right)

    def hidden_as_chosen(self, tab, game, values, right):
        """With the answers hidden, and not asked for, no right answer is on show (nor a .spoiler, what the code
        printed among them); else each is.  (A number of one or two digits may be a line or a rank.)"""
        box = named(game, "answer")
        seen = tab.page.evaluate(SEEN, box[1:])
        if tab.hiding and not tab.revealed[game]:
            spoilers = tab.page.eval_on_selector_all(
                box + " .spoiler", "all => all.filter(e => getComputedStyle(e).display !== 'none').length"
            )
            wrong = {value for value, answer in zip(values, right) if value != answer}
            shown = [answer for answer in set(right) - wrong if len(answer) > 2 and mentions(seen, answer)]
            assert not spoilers and not shown, (game, "hidden, yet on show:", spoilers, shown, seen)
        else:
            assert all(mentions(seen, answer) for answer in right), (game, right, seen)

    @invariant()
    def none_of_ones_code_is_lost(self):
        """Each code of one's own is in a tab's editor (or kept for it), or else set aside, of the five set aside
        last (or, never set aside, last seen) at least; one still in an editor when set aside takes a place.  One
        that falls out of those five is forgotten, as kept.js forgets it: a place Bring back frees later is not
        its again."""
        for game, owned in self.own_code.items():
            held, when = [tab.code(game) for tab in self.tabs], self.set_aside_at[game]
            ranked = sorted(
                (text for text in owned if text not in held or text in when),
                key=lambda text: when.get(text, owned[text]),
            )
            aside = self.tab.camel.set_aside("code:" + game)
            lost = [text[-120:] for text in ranked[-ASIDE:] if text not in held and text not in aside]
            assert not lost, (game, lost)
            for text in ranked[:-ASIDE]:
                if text not in held:
                    owned.pop(text)
                    when.pop(text, None)
