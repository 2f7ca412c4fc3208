"""The Code tab's start in headless Chromium, served by serve.py from this machine (a warm cache after the
first turn): from the click on the tab to its editors usable, then the first Run (which starts its Pyodide
worker) and a second Run, each to the checked answers on show, on the puzzle's example; then the prompt's
start, from its first line's Enter to that line's answer (a worker of its own); and the longest task on the page's
main thread from the click to the second Run's answers.  With --shell, in Chromium's headless shell, which runs the
sandbox's frame in the page's process (as a browser without full site isolation, such as Android's Chrome, does),
so that the frame's tasks are the page's too.

Usage: python benchmarks/code_tab.py [--runs 5] [--shell]"""

import argparse
import os
import statistics
import sys

from playwright.sync_api import sync_playwright

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from harness import chromium, servers  # noqa: E402

DONE = "document.getElementById('code-status').textContent.startsWith('Ran')"
# Every long task from the tab's click on (the sandbox frame's too, where it shares the page's main thread).
LONGEST = """window.__longest = 0; new PerformanceObserver((list) => list.getEntries().forEach((entry) =>
  { window.__longest = Math.max(window.__longest, entry.duration); })).observe({type: 'longtask'});"""
PROMPTED = "document.getElementById('terminal-log').textContent.endsWith('>>> 6 * 7\\n42\\n')"


def turn(page, url):
    page.goto(url)
    page.wait_for_selector("html[data-ready]", state="attached")
    page.wait_for_selector("html:not([data-busy])", state="attached")
    page.evaluate(LONGEST)
    times = [page.evaluate("performance.now()")]
    page.click("#tab-code")
    page.wait_for_selector("#code-run:not([disabled])")
    times.append(page.evaluate("performance.now()"))
    for _ in range(2):
        page.evaluate("document.getElementById('code-status').textContent = ''")
        page.click("#code-run")
        page.wait_for_function(DONE, timeout=120_000)
        times.append(page.evaluate("performance.now()"))
    took = [(b - a) / 1000 for a, b in zip(times, times[1:])]
    longest = page.evaluate("window.__longest") / 1000
    page.fill("#terminal-input", "6 * 7")
    pressed = page.evaluate("performance.now()")
    page.press("#terminal-input", "Enter")
    page.wait_for_function(PROMPTED, timeout=120_000)
    return took + [(page.evaluate("performance.now()") - pressed) / 1000, longest]


def main():
    cli = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    cli.add_argument("--runs", type=int, default=5)
    cli.add_argument("--shell", action="store_true", help="Chromium's headless shell: the frame in the page's process")
    given = cli.parse_args()
    runs = given.runs
    with servers.app() as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(**chromium.launch_args(given.shell))
        page = browser.new_page()
        found = [turn(page, url) for _ in range(runs + 1)][1:]  # the first turn fills the cache
        browser.close()
    names = ("tab to editors", "first Run", "second Run", "prompt's start", "longest task")
    for name, values in zip(names, zip(*found)):
        print("%-15s median %.2f s  (%s)" % (name, statistics.median(values), ", ".join("%.2f" % v for v in values)))


if __name__ == "__main__":
    main()
