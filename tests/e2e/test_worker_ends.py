"""A worker that dies in the middle of a call (site/worker/workers.js): every call it owes fails, the page
says so in words and keeps the input, and the next question starts a fresh worker, which answers it."""

import pytest

from tests.examples import CAMEL, CRAB

# Run in the MicroPython worker: from now on it sends no answer, and it dies on receiving its second call, as a
# worker whose runtime aborts mid-call.
DIES_ON_ITS_SECOND_CALL = """() => {
    self.postMessage = () => {};
    let calls = 0;
    addEventListener("message", () => { if (++calls === 2) throw new Error("the worker died"); });
}"""

# Run in the page: a call of the page's own worker module, whose outcome is noted in window.__owed.
OWED_CALL = """async () => {
    const workers = await import(new URL("worker/workers.js", document.baseURI));
    const worker = await workers.get("micropython");
    window.__owed = "owed";
    worker.open_link(new Blob([""]), 0, 0, 0).then(() => { window.__owed = "answered"; },
                                          (error) => { window.__owed = "failed: " + error.message; });
}"""


def python_workers(camel):
    return [worker for worker in camel.page.workers if worker.url.endswith("/worker/python.js")]


def test_a_worker_that_dies_mid_call_fails_what_it_owes_and_the_next_solve_starts_another(camel):
    camel.open().solve(CAMEL)
    assert camel.total == "6440"
    (dying,) = python_workers(camel)
    dying.evaluate(DIES_ON_ITS_SECOND_CALL)
    camel.page.evaluate(OWED_CALL)
    camel.settle(lambda: camel.page.check('input[name="part"][value="2"]'))  # the solution ranked again there
    assert camel.page.evaluate("window.__owed") == "failed: Uncaught Error: the worker died"
    assert camel.status == (
        "Python could not finish: Uncaught Error: the worker died. Your input is kept; press Solve to try again."
    )
    assert camel.total is None and camel.input_text == CAMEL
    with camel.page.expect_worker(lambda worker: worker.url.endswith("/worker/python.js")) as started:
        camel.settle(lambda: camel.page.click("#solve"))
    assert camel.total == "5905"
    assert python_workers(camel) == [started.value]


def test_a_worker_that_cannot_start_is_said_in_words_and_the_next_solve_starts_it(camel):
    camel.page.route("**/worker/python.js", lambda route: route.abort())
    camel.open()
    camel.type_input(CAMEL)
    camel.settle(lambda: camel.page.click("#solve"))
    assert camel.status.startswith("The MicroPython worker did not start (") and "JsProxy" not in camel.status
    assert camel.status.endswith("Your input is kept; press Solve to try again.") and camel.input_text == CAMEL
    camel.page.unroute("**/worker/python.js")
    camel.settle(lambda: camel.page.click("#solve"))
    assert camel.total == "6440"
    # The browser's own word of the refused script, and nothing the page left unhandled (a start at the page's
    # start that failed is said by the first call that needs the worker).
    assert camel.errors_beside("Failed to load resource: net::ERR_FAILED") == []


def test_a_browser_that_says_it_is_offline_while_the_pages_server_answers_solves_as_ever(camel):
    """A machine with no network says so (navigator.onLine), yet `python serve.py` on it answers the page: its
    workers start, as in a room with no network where the page is shown from a laptop."""
    camel.page.add_init_script("Object.defineProperty(Navigator.prototype, 'onLine', {get: () => false})")
    camel.open().solve(CAMEL)
    assert camel.total == "6440"
    assert camel.console_errors == []


def test_a_sandbox_whose_page_fails_to_load_says_so_and_the_next_run_opens_another(camel):
    """Dropped connections as the Code tab's frame loads: the run and the prompt say why they gave nothing,
    rather than waiting for ever, and the next Run (or line) opens the frame again and runs."""
    camel.open().code_tab()
    dropped = []

    def drop(route):
        dropped.append(route.request.url)
        route.abort("internetdisconnected")

    camel.page.route("**/sandbox/sandbox.html", drop)
    camel.run_code()
    assert "the sandbox for code could not be opened (its page did not load)" in camel.code_status(), (
        camel.code_status()
    )
    assert dropped and camel.code_results() == {}
    # the prompt likewise
    assert camel.prompt("1 + 1") == "" and camel.page.inner_text("#terminal-status") == (
        "The prompt did not start: the sandbox for code could not be opened (its page did not load)."
        " Type a line to try again."
    )
    camel.page.unroute("**/sandbox/sandbox.html")
    camel.run_code()
    assert camel.code_results() == {"1": ["6440", "right", []], "2": ["5905", "right", []]}, camel.code_status()
    assert camel.prompt("6 * 7").endswith(">>> 6 * 7\n42\n")


@pytest.mark.parametrize("button, status", [("run", "code-status"), ("step", "trace-status")])
def test_stop_pressed_while_full_python_starts_says_no_code_ran(camel, button, status):
    """Stop before the sandbox's Python is ready (its runtime slow to come), in a run or a trace: no code ran,
    and no Python raised anything; the next Run runs."""
    camel.open().code_tab()
    held = []
    camel.page.route("**/pyscript/pyodide/pyodide.asm.wasm", lambda route: held.append(route))
    camel.page.click("#code-" + button)
    camel.page.wait_for_function("id => document.getElementById(id).textContent.startsWith('Starting')", arg=status)
    camel.settle(lambda: camel.page.click("#code-stop"))
    assert camel.page.inner_text("#" + status).startswith(
        "Stopped, as asked, while full Python was starting: no code ran. Press "
    ), camel.page.inner_text("#" + status)
    for route in held:
        route.continue_()
    camel.page.unroute("**/pyscript/pyodide/pyodide.asm.wasm")
    camel.run_code()
    assert camel.code_results() == {"1": ["6440", "right", []], "2": ["5905", "right", []]}


def test_a_start_of_full_python_whose_download_stops_fails_saying_so_and_the_next_starts_another(camel):
    """A download of full Python whose bytes stop coming, the connection still open, fails the start after a
    while, saying so, rather than leave the page loading for ever: the page's Pyodide worker (Crab Combat's
    Play) and the Code tab's sandbox (Run) alike; the next Play, or Run, starts another."""
    wasm = "**/pyscript/pyodide/pyodide.asm.wasm"
    held, ended = [], []
    camel.page.route(wasm, lambda route: held.append(route))  # asked for, never answered
    camel.page.on("requestfailed", lambda request: ended.append(request.url))
    camel.open("?engine=pyodide").play_crab(CRAB, wait=False)
    camel.code_tab().run_code()
    assert held and camel.crab_scores == [] and camel.code_results() == {}
    # the page's own download of it (the sandbox's) ended, not left to hold a connection to the site
    assert [url for url in ended if url.endswith("/pyodide.asm.wasm")], ended
    said = camel.page.inner_text("#crab-status")
    assert said.startswith("The Pyodide worker did not start (its download stopped: no byte came for "), said
    assert said.endswith("). Your decks are kept; press Play both games to try again."), said
    assert camel.code_status().startswith(
        "The code could not run: full Python could not be fetched (its download stopped: no byte came for "
    ), camel.code_status()
    camel.page.unroute(wasm)
    assert set(camel.run_code().code_results()) == {"1", "2"}
    assert camel.play_crab() == ["306", "291"]
