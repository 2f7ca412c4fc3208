"""A person's big paste, in headless Chromium: a page just loaded, with nothing started by the benchmark, a real
Ctrl+V of a big input, then Playwright's click on Solve, which waits as a finger does until the button is
visible, still and uncovered.  On the page's own clock: when the click lands after the paste, and the exact
total on show after it; against the strong pure-Python program as a whole CPython process on the same input, in
the same run.  At 1280×800 and 390×844, on `python serve.py` and on the built folder (a fresh browser context
each turn, and the page visited once before in it, as a person who comes back: the service worker then holds the
runtime).

Usage: python benchmarks/person.py [--sizes 100000,1000000] [--runs 3]"""

import argparse
import os
import sys
import tempfile

from playwright.sync_api import sync_playwright

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)
sys.path.insert(0, HERE)

from generate import generate  # noqa: E402
from measuring import exact_total, median, strong_process  # noqa: E402
from watching import ANSWERED, WATCH_ANSWER, paste, pasting, ready_page  # noqa: E402

from harness import chromium, servers  # noqa: E402

SIZES = {"1280×800": {"width": 1280, "height": 800}, "390×844": {"width": 390, "height": 844}}
CLICKED = """() => document.getElementById('solve')
  .addEventListener('click', () => { window.__clicked = performance.now(); }, true)"""


def visited(context, url):
    """A visit before, as a person's who solved a big input once and cleared the box: the service worker then
    holds full Python (Pyodide), and the box starts empty."""
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=120_000)
    text = generate(5000)
    paste(page, text)
    page.wait_for_function(
        "total => document.getElementById('total').dataset.value === total",
        arg=exact_total(text),
        timeout=120_000,
    )
    page.keyboard.press("Control+A")
    page.keyboard.press("Delete")
    page.wait_for_selector("#empty:not([hidden])")
    page.wait_for_selector("html:not([data-busy])", state="attached")
    page.close()


def turn(browser, url, viewport, text, expected, returning):
    """Seconds from the paste to the click landing on Solve and to the total on show, and the longest task."""
    context = pasting(browser, viewport)
    if returning:
        visited(context, url)
    page = ready_page(context, url)
    page.evaluate(WATCH_ANSWER, expected)
    page.evaluate(CLICKED)
    paste(page, text)
    page.click("#solve", timeout=120_000)
    page.wait_for_function(ANSWERED, timeout=600_000)
    pasted, clicked, answered, longest = page.evaluate(
        "[window.__pasted, window.__clicked, window.__answered, window.__longest]"
    )
    context.close()
    return (clicked - pasted) / 1000, (answered - pasted) / 1000, longest


def main():
    cli = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    cli.add_argument("--sizes", default="100000,1000000", help="hands pasted")
    cli.add_argument("--runs", type=int, default=3, help="turns of each, whose median is shown")
    cli.add_argument("--returning", action="store_true", help="a visit before, which leaves full Python cached")
    args = cli.parse_args()
    inputs = []
    for size in [int(each) for each in args.sizes.split(",")]:
        text = generate(size)
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as file:
            file.write(text)
        inputs.append((size, text, exact_total(text), file.name))
    print(
        "A person's paste on a page just loaded, %s: Ctrl+V, Playwright's click on Solve; median of %d, against"
        " the strong pure-Python program as a whole CPython process (median of 3, in the same run):\n"
        % ("a visit before having cached full Python" if args.returning else "a first visit", args.runs)
    )
    print(
        "| served by | window | hands | click lands after the paste | paste to total | longest main-thread task"
        " | strong, CPython | page ÷ strong |\n|---|---|---:|---:|---:|---:|---:|---:|"
    )
    with tempfile.TemporaryDirectory() as folder, servers.app() as served, sync_playwright() as playwright:
        servers.build(folder)
        static, built = servers.in_thread(folder)
        browser = playwright.chromium.launch(**chromium.launch_args())
        for name, url in (("serve.py", served), ("built folder", built)):
            for window, viewport in SIZES.items():
                for size, text, expected, path in inputs:
                    turns = [turn(browser, url, viewport, text, expected, args.returning) for _ in range(args.runs)]
                    strong = strong_process(path)
                    click, took, longest = (median([each[at] for each in turns]) for at in range(3))
                    print(
                        "| %s | %s | %s | %.2f s | %.2f s | %.0f ms | %.2f s | %.2f |"
                        % (name, window, format(size, ","), click, took, longest, strong, took / strong),
                        flush=True,
                    )
        browser.close()
        static.shutdown()
    for *_, path in inputs:
        os.unlink(path)


if __name__ == "__main__":
    main()
