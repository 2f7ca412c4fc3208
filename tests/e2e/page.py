"""One helper that knows the page's hooks, so tests speak of behaviour, not selectors: the page as a whole
here (opening it, pasting, the marks it waits on, what it keeps), each tab's in a mixin of its own."""

from pathlib import Path
from urllib.parse import urlparse

from harness.page_facts import SESSION_KEYS, STORE_NAME

from .page_camel import CamelPane
from .page_code import CodeTab
from .page_crab import CrabPane
from .page_layout import Layout
from .slow import SLOW

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"

__all__ = ["CamelPage", "SLOW"]


class CamelPage(Layout, CamelPane, CrabPane, CodeTab):
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
        page.add_init_script("try { sessionStorage.setItem('%s', 'no'); } catch {}" % SESSION_KEYS["warm"])
        page.on("pageerror", lambda error: self.console_errors.append(str(error)))

    def _record(self, request):
        """Note every request, and apart any beyond the test server, which the browser cannot resolve
        (conftest.ARGS)."""
        self.requested.append(request.url)
        if urlparse(request.url).hostname != "127.0.0.1" and not request.url.startswith(("data:", "blob:")):
            self.offsite.append(request.url)

    def errors_beside(self, logged):
        """The console's errors but `logged`: the browser's own line for a load refused on purpose."""
        return [error for error in self.console_errors if error != logged]

    def open(self, path=""):
        self.page.goto(self.base_url + path)
        self.page.wait_for_selector("html[data-ready]", state="attached", timeout=30000)
        self.settled()
        return self

    def open_starting(self, path="", reload=False):
        """Load the page at `path` (or reload it) with its interpreter's WebAssembly held back, so that it stays
        starting (its markup on show, its Python not yet running); the function returned lets it go on, and
        waits until the page is ready and (unless told `answers=False`) has answered the puzzle input it was
        given meanwhile.  The browser holds the request from the moment it is made until `hold` lets it go, so
        the page stays starting however late Playwright runs `hold`; one run after `go_on` lets it go at once."""
        held, going = [], []

        def hold(route):
            if going:
                route.continue_()
            else:
                held.append(route)

        self.page.route("**/micropython.wasm", hold)
        with self.page.expect_request("**/micropython.wasm"):
            if reload:
                self.page.reload(wait_until="domcontentloaded")
            else:
                self.page.goto(self.base_url + path, wait_until="domcontentloaded")
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
                 for (let i = 0; i < 2; i++) await worker.open_link(new Blob(['']), 0, 0, 0);  // read for nothing
                 await new Promise(done => requestAnimationFrame(() => setTimeout(done))); }""",
            runtime,
        )

    def drawn(self):
        """Wait until the page has drawn twice: what a scroll or a focus set off (an IntersectionObserver's
        answer, a bar shown or hidden) has happened and is on screen."""
        self.page.evaluate("new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))")

    def settled(self):
        """Wait until nothing is under way, and no place waits to be written into the address."""
        self.page.wait_for_selector("html:not([data-busy]):not([data-placing])", state="attached", timeout=SLOW)

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

    def keep_database_busy(self):
        """Hold the page's database in a write that never ends, as a slow disk would: writes queued behind it
        are cut off by a reload."""
        self.page.evaluate(
            """(name) => new Promise((resolve) => {
            const request = indexedDB.open(name, 1);
            request.onsuccess = () => {
                const store = request.result.transaction("kept", "readwrite").objectStore("kept");
                const again = () => { store.get("part").onsuccess = again; };
                again();
                resolve();
            };
        })""",
            STORE_NAME,
        )

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
