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

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from tests import server  # noqa: E402
from tests.e2e.conftest import ARGS, CHROMIUM  # noqa: E402
from tests.e2e.page import CamelPage  # noqa: E402
from tests.examples import CAMEL, CRAB  # noqa: E402

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


def opened(context, url, shows):
    """A fresh page with the example solved, and what shows the field played or chosen."""
    camel = CamelPage(context.new_page(), url).open()
    camel.solve(CAMEL)
    if shows == "rules":
        camel.choose("custom")
    elif shows == "crab":
        camel.play_crab(CRAB)
        camel.replay(2)
    return camel


def longest(camel):
    """The longest task so far, once the page has settled and a moment has passed for the observer to hear."""
    camel.settled()
    camel.page.wait_for_timeout(500)
    return camel.page.evaluate("window.__longest")


def pasted(context, url, field, char, shows):
    """A million of `char` pasted into `field` with Ctrl+V: the longest task, and how many characters it kept."""
    camel = opened(context, url, shows)
    camel.page.evaluate(WATCH_TASKS)
    camel.paste(made_by="'%s'.repeat(%d)" % (char, MILLION), into=field, wait=False)
    camel.page.wait_for_timeout(1000)
    figures = longest(camel), len(camel.page.input_value(field))
    camel.page.close()
    return figures


def checked(context, url, field, result, shows, limit):
    """A million digits filled into `field` and checked with Enter: what the field kept, the milliseconds to the
    verdict (None when none came within `limit` seconds) and the longest task."""
    camel = opened(context, url, shows)
    if shows == "crab":  # the checking worker started and the games played in it, as by a first check
        camel.check_crab_answer(306, 1)
    camel.page.evaluate(WATCH_TASKS)
    camel.page.fill(field, "9" * MILLION)
    kept = len(camel.page.input_value(field))
    camel.page.evaluate(WATCH_VERDICT, result)
    camel.page.press(field, "Enter")
    try:
        camel.page.wait_for_function("window.__verdict !== null", timeout=limit * 1000, polling=100)
        took = camel.page.evaluate("window.__verdict - window.__asked")
        figures = kept, took, longest(camel)
    except Exception:  # no verdict in time: the page is still at it
        figures = kept, None, camel.page.evaluate("window.__longest")
    camel.page.close()
    return figures


def main():
    cli = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    cli.add_argument("--limit", type=int, default=150, help="seconds to wait for a verdict")
    limit = cli.parse_args().limit
    with server.app() as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM if os.path.exists(CHROMIUM) else None, args=ARGS)
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
