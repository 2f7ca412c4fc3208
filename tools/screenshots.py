"""Takes the README's screenshots in headless Chromium, from the page as serve.py serves it: the Camel Cards
tab on a laptop (light) and a phone (dark), the Crab Combat replay, and How it works.
Run: python tools/screenshots.py   (writes docs/*.png)"""

import os
import shutil
import sys

from playwright.sync_api import sync_playwright

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
from tests import server  # noqa: E402
from tests.examples import CAMEL, CRAB  # noqa: E402

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
LAPTOP, PHONE = {"width": 1280, "height": 800}, {"width": 390, "height": 844}


def opened(browser, url, viewport, scheme):
    page = browser.new_context(viewport=viewport, color_scheme=scheme, service_workers="block").new_page()
    page.goto(url)
    page.wait_for_selector("html[data-ready]", state="attached")
    return page


def settled(page, action):
    before = page.evaluate("document.documentElement.dataset.updates || ''")
    action()
    page.wait_for_function(
        "b => (document.documentElement.dataset.updates || '') !== b"
        " && !document.documentElement.hasAttribute('data-busy')",
        arg=before,
    )


def main():
    docs = os.path.join(ROOT, "docs")
    with server.app() as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM if os.path.exists(CHROMIUM) else None, args=["--no-sandbox"]
        )
        for viewport, scheme, name in ((LAPTOP, "light", "camel-laptop-light"), (PHONE, "dark", "camel-phone-dark")):
            page = opened(browser, url, viewport, scheme)
            page.fill("#input", CAMEL)
            settled(page, lambda page=page: page.click("#solve"))
            page.click('#results tbody button[aria-label="Explain KTJJT"]')
            page.wait_for_selector("#explain-dialog[open]")
            page.screenshot(path=os.path.join(docs, name + ".png"))
            page.context.close()
        page = opened(browser, url, LAPTOP, "dark")
        page.click("#tab-crab")
        page.wait_for_selector("#crab-solve:not([disabled])")
        page.fill("#crab-input", CRAB)
        settled(page, lambda: page.click("#crab-solve"))
        page.click("#replay-part-2")
        page.fill("#replay-round", "8")
        page.press("#replay-round", "Enter")
        page.wait_for_function("!document.getElementById('replay-enter').hidden")
        page.locator("#replay").scroll_into_view_if_needed()
        page.screenshot(path=os.path.join(docs, "crab-replay-laptop-dark.png"))
        page.context.close()
        page = opened(browser, url, LAPTOP, "light")
        page.fill("#input", CAMEL)
        settled(page, lambda: page.click("#solve"))
        page.check('input[name="part"][value="2"]')
        page.click("#tab-how")
        page.wait_for_function("document.getElementById('step-title').textContent !== ''")
        for _ in range(3):
            before = page.inner_text("#step-title")
            page.click("#step-next")
            page.wait_for_function("b => document.getElementById('step-title').textContent !== b", arg=before)
        page.screenshot(path=os.path.join(docs, "how-it-works-laptop-light.png"))
        browser.close()
    print(
        "Wrote docs/: camel-laptop-light, camel-phone-dark, crab-replay-laptop-dark and how-it-works-laptop-light.png"
    )


if __name__ == "__main__":
    main()
