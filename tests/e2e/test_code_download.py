"""The Code tab's first start of full Python (some 20 MB) on a slow connection: what Run, Step through and the
prompt say of it as it comes, and Stop meanwhile."""

from .page import SLOW
from .slow import figures_come, figures_then_stopped, slowed


def test_a_first_run_on_a_slow_connection_says_how_much_of_full_python_has_come_and_stop_keeps_its_words(camel):
    """The sandbox's first download of full Python (some 20 MB) on a slow connection: Run says so, with how many
    megabytes have come, as they come (quietly: a screen reader reads the line once); once stopped, the line keeps
    saying so while the download goes on."""
    camel.open().code_tab()
    camel.page.set_viewport_size({"width": 390, "height": 844})
    slowed(camel.page, 4_000_000)
    camel.watch_status("#code-status")
    camel.page.click("#code-run")
    starting = figures_come(camel, "#code-status")
    # on a phone, below Run: brought into sight, Run and Stop with it
    assert all(camel.in_view(each) for each in ("#code-status", "#code-run", "#code-stop"))
    assert starting.startswith("Starting full Python (Pyodide), then running on ") and starting.endswith("…")
    camel.settle(lambda: camel.page.click("#code-stop"))
    camel.page.wait_for_function(  # the runtime's largest file has all come
        "performance.getEntriesByName(new URL('pyscript/pyodide/pyodide.asm.wasm', document.baseURI).href).length",
        timeout=SLOW,
    )
    figures_then_stopped(camel, "#code-status", starting)
    slowed(camel.page, None)
    assert camel.run_code().code_status().startswith("Ran in ")


def test_a_first_step_through_and_prompt_on_a_slow_connection_say_how_much_of_full_python_has_come(camel):
    """Step through and the prompt, each starting full Python of its own on a slow connection, say so with how many
    megabytes have come, as Run does; once it has all come, both answer."""
    camel.open().code_tab()
    slowed(camel.page, 8_000_000)
    camel.watch_status("#trace-status")
    camel.watch_status("#terminal-status")
    camel.page.click("#code-step")
    camel.page.fill("#terminal-input", "6 * 7")
    camel.page.press("#terminal-input", "Enter")
    tracing = figures_come(camel, "#trace-status")
    assert tracing.startswith("Starting full Python (Pyodide), then tracing the code on ") and tracing.endswith("…")
    assert figures_come(camel, "#terminal-status") == "Starting full Python (Pyodide) with the core…"
    camel.settle(lambda: slowed(camel.page, None))
    camel.page.wait_for_selector("#trace[data-steps]", state="attached", timeout=SLOW)
    camel.page.wait_for_function("document.getElementById('terminal-log').textContent.includes('42')", timeout=SLOW)
