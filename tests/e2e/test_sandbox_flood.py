"""Code that floods its sandbox with messages (a worker may post any number: "ready" again and again, answers to
calls never made) reaches the page with none of them: the page would read them long after the run ended."""

from tests.examples import CAMEL as EXAMPLE

FLOOD = """import js
from pyodide.ffi import to_js
for kind in ("ready", "said"):
    message = to_js({"kind": kind, "call": 10**6, "said": "forged"}, dict_converter=js.Object.fromEntries)
    for _ in range(2000):
        js.postMessage(message)
print(6440)
print(5905)
"""
# Counts the messages the page hears from its sandbox, by kind, in window.__heard.
COUNT = (
    "window.__heard = {}; addEventListener('message', ({ data }) => {"
    " if (data && typeof data.kind === 'string') window.__heard[data.kind] = (window.__heard[data.kind] || 0) + 1;"
    " }, true);"
)


def test_a_flood_of_forged_messages_never_reaches_the_page_and_the_run_answers(camel):
    camel.page.add_init_script(COUNT)
    camel.open()
    camel.paste(EXAMPLE)
    camel.code_tab()
    camel.set_code(FLOOD)
    camel.run_code()
    assert camel.code_results() == {"1": ["6440", "right", []], "2": ["5905", "right", []]}
    heard = camel.page.evaluate("window.__heard")
    assert heard.get("ready", 0) <= 3 and heard.get("said", 0) <= 3, heard
