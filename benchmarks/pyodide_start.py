"""Pyodide's start in headless Chromium, with and without its memory snapshot (snapshot.py), in one run, turn
about: the page's Pyodide worker, from the call that asks for it to its ready (the HTTP cache warm, as on a
visit after the first), and the Code tab's first Run on the example, from the click to the checked answers
(the sandbox's worker starting from the snapshot too).  Without, the snapshot's address answers 404, as on a
site built where Node was missing.  Then the bytes that Pyodide's first use downloads, with and without.  And
the same two starts on two built folders, turn about, one of whose archives for Pyodide hold the sources alone,
without the bytecode that bytecode.py compiles (each served by a plain server, its HTTP cache warm).

Usage: python benchmarks/pyodide_start.py [--runs 5]"""

import argparse
import gzip
import io
import os
import shutil
import statistics
import sys
import tarfile
import tempfile

from playwright.sync_api import sync_playwright

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

import python_files  # noqa: E402
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


def without_bytecode(folder):
    """Rewrite the built `folder`'s archives for Pyodide with their sources alone."""
    for interpreter in python_files.INTERPRETERS:
        if interpreter.runtime != "pyodide":
            continue
        path = os.path.join(folder, interpreter.archive.lstrip("/"))
        tar = io.BytesIO()
        with tarfile.open(path) as made, tarfile.open(fileobj=tar, mode="w") as bare:
            for member in made.getmembers():
                if "__pycache__" not in member.name:
                    bare.addfile(member, made.extractfile(member))
        with open(path, "wb") as file:
            file.write(gzip.compress(tar.getvalue()))


def bytecode_turns(browser, runs):
    """{with bytecode: [(worker, run)], without: […]}, turn about, each on a built folder of its own."""
    found = {True: [], False: []}
    with tempfile.TemporaryDirectory() as work:
        folders = {True: os.path.join(work, "compiled"), False: os.path.join(work, "sources")}
        servers.build(folders[True])
        shutil.copytree(folders[True], folders[False])
        without_bytecode(folders[False])
        served = {compiled: servers.in_thread(folder) for compiled, folder in folders.items()}
        for _, url in served.values():
            turn(browser, url, True)  # fills the HTTP cache
        for _ in range(runs):
            for compiled, (_, url) in served.items():
                found[compiled].append(turn(browser, url, True))
        for server, _ in served.values():
            server.shutdown()
    return found


def report(label, values):
    print(label + ":")
    for name, each in zip(("Pyodide worker ready", "the Code tab's first Run"), zip(*values)):
        listed = ", ".join("%.2f" % value for value in each)
        print("  %-24s median %.2f s  (%s)" % (name, statistics.median(each), listed))


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
        compiled = bytecode_turns(browser, runs)
        browser.close()
    for snapshotted in (True, False):
        report("%s the snapshot" % ("With" if snapshotted else "Without"), found[snapshotted])
    for with_it in (True, False):
        report("A built folder %s the bytecode" % ("with" if with_it else "without"), compiled[with_it])
    pyodide = [source for path, source in site_files.served() if path.startswith("/pyscript/pyodide/")]
    runtime = sum(os.path.getsize(source) for source in pyodide)
    memory = os.path.getsize(os.path.join(snapshot.FOLDER, snapshot.FILE))
    print("Pyodide's first use downloads %.1f MB, of which the snapshot %.1f MB." % (runtime / 1e6, memory / 1e6))


if __name__ == "__main__":
    main()
