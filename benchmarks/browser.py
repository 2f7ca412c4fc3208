"""The page in headless Chromium, against bare pages, in one run on a shared machine: compare as ratios.

Usage: python benchmarks/browser.py [--runs 7] [--sizes 100000,1000000] [--window 1280x800]

- Load: the page against a bare MicroPython page and a bare Pyodide page that only start their interpreter.
- Paste to answer, 1,000 hands: the page against a bare solver page, a minimal MicroPython page that reads
  the textarea on each input, ranks both parts with packed ints and writes the total.  Timed on each page's
  own clock from the paste to the exact total on show, with the longest main-thread task meanwhile.
- Big inputs in the page's Pyodide worker, already started: Solve to the total, its phases, the longest
  main-thread task and the tab's peak memory; against the strong pure-Python program as a whole CPython
  process on the same input (benchmarks/references.py).

Builds the static folder with `serve.py --build`, adds the bare pages, and serves it with Python's plain
static server, with persistent connections as any host keeps them."""

import argparse
import http.server
import os
import random
import subprocess
import sys
import tempfile
import threading
import time

from playwright.sync_api import sync_playwright

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)
sys.path.insert(0, HERE)

from generate import generate  # noqa: E402

from tests.e2e.conftest import ARGS, CHROMIUM  # noqa: E402

BARE = """<!doctype html><html><head><meta charset="utf-8"><script type="module" src="./pyscript/core.js"></script></head>
<body><script type="%s" config='{"interpreter": "./pyscript/%s/%s.mjs"}'>
from pyscript import document
document.documentElement.setAttribute("data-ready", "")
</script></body></html>"""
BARE_SOLVER = """<!doctype html><html><head><meta charset="utf-8"><script type="module" src="./pyscript/core.js"></script></head>
<body><textarea id="input"></textarea><output id="total" data-value=""></output>
<script type="mpy" config='{"interpreter": "./pyscript/micropython/micropython.mjs"}'>
from pyscript import document
from pyscript.ffi import create_proxy

ORDERS = {1: "23456789TJQKA", 2: "J23456789TQKA"}
TYPE = {5: 0, 7: 1, 9: 2, 11: 3, 13: 4, 17: 5, 25: 6}


def kind(hand, joker):
    if joker and joker in hand and hand != "JJJJJ":
        rest = hand.replace(joker, "")
        hand = hand.replace(joker, max(rest, key=rest.count))
    return TYPE[sum(map(hand.count, hand))]


def solve(event):
    lines = document.getElementById("input").value.split()
    hands, bids = lines[0::2], [int(b) for b in lines[1::2]]
    totals = []
    for part in (1, 2):
        order = ORDERS[part]
        strength = {label: i for i, label in enumerate(order)}
        joker = "J" if part == 2 else None
        packed = []
        for i, hand in enumerate(hands):
            key = kind(hand, joker)
            for card in hand:
                key = key * 16 + strength[card]
            packed.append(key * 65536 + i)
        packed.sort()
        totals.append(sum((r + 1) * bids[p % 65536] for r, p in enumerate(packed)))
    document.getElementById("total").dataset.value = str(totals[0])


document.getElementById("input").addEventListener("input", create_proxy(solve))
document.documentElement.setAttribute("data-ready", "")
</script></body></html>"""
# The moment the page sets html[data-ready], on its own clock from navigation start.
WATCH_READY = """new MutationObserver(() => { if (!window.__ready && document.documentElement.hasAttribute('data-ready'))
  window.__ready = performance.now(); }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-ready']});"""
# The longest main-thread task from now on, in window.__longest.
WATCH_LONGEST = """window.__longest = 0;
new PerformanceObserver(list => { for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration); })
  .observe({type: 'longtask'});"""
# On the page's own clock: the paste, each status line with its time, every long task, and the moment the
# total on show becomes the expected one.
WATCH_ANSWER = (
    """total => { window.__said = []; window.__answered = null; window.__seen = false;
  %s
  document.addEventListener('paste', () => { window.__pasted = performance.now(); }, true);
  const shown = document.getElementById('total');
  // On show means painted: the time is taken after the next frame, once the task that wrote the total ends.
  new MutationObserver(() => { if (shown.dataset.value === total && !window.__seen) { window.__seen = true;
    requestAnimationFrame(() => setTimeout(() => { window.__answered = performance.now(); })); } })
    .observe(shown, {attributes: true, attributeFilter: ['data-value']});
  const status = document.getElementById('status');
  if (status) new MutationObserver(() => window.__said.push([performance.now(), status.textContent]))
    .observe(status, {childList: true, characterData: true, subtree: true}); }"""
    % WATCH_LONGEST
)
ANSWERED = "() => window.__answered !== null"
RECEIVED = """() => performance.getEntriesByType('navigation').concat(performance.getEntriesByType('resource'))
  .reduce((sum, entry) => sum + entry.transferSize, 0)"""
# The window each page is shown in (--window): a laptop's, or a phone's with 390x844.
WINDOW = {"width": 1280, "height": 800}
# Seconds between a page's closing and the next load, for the closed page to be torn down.
SETTLE = 1.0


class Quiet(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        """A page closed mid-download is no news."""


class Static(http.server.SimpleHTTPRequestHandler):
    """Python's plain static server, keeping connections open as hosts do (its default, HTTP/1.0, opens one
    a request), with Nagle's algorithm off so that a response's second write is not held back, and quiet."""

    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True

    def log_message(self, *args):
        pass


def serve(folder):
    handler = lambda *a: Static(*a, directory=folder)  # noqa: E731
    server = Quiet(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, "http://127.0.0.1:%d/" % server.server_address[1]


def median(values):
    return sorted(values)[len(values) // 2]


def spread(ratios, resamplings=2000):
    """The median of the ratios, with the 90 % interval of the medians of resamplings of them: on a machine
    whose speed changes from minute to minute, how far one run's median may be from another's."""
    draw = random.Random(0).choices
    medians = sorted(median(draw(ratios, k=len(ratios))) for _ in range(resamplings))
    tail = resamplings // 20  # 5 % of the medians on either side
    return "%.2f (90 %% interval %.2f to %.2f)" % (median(ratios), medians[tail], medians[-tail - 1])


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


def paste(page, text, into="#input"):
    """Paste `text` over what the field `into` holds, with Ctrl+V as a person does."""
    page.evaluate("text => navigator.clipboard.writeText(text)", text)
    page.focus(into)
    page.keyboard.press("Control+A")
    page.keyboard.press("Control+V")


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


def renderer_peak():
    """The largest peak resident size (VmHWM) among Chromium's renderer processes, in MB: the tab, with its
    workers.  None where /proc is not there to read."""
    peak = None
    for pid in os.listdir("/proc") if os.path.isdir("/proc") else []:
        try:
            with open("/proc/%s/cmdline" % pid, "rb") as file:
                if b"--type=renderer" not in file.read():
                    continue
            with open("/proc/%s/status" % pid) as file:
                for line in file:
                    if line.startswith("VmHWM:"):
                        peak = max(peak or 0, int(line.split()[1]) / 1024)
        except OSError:
            continue
    return peak


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


def process_seconds(command, runs=3, status=0):
    """Median seconds of `command` as a whole process, run `runs` times, each ending with `status`."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        done = subprocess.run(command, capture_output=True, cwd=ROOT)
        times.append(time.perf_counter() - start)
        assert done.returncode == status, "%s ended with %d" % (command, done.returncode)
    return median(times)


def strong_process(path, runs=3):
    """Median seconds of the strong pure-Python program as a whole CPython process on the file."""
    return process_seconds([sys.executable, os.path.join(HERE, "references.py"), "strong", path], runs)


def on_decks(decks, command, status=0):
    """Median seconds of the command line with the arguments `command` on a file of `decks`, each run ending
    with `status`."""
    from crab import deck_file

    with deck_file(decks) as path:
        return process_seconds([sys.executable, "-m", "camelcards_core.crab_combat"] + command + [path], 3, status)


IDLE = (
    "before => (document.documentElement.dataset.updates || '') !== before"
    " && !document.documentElement.hasAttribute('data-busy')"
)


def click_to_answer(page, selector):
    """Milliseconds from a click on `selector` until the page has written its answer and is idle, and the
    longest main-thread task meanwhile."""
    page.evaluate("() => { %s window.__start = performance.now(); }" % WATCH_LONGEST)
    before = page.evaluate("document.documentElement.dataset.updates || ''")
    page.click(selector)
    page.wait_for_function(IDLE, arg=before, timeout=600_000)
    return page.evaluate("[performance.now() - window.__start, window.__longest]")


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
    sys.path.insert(0, ROOT)
    from camelcards_core.parsing import parse
    from camelcards_core.ranking import rank

    def total_winnings(text, part):
        return rank(parse(text), part).total

    with tempfile.TemporaryDirectory() as folder:
        subprocess.run(
            [sys.executable, os.path.join(ROOT, "serve.py"), "--build", folder], check=True, stdout=subprocess.DEVNULL
        )
        for kind, name in (("mpy", "micropython"), ("py", "pyodide")):
            with open(os.path.join(folder, "bare-%s.html" % name), "w") as page:
                page.write(BARE % (kind, name, name))
        with open(os.path.join(folder, "bare-solver.html"), "w") as page:
            page.write(BARE_SOLVER)
        server, url = serve(folder)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=CHROMIUM if os.path.exists(CHROMIUM) else None, args=ARGS
            )

            if args.only in (None, "load"):
                measure_loads(browser, url, args.runs)
            if args.only in (None, "paste"):
                measure_paste(browser, url, args.runs, total_winnings, args.paste_after)
            if args.only in (None, "big"):
                measure_big(browser, url, args.sizes, total_winnings)
            if args.only in (None, "crab"):
                measure_crab(browser, url)
            if args.only in (None, "check"):
                measure_check(browser, url, args.runs)
            if args.only in (None, "crab-check"):
                measure_crab_check(browser, url)
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


def measure_paste(browser, url, runs, total_winnings, after):
    # Two inputs, taking turns: the page keeps what was pasted, and a paste of the text the box already
    # holds changes nothing.
    texts = [generate(1000, seed) for seed in (2023, 2024)]
    totals = [str(total_winnings(text, 1)) for text in texts]
    context = browser.new_context(viewport=WINDOW, permissions=["clipboard-read", "clipboard-write"])
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


def measure_big(browser, url, sizes, total_winnings):
    print(
        "Big inputs in the Pyodide worker, already started; Solve to the exact total on show, against the strong"
        " pure-Python program as a whole CPython process (median of 3):\n"
    )
    print(
        "| hands | Solve to total | read (text to worker, parse, check) | rank and first page | longest main-thread task"
        " | tab's peak memory | strong, CPython | page ÷ strong |\n|---:|---:|---:|---:|---:|---:|---:|---:|"
    )
    context = browser.new_context(viewport=WINDOW, permissions=["clipboard-read", "clipboard-write"])
    page = context.new_page()
    page.goto(url + "?engine=pyodide")
    page.wait_for_selector("html[data-ready]", state="attached", timeout=120_000)
    warm = generate(5)
    big_solve(page, warm, str(total_winnings(warm, 1)))
    for size in [int(s) for s in sizes.split(",")]:
        text = generate(size)
        took, phases, longest = big_solve(page, text, str(total_winnings(text, 1)))
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


def measure_crab(browser, url):
    """Crab Combat in the page against the command line, both games each, in one run: first the hard deal on a
    page just loaded (MicroPython starts it, and hands it to Pyodide once started), then every deck with the
    Pyodide worker started."""
    from crab import HARD, deals, text

    print(
        "Crab Combat in the page: Play to both scores on show, the runtime that finished, and the longest"
        " main-thread task meanwhile, against the command line (both games) as a whole CPython process, median"
        " of 3:\n"
    )
    print(
        "| decks | Play to scores | runtime | longest main-thread task | command line | page ÷ command line |"
        "\n|---|---:|---|---:|---:|---:|"
    )
    context = browser.new_context(viewport=WINDOW)
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=60_000)
    page.click("#tab-crab")
    page.wait_for_selector("#crab-solve:not([disabled])")
    for name, dealt in [("hard deal, Pyodide not started", HARD)] + deals():
        if name == "hard deal":  # the rows from here on are with Pyodide started, whichever finished the first
            page.evaluate("() => import('./worker/workers.js').then(workers => workers.preload('pyodide'))")
            while not page.evaluate("() => import('./worker/workers.js').then(workers => workers.isReady('pyodide'))"):
                page.wait_for_timeout(100)
        page.fill("#crab-input", text(dealt))
        took, longest = click_to_answer(page, "#crab-solve")
        runtime = page.get_attribute("#crab-answer", "data-runtime")
        command = on_decks(dealt, [])
        print(
            "| %s | %.2f s | %s | %.0f ms | %.2f s | %.1f |"
            % (name, took / 1000, runtime, longest, command, took / 1000 / command),
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
    context = browser.new_context(viewport=WINDOW, permissions=["clipboard-read", "clipboard-write"])
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


def measure_crab_check(browser, url):
    """Check your answer in Crab Combat: Check to the result on show, every mistaken game of Recursive Combat
    played in the MicroPython worker (a score that nothing gives, so that none is left out), against the
    command line's --check as a whole CPython process, in one run."""
    from crab import deals, text

    print(
        "Check your answer in Crab Combat, Recursive Combat: Check to the result on show (every mistaken game"
        " played), the longest main-thread task meanwhile, and the command line's --check, median of 3:\n"
    )
    print("| decks | Check to result | longest main-thread task | command line | page ÷ command line |")
    print("|---|---:|---:|---:|---:|")
    context = browser.new_context(viewport=WINDOW, permissions=["clipboard-read", "clipboard-write"])
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=60_000)
    page.click("#tab-crab")
    page.wait_for_selector("#crab-solve:not([disabled])")
    for name, decks in deals():
        paste(page, text(decks), "#crab-input")
        click_to_answer(page, "#crab-solve")
        paste(page, "1", "#crab-check-answer")
        page.check('input[name="crab-check-part"][value="2"]')
        took, longest = click_to_answer(page, "#crab-check-go")
        assert page.get_attribute("#crab-check-result", "data-verdict") == "wrong"
        command = on_decks(decks, ["--check", "1", "--part", "2"], status=1)  # 1: a wrong answer
        print(
            "| %s | %.1f s | %.0f ms | %.2f s | %.1f |" % (name, took / 1000, longest, command, took / 1000 / command),
            flush=True,
        )
    context.close()


if __name__ == "__main__":
    main()
