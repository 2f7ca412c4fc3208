"""One helper that knows the page's hooks, so tests speak of behaviour, not selectors."""

from pathlib import Path
from urllib.parse import urlparse

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
# The Pyodide worker may need a cold start of several seconds on a busy machine.
SLOW = 120_000


class CamelPage:
    def __init__(self, page, base_url):
        self.page = page
        self.base_url = base_url
        self.offsite = []
        self.requested = []
        self.console_errors = []
        page.on("request", self._record)
        page.on("console", lambda message: message.type == "error" and self.console_errors.append(message.text))
        # The worker's warm-up (a second of solving, for a quicker first answer) is left out: no test here is
        # of its speed.
        page.add_init_script("try { sessionStorage.setItem('camel-cards:warm', 'no'); } catch {}")
        page.on("pageerror", lambda error: self.console_errors.append(str(error)))

    def _record(self, request):
        """Note every request, and apart any beyond the test server, which the browser cannot resolve
        (conftest.ARGS)."""
        self.requested.append(request.url)
        if urlparse(request.url).hostname != "127.0.0.1" and not request.url.startswith(("data:", "blob:")):
            self.offsite.append(request.url)

    def open(self, path=""):
        self.page.goto(self.base_url + path)
        self.page.wait_for_selector("html[data-ready]", state="attached", timeout=30000)
        self.settled()
        return self

    def open_starting(self, path="", reload=False):
        """Load the page at `path` (or reload it) with its interpreter's WebAssembly held back, so that it stays
        starting (its markup on show, its Python not yet running); the function returned lets it go on, and
        waits until the page is ready and (unless told `answers=False`) has answered the puzzle input it was
        given meanwhile."""
        held, going = [], []

        def hold(route):
            if going:
                route.continue_()
            else:
                held.append(route)

        self.page.route("**/micropython.wasm", hold)
        if reload:
            self.page.reload(wait_until="domcontentloaded")
        else:
            self.page.goto(self.base_url + path, wait_until="domcontentloaded")
        while not held:
            self.page.wait_for_timeout(20)
        # The scripts that take input while the page starts have run (the preloaded WebAssembly may be asked
        # for before them).
        self.page.evaluate(
            "Promise.all(['boot/starting.js', 'boot/router.js'].map(path => import(new URL(path, document.baseURI)))).then(() => true)"
        )
        assert not self.page.evaluate("document.documentElement.hasAttribute('data-ready')")

        def go_on(answers=True):
            going.append(True)
            for route in held:
                route.continue_()
            self.page.wait_for_selector("html[data-ready]", state="attached", timeout=30000)
            if answers:
                self.page.wait_for_function("document.documentElement.dataset.updates", timeout=SLOW)
            self.settled()
            self.page.unroute("**/micropython.wasm", hold)

        return go_on

    def drop_file(self, name, text):
        """Drop a file on the page as a person does from their files; whether the page took it (rather than
        leaving it to the browser, which would open it in the page's place)."""
        return self.page.evaluate(
            """([name, text]) => { const files = new DataTransfer(); files.items.add(new File([text], name));
                 const drop = new DragEvent("drop", {dataTransfer: files, bubbles: true, cancelable: true});
                 document.querySelector("main").dispatchEvent(drop); return drop.defaultPrevented; }""",
            [name, text],
        )

    def worker_done(self, runtime):
        """Wait until the page's worker on `runtime` has answered every call made of it so far: a call made
        now is answered after them, and so is one made once it is answered (a call the page makes on an
        answer, as a read's answer asks for its ranking, comes before it)."""
        self.page.evaluate(
            """async runtime => { const workers = await import(new URL('worker/workers.js', document.baseURI));
                 const worker = await workers.get(runtime);
                 for (let i = 0; i < 2; i++) await worker.open_link(new Blob(['']));
                 await new Promise(done => requestAnimationFrame(() => setTimeout(done))); }""",
            runtime,
        )

    def settled(self):
        self.page.wait_for_selector("html:not([data-busy])", state="attached", timeout=SLOW)

    def settle(self, action):
        """Do `action`, then wait until the page has written its answer to it and is idle again."""
        before = self.page.evaluate("document.documentElement.dataset.updates || ''")
        action()
        self.page.wait_for_function(
            "before => (document.documentElement.dataset.updates || '') !== before && !document.documentElement.hasAttribute('data-busy')",
            arg=before,
            timeout=SLOW,
        )
        return self

    def type_input(self, text):
        """Put text in the textarea as a person does it at once: pasted over what is there (an empty text:
        all of it deleted), and wait until it is kept.  (Playwright's fill types a text of a thousand lines
        in seconds: Chromium edits a textarea line by line.)"""
        if text:
            self.paste(text)
            return
        before = self.page.evaluate("document.documentElement.dataset.kept || ''")
        self.page.focus("#input")
        self.page.keyboard.press("Control+A")
        self.page.keyboard.press("Delete")
        self.page.wait_for_function("before => (document.documentElement.dataset.kept || '') !== before", arg=before)

    def paste(self, text=None, made_by=None, wait=True, select_all=True, into="#input"):
        """Paste as a person does, with Ctrl+V from the clipboard, a text given or `made_by` a JavaScript
        expression (a giant one need not cross from Python), over the whole input or at the caret of the box
        `into`, and wait until the input is kept (unless told not to)."""
        self.page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=self.base_url.rstrip("/"))
        if made_by is None:
            self.page.evaluate("text => navigator.clipboard.writeText(text)", text)
        else:
            self.page.evaluate("() => navigator.clipboard.writeText(%s)" % made_by)
        before = self.page.evaluate("document.documentElement.dataset.kept || ''")
        self.page.focus(into)
        if select_all:
            self.page.keyboard.press("Control+A")
        self.page.keyboard.press("Control+V")
        if wait:
            self.page.wait_for_function(
                "before => (document.documentElement.dataset.kept || '') !== before", arg=before, timeout=SLOW
            )

    def paste_at_once(self, made_by):
        """Paste the text a JavaScript expression makes over the whole input and say, from the very task of the
        paste event (before any other task can run, a key pressed or a page left), {size: the input's size,
        readOnly: whether the box takes keys}; the paste is then kept."""
        before = self.page.evaluate("document.documentElement.dataset.kept || ''")
        seen = self.page.evaluate(
            """async () => { const box = document.getElementById("input");
                 const input = await import(new URL("js/input_text.js", document.baseURI));
                 const data = new DataTransfer(); data.setData("text/plain", %s);
                 box.select();
                 box.dispatchEvent(new ClipboardEvent("paste", {clipboardData: data, bubbles: true, cancelable: true}));
                 return {size: input.size(box), readOnly: box.readOnly}; }"""
            % made_by
        )
        self.page.wait_for_function("before => (document.documentElement.dataset.kept || '') !== before", arg=before)
        return seen

    def link(self, text, part=1, game="camel"):
        """The address of a share link to `text`, as the core makes it."""
        from camelcards_core.share import fragment

        return self.base_url + "#" + fragment(text, part, game)

    def visit(self, url):
        """A fresh load of the page at `url`, as when a link is opened from elsewhere."""
        self.page.goto("about:blank")
        self.page.goto(url)
        self.page.wait_for_selector("html[data-ready]", state="attached")
        self.page.wait_for_selector("html[data-updates]", state="attached")
        self.settled()
        return self

    # --- layout, by positions against the viewport ---------------------------------------------------------

    def box(self, selector):
        return self.page.eval_on_selector(
            selector,
            "e => { const r = e.getBoundingClientRect(); return {top: r.top, bottom: r.bottom,"
            " left: r.left, right: r.right, width: r.width, height: r.height}; }",
        )

    def in_view(self, selector):
        """Whether the element is laid out and wholly inside the viewport."""
        size, where = self.page.viewport_size, self.box(selector)
        return (
            where["width"] > 0
            and where["top"] >= 0
            and where["left"] >= 0
            and where["bottom"] <= size["height"]
            and where["right"] <= size["width"]
        )

    def no_sideways_scroll(self):
        return self.page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth")

    def selection(self, selector="#input"):
        """Whether the box has the focus, and the text selected in it."""
        return self.page.eval_on_selector(
            selector, "t => [document.activeElement === t, t.value.slice(t.selectionStart, t.selectionEnd)]"
        )

    def keep_database_busy(self):
        """Hold the page's database in a write that never ends, as a slow disk would: writes queued behind it
        are cut off by a reload."""
        self.page.evaluate("""() => new Promise((resolve) => {
            const request = indexedDB.open("camel-cards", 1);
            request.onsuccess = () => {
                const store = request.result.transaction("kept", "readwrite").objectStore("kept");
                const again = () => { store.get("part").onsuccess = again; };
                again();
                resolve();
            };
        })""")

    def share_link(self):
        """Press Make a share link; the link, once the page shows it."""
        self.page.click("#share")
        self.page.wait_for_function("document.getElementById('share-url').value.includes('#')")
        return self.page.input_value("#share-url")

    def open_file(self, path):
        """Choose a file with the page's file button, and wait for its answer."""
        return self.settle(lambda: self.page.set_input_files("#file", str(path)))

    def watch_status(self, selector="#status"):
        """Record every text the element shows from now on; `said` (or `said_by`) returns them."""
        self.page.evaluate(
            "selector => { window.__said ??= {}; const node = document.querySelector(selector);"
            " window.__said[selector] = []; new MutationObserver(() => window.__said[selector].push("
            "node.textContent)).observe(node, {childList: true, characterData: true, subtree: true}); }",
            selector,
        )

    @property
    def said(self):
        return self.said_by("#status")

    def said_by(self, selector):
        return self.page.evaluate("selector => window.__said[selector]", selector)

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
        """The table's body as lists of cell texts."""
        return self.page.eval_on_selector_all(
            "#results tbody tr", "rows => rows.map(r => [...r.cells].map(c => c.textContent))"
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

    def _input(self, call, box="input"):
        """`call` of the page's own input module (the one instance the page uses) on the textarea `box`."""
        return self.page.evaluate(
            "async ([call, box]) => (await import(new URL('js/input_text.js', document.baseURI)))[call]"
            "(document.getElementById(box))",
            [call, box],
        )

    def set_aside(self, what="camel"):
        """The texts the page set aside for `what` (a game's input, "camel" or "crab", or its code, "code:camel"
        or "code:crab"), the next to come back first."""
        return self.page.evaluate(
            "async what => (await (await import(new URL('js/kept.js', document.baseURI))).setAsideList(what))"
            ".map(entry => entry.text)",
            what,
        )

    def tab(self):
        """Another browser tab of the page, in the same browser (so with the same storage), not yet opened."""
        return CamelPage(self.page.context.new_page(), self.base_url)

    @property
    def input_text(self):
        """The whole input, whether the textarea shows all of it or only its start."""
        return self._input("text")

    @property
    def input_size(self):
        return self._input("size")

    @property
    def shown_text(self):
        return self.page.input_value("#input")

    @property
    def held_note(self):
        """What the page says of a long input that it shows only the start of, or None."""
        return None if self.page.locator("#held").is_hidden() else self.page.inner_text("#held-note")

    def axe(self):
        """axe-core's serious and critical violations, as (rule, target) pairs; axe comes from npm, evaluated
        straight from node_modules, so it makes no request (and, run by the driver, it is no inline script
        for the page's policy to refuse)."""
        if not self.page.evaluate("typeof axe !== 'undefined'"):
            self.page.evaluate(AXE.read_text())
        found = self.page.evaluate(
            "async () => (await axe.run(document, {resultTypes: ['violations']})).violations"
            ".filter(v => ['serious', 'critical'].includes(v.impact))"
            ".map(v => [v.id, v.nodes.map(n => n.target.join(' ')).join(', ')])"
        )
        return [tuple(v) for v in found]

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

    @property
    def crab_scores(self):
        return self.page.locator("#crab-results tbody td.score").all_inner_texts()

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

    # --- the Code tab ----------------------------------------------------------------------------------------

    def sandboxed(self):
        """From now on, the workers the Code tab's sandbox makes, as they are made, in `self.sandbox_workers`."""
        self.sandbox_workers = []

        def made(worker):
            if worker.url.startswith("blob:null/"):  # a worker of the sandbox's opaque origin
                self.sandbox_workers.append(worker)

        self.page.on("worker", made)
        return self

    def sandbox_worker(self, count):
        """The `count`th worker the sandbox made (from 1), once made."""
        while len(self.sandbox_workers) < count:
            self.page.wait_for_event("worker", timeout=SLOW)
        return self.sandbox_workers[count - 1]

    def code_tab(self):
        """Open the Code tab, once its editors are made."""
        self.page.click("#tab-code")
        self.page.wait_for_selector("#code-run:not([disabled])")
        self.page.wait_for_selector("#crab-code-run:not([disabled])")
        return self

    def code(self, game="camel"):
        return self.page.evaluate("id => document.getElementById(id).code", _code_id(game, "editor"))

    def set_code(self, text, game="camel"):
        """Put `text` in the editor in place of its code, and wait until it is kept."""
        before = self.page.evaluate("document.documentElement.dataset.kept || ''")
        changed = self.page.evaluate(
            "([id, text]) => { const editor = document.getElementById(id);"
            " if (editor.code === text) return false; editor.code = text; return true; }",
            [_code_id(game, "editor"), text],
        )
        if changed:
            self.page.wait_for_function(
                "before => (document.documentElement.dataset.kept || '') !== before", arg=before, timeout=SLOW
            )

    def bring_back_code(self, game="camel"):
        """Press the Code tab's Bring back, and wait until the page has done it; the code then on show."""
        self.page.click("#" + _code_id(game, "bring-back"))
        self.settled()
        return self.code(game)

    def run_code(self, game="camel"):
        """Press Run and wait until the page has shown what the code gave."""
        self.settle(lambda: self.page.click("#" + _code_id(game, "run")))
        return self

    def code_results(self, game="camel"):
        """Each part's answer shown: {part: (value, verdict, [data-mistakes of each match])}."""
        return self.page.evaluate(
            """id => Object.fromEntries([...document.querySelectorAll(`#${id}:not([hidden]) [data-part]`)]
                 .filter(part => part.dataset.value)
                 .map(part => [part.dataset.part, [part.dataset.value, part.dataset.verdict || null,
                   [...part.querySelectorAll('li[data-mistakes]')].map(li => li.dataset.mistakes)]]))""",
            _code_id(game, "result"),
        )

    def code_error(self, game="camel"):
        """(data-line, the error's line of text) of the error shown, or None."""
        error = self.page.locator("#" + _code_id(game, "error"))
        if error.is_hidden():
            return None
        return error.get_attribute("data-line"), self.page.inner_text("#" + _code_id(game, "error-line"))

    def code_status(self, game="camel"):
        return self.page.inner_text("#" + _code_id(game, "status"))

    def prompt(self, line):
        """Type a line at the Python prompt; what it printed in answer."""
        before = self.page.inner_text("#terminal-log")
        self.page.fill("#terminal-input", line)
        self.settle(lambda: self.page.press("#terminal-input", "Enter"))
        return self.page.inner_text("#terminal-log")[len(before) :]


def _code_id(game, name):
    return ("crab-" if game == "crab" else "") + "code-" + name
