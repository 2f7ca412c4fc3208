"""One helper that knows the page's hooks, so tests speak of behaviour, not selectors."""

from urllib.parse import urlparse


class CamelPage:
    def __init__(self, page, base_url):
        self.page = page
        self.base_url = base_url
        self.offsite = []
        self.console_errors = []
        page.route(lambda url: urlparse(url).hostname not in ("127.0.0.1",) and not url.startswith(("data:", "blob:")), self._block)
        page.on("console", lambda message: message.type == "error" and self.console_errors.append(message.text))
        page.on("pageerror", lambda error: self.console_errors.append(str(error)))

    def _block(self, route):
        self.offsite.append(route.request.url)
        route.abort()

    def open(self, path=""):
        self.page.goto(self.base_url + path)
        self.page.wait_for_selector("html[data-ready]", state="attached", timeout=30000)
        return self

    def solve(self, text, part=1):
        self.page.fill("#input", text)
        self.choose(part)
        self.page.click("#solve")
        self.page.wait_for_selector("html:not([data-busy])", state="attached")
        return self

    def choose(self, part):
        self.page.check('input[name="part"][value="%d"]' % part)

    @property
    def total(self):
        """The exact total as the page holds it, or None when no total is shown."""
        if self.page.locator("#answer").is_hidden():
            return None
        return self.page.get_attribute("#total", "data-value")

    @property
    def errors(self):
        return self.page.locator("#errors li").all_inner_texts()

    def rows(self):
        """The table's body as lists of cell texts."""
        return self.page.eval_on_selector_all("#results tbody tr", "rows => rows.map(r => [...r.cells].map(c => c.textContent))")

    @property
    def input_text(self):
        return self.page.input_value("#input")

    def play_crab(self, text):
        """Both Crab Combat games; their scores (or the no-winner text) in part order."""
        self.page.click("#tab-crab")
        self.page.fill("#crab-input", text)
        self.page.click("#crab-solve")
        return self.page.locator("#crab-results tbody td.score").all_inner_texts()
