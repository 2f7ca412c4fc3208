"""Load and solve figures in headless Chromium: the page against bare PyScript pages, and both solve paths.

Usage: python benchmarks/browser.py [--sizes 1000,100000,1000000] [--runs 7]

Builds the static folder with `serve.py --build`, adds two bare pages (MicroPython and Pyodide, each doing
nothing but start), and serves it with Python's plain static server, as any host would.  Every figure is
one run on a shared machine: compare within a run, as ratios."""

import argparse
import http.server
import os
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
# The moment the page sets html[data-ready], on its own clock from navigation start: free of the driver's
# polling, which a page busy right after its start would otherwise be charged for.
WATCH_READY = """new MutationObserver(() => { if (!window.__ready && document.documentElement.hasAttribute('data-ready'))
  window.__ready = performance.now(); }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-ready']});"""
WATCH_LONG_TASKS = """() => { window.__longest = 0; new PerformanceObserver(list => { for (const e of list.getEntries())
  window.__longest = Math.max(window.__longest, e.duration); }).observe({type: 'longtask'}); }"""


def serve(folder):
    handler = lambda *a: http.server.SimpleHTTPRequestHandler(*a, directory=folder)  # noqa: E731
    http.server.SimpleHTTPRequestHandler.log_message = lambda *a: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, "http://127.0.0.1:%d/" % server.server_address[1]


def load(context, url):
    """Seconds to html[data-ready] as the page and as the driver saw it, and bytes received over the network
    (CDP's encoded lengths)."""
    page = context.new_page()
    page.add_init_script(WATCH_READY)
    received = [0]
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.on("Network.loadingFinished", lambda event: received.__setitem__(0, received[0] + event["encodedDataLength"]))
    start = time.perf_counter()
    page.goto(url)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=120_000)
    return page, page.evaluate("window.__ready") / 1000, time.perf_counter() - start, received[0]


def loads(browser, urls, runs):
    """Median cold and warm figures for each URL over `runs` fresh contexts, the URLs taking turns so that
    the machine's slow moments fall on all of them alike."""
    figures = {url: [] for url in urls}
    for _ in range(runs):
        for url in urls:
            context = browser.new_context()
            page, cold, cold_seen, cold_bytes = load(context, url)
            page.close()
            page, warm, warm_seen, warm_bytes = load(context, url)
            context.close()
            figures[url].append((cold, cold_seen, cold_bytes, warm, warm_bytes))
    return figures


def median(values):
    return sorted(values)[len(values) // 2]


def solve(page, text):
    """Seconds from Solve to the answer on show, and the longest main-thread task meanwhile (ms).  The input
    is pasted first, as a person would: with Ctrl+V, from the clipboard."""
    page.evaluate("text => navigator.clipboard.writeText(text)", text)
    kept = page.evaluate("document.documentElement.dataset.kept || ''")
    page.focus("#input")
    page.keyboard.press("Control+A")
    page.keyboard.press("Control+V")
    page.wait_for_function("k => (document.documentElement.dataset.kept || '') !== k", arg=kept, timeout=600_000)
    page.wait_for_selector("html:not([data-busy])", state="attached", timeout=600_000)
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => setTimeout(r, 50)))")
    page.evaluate(WATCH_LONG_TASKS)
    before = page.evaluate("document.documentElement.dataset.updates || ''")
    start = time.perf_counter()
    page.click("#solve", timeout=600_000)
    page.wait_for_function("b => (document.documentElement.dataset.updates || '') !== b && !document.documentElement.hasAttribute('data-busy')",
                           arg=before, timeout=600_000)
    took = time.perf_counter() - start
    page.evaluate("() => new Promise(r => setTimeout(r, 100))")
    ok = page.evaluate("document.getElementById('answer').hidden") is False
    return took, page.evaluate("window.__longest"), ok, page.inner_text("#status")


def main():
    cli = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    cli.add_argument("--sizes", default="1000,100000,1000000")
    cli.add_argument("--runs", type=int, default=7, help="loads of each page, whose median is shown")
    args = cli.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run([sys.executable, os.path.join(ROOT, "serve.py"), "--build", folder], check=True, stdout=subprocess.DEVNULL)
        for kind, name in (("mpy", "micropython"), ("py", "pyodide")):
            with open(os.path.join(folder, "bare-%s.html" % name), "w") as page:
                page.write(BARE % (kind, name, name))
        server, url = serve(folder)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM if os.path.exists(CHROMIUM) else None, args=ARGS)
            print("Load to html[data-ready], median of %d: cold is a fresh browser context, warm a second visit in it;"
                  " 'seen' is when the driver saw it.\n" % args.runs)
            print("| page | cold | cold, seen | cold bytes | warm | warm bytes |\n|---|---:|---:|---:|---:|---:|")
            pages = (("Camel Cards page", ""), ("bare MicroPython page", "bare-micropython.html"), ("bare Pyodide page", "bare-pyodide.html"))
            figures = loads(browser, [url + path for _, path in pages], args.runs)
            for label, path in pages:
                cold, cold_seen, cold_bytes, warm, warm_bytes = [median(column) for column in zip(*figures[url + path])]
                print("| %s | %.2f s | %.2f s | %.2f MB | %.2f s | %.2f MB |" % (label, cold, cold_seen, cold_bytes / 1e6, warm, warm_bytes / 1e6))
            turns = list(zip(figures[url], figures[url + pages[1][1]]))
            print("\nCold load, page ÷ bare MicroPython page, the median of the %d turns' ratios: %.2f (as the driver saw it: %.2f)\n"
                  % (len(turns), median([mine[0] / bare[0] for mine, bare in turns]), median([mine[1] / bare[1] for mine, bare in turns])))

            print("| hands | path | solve | longest main-thread task | outcome |\n|---:|---|---:|---:|---|")
            for engine in ("local", "worker"):
                context = browser.new_context(permissions=["clipboard-read", "clipboard-write"])
                page = context.new_page()
                page.goto(url + "?engine=" + engine)
                page.wait_for_selector("html[data-ready]", state="attached", timeout=120_000)
                if engine == "worker":
                    took, longest, ok, said = solve(page, generate(5))
                    print("| 5 | worker, first use (starts Pyodide) | %.2f s | %.0f ms | %s |" % (took, longest, said))
                for size in sizes:
                    if engine == "local" and size > 100_000:
                        print("| %s | MicroPython, main thread | — | — | not tried: its heap holds about 1 MB of text |" % format(size, ","))
                        continue
                    took, longest, ok, said = solve(page, generate(size))
                    where = "MicroPython, main thread" if engine == "local" else "Pyodide worker"
                    print("| %s | %s | %.2f s | %.0f ms | %s |" % (format(size, ","), where, took, longest, said if not ok else "total shown"))
                context.close()
            browser.close()
        server.shutdown()


if __name__ == "__main__":
    main()
