"""Step through in headless Chromium, served by serve.py from this machine (a warm HTTP cache after the first
turn), on the puzzle's example: from the click on Step through to the first step on show, on a page just loaded
(the Code tab opened, its sandbox's Pyodide not yet started) and again with Pyodide started (a fresh worker,
as each trace and run has, once the page marks its Python ready); the steps a second that stepping shows,
Next clicked for every step as a finger clicks it (Playwright's click) and → held (Playwright's key presses,
one after another); and the size of the trace (its texts, steps and output as JSON, and its steps).

Usage: python benchmarks/trace.py [--runs 3] [--game camel|crab]"""

import argparse
import os
import statistics
import sys
import time

from playwright.sync_api import sync_playwright

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from harness import chromium, servers  # noqa: E402

# The moment the trace's first step is painted: data-step set, then the next frame.
WATCH_SHOWN = """panel => { window.__shown = null; const node = document.getElementById(panel);
  new MutationObserver((_, observer) => { if (node.dataset.step === '1') { observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { window.__shown = performance.now(); })); } })
    .observe(node, {attributes: true, attributeFilter: ['data-step']});
  window.__start = performance.now(); }"""
SIZE = """panel => { const trace = document.getElementById(panel).trace;
  return [new Blob([JSON.stringify({texts: trace.texts, steps: trace.steps, output: trace.output})]).size,
    trace.steps.length]; }"""


def shown(page, button, panel):
    """Seconds from a click on `button` to the trace's first step painted."""
    page.evaluate(WATCH_SHOWN, panel)
    page.click(button)
    page.wait_for_function("() => window.__shown !== null", timeout=120_000)
    return page.evaluate("(window.__shown - window.__start) / 1000")


def clicked(page, panel):
    """Steps a second as Next is clicked, as a finger clicks it (Playwright's click, which waits for the button
    to be visible, still and uncovered), from the first step to the last; each step is drawn in the click's
    own task."""
    if page.get_attribute("#" + panel, "data-step") != "1":
        page.click("#%s-first" % panel)
    steps = int(page.get_attribute("#" + panel, "data-steps"))
    start = time.perf_counter()
    for _ in range(steps - 1):
        page.click("#%s-next" % panel)
    seconds = time.perf_counter() - start
    if int(page.get_attribute("#" + panel, "data-step")) != steps:
        raise RuntimeError("Next did not reach the last step")
    return (steps - 1) / seconds


def held(page, panel, presses=100):
    """Steps a second as → is pressed `presses` times, each press once the one before is drawn."""
    page.focus("#" + panel)
    page.keyboard.press("Home")
    start = page.evaluate("performance.now()")
    for _ in range(presses):
        page.keyboard.press("ArrowRight")
    reached = "([panel, n]) => +document.getElementById(panel).dataset.step === n"
    page.wait_for_function(reached, arg=[panel, presses + 1])
    return presses / ((page.evaluate("performance.now()") - start) / 1000)


def turn(page, url, game):
    prefix = "crab-" if game == "crab" else ""
    button, panel = "#%scode-step" % prefix, prefix + "trace"
    page.goto(url)
    page.wait_for_selector("html[data-ready]", state="attached")
    page.wait_for_selector("html:not([data-busy])", state="attached")
    page.click("#tab-code")
    page.wait_for_selector(button + ":not([disabled])")
    cold = shown(page, button, panel)
    page.wait_for_selector("html:not([data-busy])", state="attached")
    # The fresh worker the trace ended with (the sandbox's second since the page loaded) has its Python ready.
    page.wait_for_function("+(document.documentElement.dataset.runnersReady ?? 0) >= 2", timeout=120_000)
    warm = shown(page, button, panel)
    page.wait_for_selector("html:not([data-busy])", state="attached")
    return [cold, warm, clicked(page, panel), held(page, panel)] + page.evaluate(SIZE, panel)


def main():
    cli = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    cli.add_argument("--runs", type=int, default=3)
    cli.add_argument("--game", choices=("camel", "crab"), default="camel")
    asked = cli.parse_args()
    with servers.app() as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(**chromium.launch_args())
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        found = [turn(page, url, asked.game) for _ in range(asked.runs + 1)][1:]  # the first fills the cache
        browser.close()
    names = ("just loaded (s)", "Pyodide started (s)", "Next, steps/s", "→ held, steps/s", "trace bytes", "steps")
    print("| %s | median | runs |\n|---|---|---|" % asked.game)
    for name, values in zip(names, zip(*found)):
        print("| %s | %.2f | %s |" % (name, statistics.median(values), ", ".join("%.2f" % v for v in values)))


if __name__ == "__main__":
    main()
