"""Pyodide's start in headless Chromium, with and without its memory snapshot (snapshot.py), in one run, turn
about: the page's Pyodide worker, from the call that asks for it to its ready (the HTTP cache warm, as on a
visit after the first), and the Code tab's first Run on the example, from the click to the checked answers
(the sandbox's worker starting from the snapshot too).  Without, the snapshot's address answers 404, as on a
site built where Node was missing.  Then the bytes that Pyodide's first use downloads, with and without.

Usage: python benchmarks/pyodide_start.py [--runs 5]"""

import argparse
import os
import statistics
import sys

from playwright.sync_api import sync_playwright

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

import site_files  # noqa: E402
import snapshot  # noqa: E402
from harness import chromium, servers  # noqa: E402

STARTED = """async () => { const workers = await import(new URL("worker/workers.js", document.baseURI));
  const asked = performance.now(); await workers.get("pyodide"); return performance.now() - asked; }"""
RAN = "document.getElementById('code-status').textContent.startsWith('Ran')"


def turn(browser, url, snapshotted):
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    if not snapshotted:
        page.route("**/snapshot/" + snapshot.FILE, lambda route: route.fulfill(status=404))
    page.goto(url)
    page.wait_for_selector("html[data-ready]", state="attached")
    page.wait_for_selector("html:not([data-busy])", state="attached")
    worker = page.evaluate(STARTED) / 1000
    page.click("#tab-code")
    page.wait_for_selector("#code-run:not([disabled])")
    clicked = page.evaluate("performance.now()")
    page.click("#code-run")
    page.wait_for_function(RAN, timeout=120_000)
    run = (page.evaluate("performance.now()") - clicked) / 1000
    context.close()
    return worker, run


def main():
    cli = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    cli.add_argument("--runs", type=int, default=5)
    runs = cli.parse_args().runs
    found = {True: [], False: []}
    with servers.app() as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(**chromium.launch_args())
        turn(browser, url, True)  # fills the HTTP cache
        for _ in range(runs):
            for snapshotted in (True, False):
                found[snapshotted].append(turn(browser, url, snapshotted))
        browser.close()
    for snapshotted in (True, False):
        print("%s the snapshot:" % ("With" if snapshotted else "Without"))
        for name, values in zip(("Pyodide worker ready", "the Code tab's first Run"), zip(*found[snapshotted])):
            each = ", ".join("%.2f" % value for value in values)
            print("  %-24s median %.2f s  (%s)" % (name, statistics.median(values), each))
    pyodide = [source for path, source in site_files.served() if path.startswith("/pyscript/pyodide/")]
    runtime = sum(os.path.getsize(source) for source in pyodide)
    memory = os.path.getsize(os.path.join(snapshot.FOLDER, snapshot.FILE))
    print("Pyodide's first use downloads %.1f MB, of which the snapshot %.1f MB." % (runtime / 1e6, memory / 1e6))


if __name__ == "__main__":
    main()
