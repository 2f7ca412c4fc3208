"""The page in headless Chromium, against bare pages, in one run on a shared machine: compare as ratios.

Usage: python benchmarks/browser.py [--runs 7] [--sizes 100000,1000000] [--window 1280x800]

- Load: the page against a bare MicroPython page and a bare Pyodide page that only start their interpreter.
- Paste to answer, 1,000 hands: the page against a bare solver page, a minimal MicroPython page that reads
  the textarea on each input, ranks both parts with packed ints and writes the total.  Timed on each page's
  own clock from the paste to the exact total on show, with the longest main-thread task meanwhile.
- Big inputs in the page's Pyodide worker, already started: Solve to the total, its phases, the longest
  main-thread task and the tab's peak memory; against the strong pure-Python program as a whole CPython
  process on the same input (benchmarks/references.py).

Builds the static folder with `serve.py --build`, adds the bare pages (bare_pages.py), and serves it with
Python's plain static server, with persistent connections as any host keeps them.  Crab Combat's
measurements are browser_crab.py's; what is watched in the page, watching.py's."""

import argparse
import os
import sys
import tempfile
import time

from playwright.sync_api import sync_playwright

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)
sys.path.insert(0, HERE)

import bare_pages  # noqa: E402
from browser_crab import measure_crab, measure_crab_check  # noqa: E402
from generate import generate  # noqa: E402
from measuring import exact_total, median, spread, strong_process  # noqa: E402
from watching import ANSWERED, RECEIVED, WATCH_ANSWER, WATCH_LONGEST, WATCH_READY, paste, pasting, renderer_peak  # noqa: E402

from harness import chromium, servers  # noqa: E402

# The window each page is shown in (--window): a laptop's, or a phone's with 390x844.
WINDOW = {"width": 1280, "height": 800}
# Seconds between a page's closing and the next load, for the closed page to be torn down.
SETTLE = 1.0


def load(context, url):
    """Seconds to html[data-ready] on the page's clock and as the driver saw it, and bytes received by then.
    The bytes are counted by the page's own Resource Timing once it is ready, not through the DevTools
    protocol, which sends each request's events to this process while the page loads: that costs a page in
    proportion to its requests (65 ms of the page's start with its 38, 22 ms of the bare page's with its 11,
    in 24 paired turns)."""
    page = context.new_page()
    page.add_init_script(WATCH_READY)
    start = time.perf_counter()
    page.goto(url)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=120_000)
    seen = time.perf_counter() - start
    return page, page.evaluate("window.__ready") / 1000, seen, page.evaluate(RECEIVED)


def loads(browser, urls, runs):
    """Cold and warm figures for each URL over `runs` fresh contexts, the URLs taking turns.  Each load starts
    a moment after the page before it closed: a closed page's process is torn down in the background (a
    Pyodide page's holds hundreds of MB), and a load beside that teardown would time it too.  Each turn starts
    one URL further on, so that each page follows each of the others as often: what came just before still
    shows (a load after a MicroPython page was measured 17 to 31 ms slower than one after the Pyodide page)."""
    figures = {url: [] for url in urls}
    for turn in range(runs):
        for url in urls[turn % len(urls) :] + urls[: turn % len(urls)]:
            context = browser.new_context(viewport=WINDOW)
            page, cold, cold_seen, cold_bytes = load(context, url)
            page.close()
            time.sleep(SETTLE)
            page, warm, warm_seen, warm_bytes = load(context, url)
            context.close()
            time.sleep(SETTLE)
            figures[url].append((cold, cold_seen, cold_bytes, warm, warm_bytes))
    return figures


def paste_to_answer(context, url, text, total, after=1000):
    """Milliseconds from the paste to the exact total on show, on the page's clock, and the longest
    main-thread task meanwhile; the paste is made `after` milliseconds after the page is ready."""
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=60_000)
    page.wait_for_timeout(after)
    page.evaluate(WATCH_ANSWER, total)
    paste(page, text)
    page.wait_for_function(ANSWERED, timeout=60_000)
    took = page.evaluate("window.__answered - window.__pasted")
    longest = page.evaluate("window.__longest")
    page.close()
    return took, longest


def big_solve(page, text, total):
    """Seconds from Solve to the total, the status lines' times on the way, and the longest task."""
    paste(page, text)
    page.wait_for_selector("html:not([data-busy])", state="attached", timeout=600_000)
    page.wait_for_timeout(300)
    page.evaluate(WATCH_ANSWER, total)
    page.evaluate(
        "() => document.getElementById('solve').addEventListener('click', () => { window.__clicked = performance.now(); }, true)"
    )
    page.click("#solve")
    page.wait_for_function(ANSWERED, timeout=600_000)
    clicked, answered, said = page.evaluate("[window.__clicked, window.__answered, window.__said]")
    phases = {text.split(" ")[0]: at - clicked for at, text in said}
    return (answered - clicked) / 1000, phases, page.evaluate("window.__longest")


def main():
    cli = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    cli.add_argument("--runs", type=int, default=7, help="turns of each page, whose median is shown")
    cli.add_argument("--sizes", default="100000,1000000", help="big inputs for the Pyodide worker")
    cli.add_argument("--paste-after", type=int, default=1000, help="milliseconds after ready to paste")
    cli.add_argument(
        "--only", choices=("load", "paste", "big", "crab", "check", "crab-check"), help="run one part only"
    )
    cli.add_argument("--window", default="1280x800", help="the window's size, as WIDTHxHEIGHT (a phone: 390x844)")
    args = cli.parse_args()
    WINDOW.update(zip(("width", "height"), map(int, args.window.split("x"))))
    with tempfile.TemporaryDirectory() as folder:
        servers.build(folder)
        bare_pages.write(folder)
        server, url = servers.in_thread(folder)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**chromium.launch_args())

            if args.only in (None, "load"):
                measure_loads(browser, url, args.runs)
            if args.only in (None, "paste"):
                measure_paste(browser, url, args.runs, args.paste_after)
            if args.only in (None, "big"):
                measure_big(browser, url, args.sizes)
            if args.only in (None, "crab"):
                measure_crab(browser, url, WINDOW)
            if args.only in (None, "check"):
                measure_check(browser, url, args.runs)
            if args.only in (None, "crab-check"):
                measure_crab_check(browser, url, WINDOW)
            browser.close()
        server.shutdown()


def measure_loads(browser, url, runs):
    print(
        "Load to html[data-ready], median of %d: cold is a fresh browser context, warm a second visit in it;"
        " 'seen' is when the driver saw it.\n" % runs
    )
    print("| page | cold | cold, seen | cold bytes | warm | warm bytes |\n|---|---:|---:|---:|---:|---:|")
    pages = (
        ("Camel Cards page", ""),
        ("bare MicroPython page", "bare-micropython.html"),
        ("bare Pyodide page", "bare-pyodide.html"),
    )
    figures = loads(browser, [url + path for _, path in pages], runs)
    for label, path in pages:
        cold, cold_seen, cold_bytes, warm, warm_bytes = [median(column) for column in zip(*figures[url + path])]
        print(
            "| %s | %.2f s | %.2f s | %.2f MB | %.2f s | %.2f MB |"
            % (label, cold, cold_seen, cold_bytes / 1e6, warm, warm_bytes / 1e6)
        )
    turns = list(zip(figures[url], figures[url + pages[1][1]]))
    print(
        "\nCold load, page ÷ bare MicroPython page, the median of the %d turns' ratios: %s (as the driver saw it: %.2f)\n"
        % (
            len(turns),
            spread([mine[0] / bare[0] for mine, bare in turns]),
            median([mine[1] / bare[1] for mine, bare in turns]),
        )
    )


def measure_paste(browser, url, runs, after):
    # Two inputs, taking turns: the page keeps what was pasted, and a paste of the text the box already
    # holds changes nothing.
    texts = [generate(1000, seed) for seed in (2023, 2024)]
    totals = [exact_total(text) for text in texts]
    context = pasting(browser, WINDOW)
    mine, bare = [], []
    for turn in range(runs):
        text, total = texts[turn % 2], totals[turn % 2]
        mine.append(paste_to_answer(context, url, text, total, after))
        bare.append(paste_to_answer(context, url + "bare-solver.html", text, total, after))
    context.close()
    print(
        "1,000 hands pasted %d ms after the page is ready, to the exact total on show (painted), median of %d, the"
        " pages taking turns:\n" % (after, runs)
    )
    print("| page | paste to answer | longest main-thread task |\n|---|---:|---:|")
    for label, figures in (
        ("Camel Cards page (MicroPython worker)", mine),
        ("bare solver page (MicroPython, main thread)", bare),
    ):
        print("| %s | %.0f ms | %.0f ms |" % (label, median([f[0] for f in figures]), median([f[1] for f in figures])))
    print(
        "\nPaste to answer, page ÷ bare solver page, the median of the turns' ratios: %s\n"
        % spread([m[0] / b[0] for m, b in zip(mine, bare)])
    )


def measure_big(browser, url, sizes):
    print(
        "Big inputs in the Pyodide worker, already started; Solve to the exact total on show, against the strong"
        " pure-Python program as a whole CPython process (median of 3):\n"
    )
    print(
        "| hands | Solve to total | read (text to worker, parse, check) | rank and first page | longest main-thread task"
        " | tab's peak memory | strong, CPython | page ÷ strong |\n|---:|---:|---:|---:|---:|---:|---:|---:|"
    )
    context = pasting(browser, WINDOW)
    page = context.new_page()
    page.goto(url + "?engine=pyodide")
    page.wait_for_selector("html[data-ready]", state="attached", timeout=120_000)
    warm = generate(5)
    big_solve(page, warm, exact_total(warm))
    for size in [int(s) for s in sizes.split(",")]:
        text = generate(size)
        took, phases, longest = big_solve(page, text, exact_total(text))
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as file:
            file.write(text)
        strong = strong_process(file.name)
        os.unlink(file.name)
        reading, ranking = phases.get("Reading", 0) / 1000, phases.get("Ranking", 0) / 1000
        peak = renderer_peak()
        print(
            "| %s | %.2f s | %.2f s | %.2f s | %.0f ms | %s | %.2f s | %.2f |"
            % (
                format(size, ","),
                took,
                ranking - reading,
                took - ranking,
                longest,
                "%.0f MB" % peak if peak else "—",
                strong,
                took / strong,
            ),
            flush=True,
        )
    context.close()


def measure_check(browser, url, runs):
    """Check your answer on 1,000 hands: Enter to the result on show, every single mistake and every pair
    checked in the MicroPython worker (a number that nothing gives, so that none is left out)."""
    print(
        "Check your answer, 1,000 hands: Enter to the result on show (every mistake and pair checked), median of"
        " %d, and the longest main-thread task meanwhile:\n" % runs
    )
    print("| part | Enter to result | longest main-thread task |\n|---|---:|---:|")
    context = pasting(browser, WINDOW)
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=60_000)
    paste(page, generate(1000))
    page.wait_for_selector("#answer:not([hidden])")
    page.wait_for_selector("html:not([data-busy])", state="attached")
    for part in (1, 2):
        page.check('input[name="part"][value="%d"]' % part)
        page.wait_for_selector("html:not([data-busy])", state="attached")
        figures = []
        for turn in range(runs):
            paste(page, str(7 + turn), "#check-answer")
            page.evaluate(
                """() => { window.__done = null; %s
              const result = document.getElementById('check-result');
              new MutationObserver((changes, watcher) => { watcher.disconnect();
                requestAnimationFrame(() => setTimeout(() => { window.__done = performance.now(); })); })
                .observe(result, {childList: true});
              window.__start = performance.now(); }"""
                % WATCH_LONGEST
            )
            page.press("#check-answer", "Enter")
            page.wait_for_function("window.__done !== null", timeout=60_000)
            figures.append(page.evaluate("[window.__done - window.__start, window.__longest]"))
        print("| %d | %.0f ms | %.0f ms |" % (part, median([f[0] for f in figures]), median([f[1] for f in figures])))
    context.close()


if __name__ == "__main__":
    main()
