"""The bytes of a first visit, in headless Chromium: a fresh profile each turn, the page over HTTP, on
`python serve.py` and on the built folder (`serve.py --build`, served by Python's plain static server), at 1280×800
and 390×844.  Counted by the DevTools protocol on every target (the page, its frames, its workers and the service
worker): each response that came over the network (not from the service worker, nor the HTTP cache) and its
bytes as transferred (Network.loadingFinished's encodedDataLength, headers included), up to the page's ready
(html[data-ready]) and up to the service worker installed and active, with its precache (everything under way
by then finished).

Usage: python benchmarks/first_visit.py [--against DIR] [--list]
  --against DIR  measure another checkout of the project too, in the same run (e.g. the main branch's, unpacked
                 with `git archive main | tar -x -C DIR`)
  --list         every request of each turn, with where its response came from"""

import argparse
import os
import sys
import tempfile
import time
import urllib.request
from contextlib import ExitStack
from urllib.parse import urlparse

from playwright.sync_api import sync_playwright

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

import devtools  # noqa: E402

from harness import chromium, servers  # noqa: E402

SIZES = {"1280×800": {"width": 1280, "height": 800}, "390×844": {"width": 390, "height": 844}}
# Once the service worker is installed, its precache complete, and active.
ACTIVE = """navigator.serviceWorker.ready.then(({ active }) => active.state === "activated" ||
  new Promise((done) => active.addEventListener("statechange", () => active.state === "activated" && done())))"""
# The moment html[data-ready] is set, on the wall clock.
READY = """new MutationObserver((_, watch) => { if (!document.documentElement.hasAttribute("data-ready")) return;
  window.__ready = performance.timeOrigin + performance.now(); watch.disconnect();
}).observe(document, { attributes: true, subtree: true });"""


def requests(events, targets, origin, sizes=None):
    """Each request to `origin`, in the order it was made: a dict of its target's type, its URL's path, when
    it ended (on the wall clock, in seconds), where its response came from ("network", "service worker", "HTTP
    cache", or "failed: " and why) and the bytes it moved over the network: Network.loadingFinished's
    encodedDataLength, headers and body as transferred; where that holds the headers alone and the server
    answered with a body (not 304: the service worker's own scripts, which the browser loads for it and reports
    so), the headers and the body (its Content-Length; the worker's own script may be received before its
    network is watched, with no response reported: its length as served, in `sizes`).  Neither server
    compresses."""
    found, answered = {}, {}
    for session, method, params in events:
        key = session, params.get("requestId")
        if method == "Network.responseReceivedExtraInfo":
            # a worker's come on its page's session
            answered[params["requestId"]] = params["statusCode"]
        elif method == "Network.requestWillBeSent":
            url = urlparse(params["request"]["url"])
            if "%s://%s" % (url.scheme, url.netloc) == origin:
                # the protocol's timestamps are of a monotonic clock: its offset from the wall clock
                clock = params["wallTime"] - params["timestamp"]
                found[key] = {"target": targets[session]["type"], "path": url.path, "source": "network"}
                found[key].update(clock=clock, end=None, bytes=0, headers=0, body=0)
        elif key not in found:
            continue
        elif method == "Network.responseReceived":
            response = params["response"]
            found[key]["headers"] = response.get("encodedDataLength", 0)
            found[key]["body"] = int({k.lower(): v for k, v in response["headers"].items()}.get("content-length", 0))
            if response.get("fromServiceWorker"):
                found[key]["source"] = "service worker"
            elif response.get("fromDiskCache") or response.get("fromPrefetchCache"):
                found[key]["source"] = "HTTP cache"
        elif method == "Network.requestServedFromCache":
            found[key]["source"] = "HTTP cache"
        elif method == "Network.loadingFinished":
            found[key].update(end=found[key]["clock"] + params["timestamp"], bytes=params["encodedDataLength"])
        elif method == "Network.loadingFailed":
            found[key].update(end=found[key]["clock"] + params["timestamp"], source="failed: " + params["errorText"])
    for key, each in found.items():
        each["status"] = answered.get(key[1])
        if each["bytes"] <= each["headers"] and each["status"] != 304:
            each["bytes"] = each["headers"] + each["body"]
        elif not each["headers"] and each["path"] in (sizes or {}):
            each["bytes"] += sizes[each["path"]]
    return list(found.values())


def over_network(found, until=float("inf")):
    """(bytes, responses) that came over the network and ended before `until` (on the wall clock)."""
    taken = [each for each in found if each["source"] == "network" and each["end"] is not None and each["end"] < until]
    return sum(each["bytes"] for each in taken), len(taken)


def turn(playwright, url, viewport):
    """A first visit in a fresh profile, until its service worker is installed and active: (its requests, when
    the page was ready, on the wall clock)."""
    with tempfile.TemporaryDirectory() as profile:
        context = playwright.chromium.launch_persistent_context(
            profile,
            executable_path=chromium.CHROMIUM,
            args=chromium.ARGS + ["--remote-debugging-port=0"],
            service_workers="allow",
            viewport=viewport,
        )
        connection = devtools.Connection(profile)
        targets = devtools.watch_network(connection)
        page = context.pages[0]
        page.add_init_script(READY)
        page.goto(url)
        page.wait_for_selector("html[data-ready]", state="attached", timeout=120_000)
        ready = page.evaluate("window.__ready") / 1000
        page.evaluate(ACTIVE)
        # what was under way once it was active: finished, or given up, within a minute
        origin = url.rstrip("/")
        deadline = time.monotonic() + 60
        while any(each["end"] is None for each in requests(connection.events, targets, origin)):
            if time.monotonic() > deadline:
                break
            time.sleep(0.1)
        with urllib.request.urlopen(url + "sw.js") as script:
            sizes = {"/sw.js": len(script.read())}
        found = requests(list(connection.events), targets, origin, sizes)
        context.close()
        connection.close()
    return found, ready


def built(tree, folder):
    servers.build(folder, tree)
    return servers.static(folder)


def mb(count):
    return "%.2f MB" % (count / 1e6)


def main():
    cli = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    cli.add_argument("--against", metavar="DIR", help="another checkout of the project, measured too")
    cli.add_argument("--list", action="store_true", help="every request of each turn")
    args = cli.parse_args()
    trees = ([("that at " + args.against, os.path.abspath(args.against))] if args.against else []) + [("this", ROOT)]
    rows = []
    with ExitStack() as stack, sync_playwright() as playwright:
        for name, tree in trees:
            folder = stack.enter_context(tempfile.TemporaryDirectory())
            for served_by, url in (
                ("serve.py", stack.enter_context(servers.app(tree))),
                ("built", stack.enter_context(built(tree, folder))),
            ):
                for window, viewport in SIZES.items():
                    found, ready = turn(playwright, url, viewport)
                    wasm = [each for each in found if each["path"].endswith("/micropython.wasm")]
                    rows.append(
                        (name, served_by, window)
                        + over_network(found, ready)
                        + over_network(found)
                        + (
                            "; ".join(
                                "%s: %s %s" % (each["target"], each["source"], each["status"] or "") for each in wasm
                            ),
                        )
                    )
                    if args.list:
                        print("\n%s, %s, %s:" % (name, served_by, window))
                        for each in found:
                            phase = "ready" if each["end"] is not None and each["end"] < ready else "after"
                            print(
                                "  %-7s %-14s %-22s %s %9s  %s"
                                % (
                                    phase,
                                    each["target"],
                                    each["source"],
                                    each.get("status"),
                                    each.get("bytes"),
                                    each["path"],
                                )
                            )
    print(
        "\nA first visit's network, a fresh profile each turn: responses that came over the network, and their bytes as"
        " transferred (headers included)\n"
    )
    print(
        "| checkout | served by | window | to ready | responses | to installed | responses"
        " | micropython.wasm's requests |"
    )
    print("|---|---|---|---:|---:|---:|---:|---|")
    for name, served_by, window, ready_bytes, ready_count, all_bytes, all_count, wasm in rows:
        print(
            "| %s | %s | %s | %s | %d | %s | %d | %s |"
            % (name, served_by, window, mb(ready_bytes), ready_count, mb(all_bytes), all_count, wasm)
        )


if __name__ == "__main__":
    main()
