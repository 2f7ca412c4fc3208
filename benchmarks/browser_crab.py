"""Crab Combat in the page, for benchmarks/browser.py: both games played, and Check your answer's every
mistaken game, each against the command line as a whole CPython process, in one run."""

from measuring import on_decks
from watching import click_to_answer, paste, paste_to_answer, pasting

from crab import HARD, deals, text


def measure_crab(browser, url, window):
    """Crab Combat in the page against the command line, both games each, in one run, the decks pasted with
    Ctrl+V (which plays them at once): first the hard deal on a page just loaded (MicroPython starts it, and
    hands it to Pyodide once started), then every deck with the Pyodide worker started."""
    print(
        "Crab Combat in the page: the decks' paste (Ctrl+V) to both scores on show, the runtime that finished, and"
        " the longest main-thread task meanwhile, against the command line (both games) as a whole CPython"
        " process, median of 3:\n"
    )
    print(
        "| decks | paste to scores | runtime | longest main-thread task | command line | page ÷ command line |"
        "\n|---|---:|---|---:|---:|---:|"
    )
    context = pasting(browser, window)
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
        took, longest = paste_to_answer(page, text(dealt), "#crab-input")
        runtime = page.get_attribute("#crab-answer", "data-runtime")
        command = on_decks(dealt, [])
        print(
            "| %s | %.2f s | %s | %.0f ms | %.2f s | %.1f |"
            % (name, took / 1000, runtime, longest, command, took / 1000 / command),
            flush=True,
        )
    context.close()


def measure_crab_check(browser, url, window):
    """Check your answer in Crab Combat: Check to the result on show, every mistaken game of Recursive Combat
    played in the MicroPython worker (a score that nothing gives, so that none is left out), against the
    command line's --check as a whole CPython process, in one run."""
    print(
        "Check your answer in Crab Combat, Recursive Combat: Check to the result on show (every mistaken game"
        " played), the longest main-thread task meanwhile, and the command line's --check, median of 3:\n"
    )
    print("| decks | Check to result | longest main-thread task | command line | page ÷ command line |")
    print("|---|---:|---:|---:|---:|")
    context = pasting(browser, window)
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
