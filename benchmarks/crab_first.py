"""The first Crab Combat game as a person meets it, in headless Chromium: a page just loaded in a fresh browser
context (nothing started by the benchmark), Playwright's click on the Crab Combat tab, a real Ctrl+V of the decks,
Playwright's click on Play; on the page's own clock, from the paste to both scores on show, with the runtime that
played them and the longest main-thread task.  Against the command line (`python -m camelcards_core.crab_combat
FILE`, both games) as a whole CPython process, in the same turn: compare the ratios.  At 1280×800 and 390×844; the
deals are the hard deal and shuffles of benchmarks/crab.py, and random deals of 1…50 dealt 25 each, as puzzle
inputs are.  With --returning, the browser has visited the page and played a game before (its service worker
then holds full Python, Pyodide); --reading gives the person a pause between the tab's opening and the paste
(finding the decks and pressing Ctrl+V take a person a second or more; 0 by default, as a script is); --load adds
the cold load and the Camel Cards tab's first paste.

Usage: python benchmarks/crab_first.py [--random 6] [--returning] [--reading SECONDS] [--load RUNS]"""

import argparse
import os
import random
import sys
import tempfile

from playwright.sync_api import sync_playwright

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)
sys.path.insert(0, HERE)

from measuring import exact_total, median, process_seconds  # noqa: E402
from watching import ANSWERED, WATCH_ANSWER, WATCH_LONGEST, paste, pasting, ready_page  # noqa: E402

from camelcards_core.crab_game import play  # noqa: E402
from crab import HARD, SHUFFLES, deck_file, shuffled, text  # noqa: E402
from harness import chromium, servers  # noqa: E402

SIZES = {"1280×800": {"width": 1280, "height": 800}, "390×844": {"width": 390, "height": 844}}
# On the page's clock: the paste, and the moment Recursive Combat's score is on show (painted: after the next
# frame, once the task that wrote it ends).
WATCH_SCORES = (
    """score => { window.__pasted = null; window.__shown = null; %s
  document.addEventListener('paste', () => { window.__pasted ??= performance.now(); }, true);
  const table = document.getElementById('crab-results');
  new MutationObserver((changes, watcher) => {
    const cell = table.querySelector('tr[data-part="2"] .score');
    if (cell && cell.dataset.value === score) { watcher.disconnect();
      requestAnimationFrame(() => setTimeout(() => { window.__shown = performance.now(); })); } })
    .observe(table, {childList: true, subtree: true, attributes: true}); }"""
    % WATCH_LONGEST
)


def deals(count):
    """The hard deal, the shuffles chosen for their many sub-games, and `count` random deals (seeded)."""
    chosen = [("hard deal", HARD)] + [("shuffle %d" % seed, shuffled(seed)) for seed in SHUFFLES]
    picked = random.Random(2020).sample(range(1000, 100_000), count)
    return chosen + [("random %d" % seed, shuffled(seed)) for seed in picked]


def visited(context, url):
    """A visit before, which played a game in full Python, and lasted until its service worker held it."""
    page = context.new_page()
    page.goto(url + "?engine=pyodide#crab")
    page.wait_for_selector("html[data-ready]", state="attached", timeout=120_000)
    page.click("#crab-load-example")
    page.wait_for_selector("#crab-results tr[data-part='2'] .score[data-value]", state="attached", timeout=120_000)
    page.wait_for_selector("html[data-pyodide-kept]", state="attached", timeout=120_000)
    page.close()


def first_game(browser, url, viewport, decks, score, returning, reading):
    """Seconds from the paste to the scores on show, the runtime that played them, the longest main-thread task.
    The paste comes `reading` seconds after the tab's opening."""
    context = pasting(browser, viewport)
    if returning:
        visited(context, url)
    page = ready_page(context, url, timeout=60_000)
    page.click("#tab-crab")
    page.evaluate(WATCH_SCORES, score)
    page.wait_for_timeout(reading * 1000)
    paste(page, decks, "#crab-input")
    page.click("#crab-solve")
    page.wait_for_function("window.__shown !== null", timeout=600_000)
    took, longest = page.evaluate("[window.__shown - window.__pasted, window.__longest]")
    runtime = page.get_attribute("#crab-answer", "data-runtime")
    context.close()
    return took / 1000, runtime, longest


def cli_seconds(decks):
    with deck_file(decks) as path:
        return process_seconds([sys.executable, "-m", "camelcards_core.crab_combat", path], 3)


def measure_games(browser, url, count, returning, reading):
    print(
        "The first Crab Combat game on a page just loaded (%s, the paste %.1f s after the tab's opening): paste to"
        " both scores on show, against the command line as a whole CPython process (median of 3), in the same"
        " turn:\n" % ("the browser's second visit" if returning else "a fresh browser", reading)
    )
    print("| decks | window | paste to scores | runtime | longest task | command line | page ÷ command line |")
    print("|---|---|---:|---|---:|---:|---:|")
    ratios = {size: [] for size in SIZES}
    for name, decks in deals(count):
        score = str(play(decks[0], decks[1], 2).score)
        for size, viewport in SIZES.items():
            took, runtime, longest = first_game(browser, url, viewport, text(decks), score, returning, reading)
            command = cli_seconds(decks)
            ratios[size].append(took / command)
            print(
                "| %s | %s | %.2f s | %s | %.0f ms | %.2f s | %.1f |"
                % (name, size, took, runtime, longest, command, took / command),
                flush=True,
            )
    for size, each in ratios.items():
        print("\n%s: page ÷ command line, median %.1f, highest %.1f" % (size, median(each), max(each)))


def measure_load(browser, url, runs):
    """The cold load to html[data-ready] and the Camel Cards tab's first paste (1,000 hands, 300 ms after ready)
    to the total on show, medians of `runs` fresh contexts: what starting anything earlier would cost."""
    from generate import generate

    hands = generate(1000)
    expected = exact_total(hands)
    loads, pastes = [], []
    for _ in range(runs):
        context = pasting(browser)
        page = ready_page(context, url, timeout=60_000)
        loads.append(page.evaluate("performance.now()") / 1000)
        page.wait_for_timeout(300)
        page.evaluate(WATCH_ANSWER, expected)
        paste(page, hands, "#input")
        page.wait_for_function(ANSWERED, timeout=60_000)
        pastes.append(page.evaluate("window.__answered - window.__pasted"))
        context.close()
    print("\n| cold load to ready, seen | Camel Cards' first paste to total |\n|---:|---:|")
    print("| %.2f s | %.0f ms |" % (median(loads), median(pastes)))


def main():
    cli = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    cli.add_argument("--random", type=int, default=6, help="random deals beside the chosen ones")
    cli.add_argument("--returning", action="store_true", help="the browser has visited and played before")
    cli.add_argument("--reading", type=float, default=0, metavar="SECONDS", help="a pause before the paste")
    cli.add_argument("--load", type=int, default=0, metavar="RUNS", help="also the cold load and first paste")
    args = cli.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        servers.build(folder)
        server, url = servers.in_thread(folder)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**chromium.launch_args())
            measure_games(browser, url, args.random, args.returning, args.reading)
            if args.load:
                measure_load(browser, url, args.load)
            browser.close()
        server.shutdown()


if __name__ == "__main__":
    main()
