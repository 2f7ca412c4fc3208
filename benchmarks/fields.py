"""What a person can type into the page's fields, at its worst, in headless Chromium: a million characters pasted
into each field of the Camel Cards and Crab Combat tabs (their input boxes and the Code tab apart), and a number
of a million digits checked as an answer in each game; the longest main-thread task meanwhile (PerformanceObserver
'longtask'), what the field kept, and the milliseconds from Enter to the verdict on show, on the page's clock.

Usage: python benchmarks/fields.py [--limit 150]   (seconds to wait for a verdict)

Serves the working tree with serve.py, as the end-to-end tests do."""

import argparse
import os
import sys

from playwright.sync_api import sync_playwright

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, HERE)

from watching import paste  # noqa: E402

from harness import chromium, servers  # noqa: E402
from harness.examples import CAMEL, CRAB  # noqa: E402

MILLION = 1_000_000
# Every long task from now on: the longest in window.__longest.
WATCH_TASKS = """() => { window.__longest = 0; if (window.__watching) return; window.__watching = true;
  new PerformanceObserver(list => { for (const e of list.getEntries()) window.__longest = Math.max(window.__longest,
  e.duration); }).observe({type: 'longtask'}); }"""
# The moment the verdict in `result` changes, in window.__verdict, from the Enter pressed (window.__asked).
WATCH_VERDICT = """result => { const node = document.getElementById(result); const before = node.textContent;
  window.__verdict = null;
  document.addEventListener('keydown', () => { window.__asked = performance.now(); }, {capture: true, once: true});
  new MutationObserver((_, watch) => { if (!node.hidden && node.textContent !== before) {
    window.__verdict = performance.now(); watch.disconnect(); } })
  .observe(node, {childList: true, subtree: true, attributes: true}); }"""
# (field, what is pasted, what shows the field: "crab" for Crab Combat's, "rules" for Your rules)
PASTES = [
    ("#rules-order", "A", "rules"),
    ("#rules-joker", "A", "rules"),
    ("#filter-hand", "A", ""),
    ("#check-answer", "9", ""),
    ("#crab-check-answer", "9", "crab"),
    ("#replay-round", "9", "crab"),
]


# The mark on <html> named has changed since `before`, and nothing is under way.
CHANGED = """([name, before]) => (document.documentElement.dataset[name] || '') !== before
  && !document.documentElement.hasAttribute('data-busy')"""


def done(page, action, mark="updates"):
    """Do `action`, then wait until the page's mark html[data-`mark`] changes (the answers written, or the
    inputs kept) and nothing is under way."""
    before = page.evaluate("name => document.documentElement.dataset[name] || ''", mark)
    action()
    page.wait_for_function(CHANGED, arg=[mark, before], timeout=120_000)


def choose(page, part):
    """Choose the rules `part` ("1", "2", "custom"), unless chosen already (the page keeps the choice)."""
    radio = 'input[name="part"][value="%s"]' % part
    if not page.is_checked(radio):
        done(page, lambda: page.check(radio))


def settled(page):
    page.wait_for_selector("html:not([data-busy])", state="attached", timeout=120_000)


def opened(context, url, shows):
    """A fresh page with the example solved, and what shows the field played or chosen."""
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=120_000)
    settled(page)
    choose(page, "1")
    done(page, lambda: paste(page, CAMEL), "kept")
    done(page, lambda: page.click("#solve"))
    if shows == "rules":
        choose(page, "custom")
    elif shows == "crab":
        page.click("#tab-crab")
        page.wait_for_selector("#crab-solve:not([disabled])")
        done(page, lambda: paste(page, CRAB, "#crab-input"), "kept")
        done(page, lambda: page.click("#crab-solve"))
        before = page.get_attribute("#replay", "data-starts")
        page.click("#replay-part-2")
        page.wait_for_function("before => document.getElementById('replay').dataset.starts !== before", arg=before)
    return page


def longest(page):
    """The longest task so far, once the page has settled and a moment has passed for the observer to hear."""
    settled(page)
    page.wait_for_timeout(500)
    return page.evaluate("window.__longest")


def pasted(context, url, field, char, shows):
    """A million of `char` pasted into `field` with Ctrl+V: the longest task, and how many characters it kept."""
    page = opened(context, url, shows)
    page.evaluate(WATCH_TASKS)
    page.evaluate("() => navigator.clipboard.writeText('%s'.repeat(%d))" % (char, MILLION))
    page.focus(field)
    page.keyboard.press("Control+A")
    page.keyboard.press("Control+V")
    page.wait_for_timeout(1000)
    figures = longest(page), len(page.input_value(field))
    page.close()
    return figures


def checked(context, url, field, result, shows, limit):
    """A million digits filled into `field` and checked with Enter: what the field kept, the milliseconds to the
    verdict (None when none came within `limit` seconds) and the longest task."""
    page = opened(context, url, shows)
    if shows == "crab":  # the checking worker started and the games played in it, as by a first check
        page.fill("#crab-check-answer", "306")
        page.check('input[name="crab-check-part"][value="1"]')
        done(page, lambda: page.press("#crab-check-answer", "Enter"))
    page.evaluate(WATCH_TASKS)
    page.fill(field, "9" * MILLION)
    kept = len(page.input_value(field))
    page.evaluate(WATCH_VERDICT, result)
    page.press(field, "Enter")
    try:
        page.wait_for_function("window.__verdict !== null", timeout=limit * 1000, polling=100)
        took = page.evaluate("window.__verdict - window.__asked")
        figures = kept, took, longest(page)
    except Exception:  # no verdict in time: the page is still at it
        figures = kept, None, page.evaluate("window.__longest")
    page.close()
    return figures


def main():
    cli = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    cli.add_argument("--limit", type=int, default=150, help="seconds to wait for a verdict")
    limit = cli.parse_args().limit
    with servers.app() as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(**chromium.launch_args())
        context = browser.new_context(service_workers="block")
        context.grant_permissions(["clipboard-read", "clipboard-write"], origin=url.rstrip("/"))
        print("| a million characters pasted into | kept | longest main-thread task |")
        print("|---|---:|---:|")
        for field, char, shows in PASTES:
            took, kept = pasted(context, url, field, char, shows)
            print("| `%s` (%s) | %s | %d ms |" % (field, char * 3 + "…", format(kept, ","), took), flush=True)
        print()
        print("| a million digits checked in | kept | Enter to verdict | longest main-thread task |")
        print("|---|---:|---:|---:|")
        for field, result, shows in (
            ("#check-answer", "check-result", ""),
            ("#crab-check-answer", "crab-check-result", "crab"),
        ):
            kept, took, slowest = checked(context, url, field, result, shows, limit)
            verdict = "none in %d s" % limit if took is None else "%d ms" % took
            print("| `%s` | %s | %s | %d ms |" % (field, format(kept, ","), verdict, slowest), flush=True)
        browser.close()


if __name__ == "__main__":
    main()
