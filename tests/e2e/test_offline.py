"""Offline, installable and locked down: the service worker serves the page with no network once visited
(Pyodide too, once used), a new version is offered, not forced; the manifest and its icons; and the
Content-Security-Policy, which nothing the page does breaks and which blocks injected script."""

import json
import re
import struct
import subprocess
import sys
from urllib.parse import urlparse

import python_files
from harness.page_facts import SESSION_KEYS, STORE_NAME
from tests import server
from tests.answers import total_winnings
from tests.e2e.inputs import OVER_LIVE
from tests.e2e.page import SLOW, CamelPage
from tests.examples import CAMEL, CRAB

# What the service worker fetches when the page first asks for it (Pyodide, and the archives that only it
# unpacks), and the worker script itself.
NOT_PRECACHED = ("/pyscript/pyodide/", "/sw.js") + tuple(
    each.archive for each in python_files.INTERPRETERS if each.runtime == "pyodide"
)


def visit_until_offline_ready(camel):
    camel.open()
    camel.page.wait_for_selector("html[data-offline-ready]", state="attached", timeout=SLOW)
    camel.page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=SLOW)


def test_the_page_solves_offline_once_visited(online):
    camel, context = online
    visit_until_offline_ready(camel)
    context.set_offline(True)
    camel.open()
    camel.settle(lambda: camel.page.click("#load-example"))
    assert camel.total == "6440"
    assert camel.play_crab(CRAB) == ["306", "291"]


def test_offline_the_code_tab_says_it_needs_a_connection_and_a_frame_opened_online_runs_on(online):
    """The Code tab's frame, of an origin of its own, is no page the service worker serves: a Run offline says
    so at once rather than waiting for it, and a frame that opened online runs code offline too."""
    camel, context = online
    visit_until_offline_ready(camel)
    context.set_offline(True)
    camel.open()
    camel.code_tab().run_code()
    assert "opens only online: connect and press Run" in camel.code_status()
    assert camel.page.get_attribute("html", "data-busy") is None
    context.set_offline(False)
    camel.run_code()
    context.set_offline(True)
    camel.run_code()
    assert [verdict for _, verdict, _ in camel.code_results().values()] == ["right", "right"]


def test_full_python_that_only_the_code_tab_used_is_kept_whole(online):
    """The Code tab's first Run fetches Pyodide: the service worker keeps it then, with the Python of the page's
    own Pyodide worker, so that an input for full Python is answered offline afterwards."""
    camel, context = online
    visit_until_offline_ready(camel)
    camel.open()
    camel.code_tab().run_code()
    camel.page.wait_for_selector("html[data-pyodide-kept]", state="attached", timeout=SLOW)
    context.set_offline(True)
    camel.open()
    camel.solve(OVER_LIVE)
    assert camel.total == str(total_winnings(OVER_LIVE, 1)), camel.said
    assert camel.console_errors == []


def test_the_worker_path_works_offline_after_one_big_solve(online):
    """Pyodide, and the archive that only its worker unpacks, are kept as first used."""
    camel, context = online
    visit_until_offline_ready(camel)
    camel.open("?engine=pyodide")
    camel.solve(CAMEL)
    assert camel.total == "6440"
    context.set_offline(True)
    camel.open("?engine=pyodide")
    camel.solve(CAMEL, part=2)
    assert camel.total == "5905"
    assert [name for name in camel.page.evaluate("caches.keys()") if name.startswith(STORE_NAME + "-pyodide-")]


def test_full_python_that_a_first_visit_used_at_once_is_kept_and_the_crab_tab_starts_it_offline(online):
    """A first visit that plays in full Python at once fetches Pyodide before the service worker has taken the
    page over; Pyodide is kept all the same, so that a later visit, offline, starts it as the Crab Combat tab
    opens, and plays in it."""
    camel, context = online
    camel.open("?engine=pyodide")
    assert camel.play_crab(CRAB) == ["306", "291"]
    camel.page.wait_for_selector("html[data-pyodide-kept]", state="attached", timeout=SLOW)
    context.set_offline(True)
    camel.open()
    with camel.page.expect_request(lambda request: request.url.endswith("/pyodide/pyodide.mjs"), timeout=SLOW):
        camel.crab_tab()
    camel.open("?engine=pyodide")
    assert camel.play_crab(CRAB) == ["306", "291"]
    assert camel.page.get_attribute("#crab-answer", "data-runtime") == "pyodide"


# Records the name of each call the page sends its workers (workers.js posts {call, name, args}).
WATCH_CALLS = (
    "window.__calls = []; const post = Worker.prototype.postMessage;"
    " Worker.prototype.postMessage = function (data, ...rest) {"
    " if (data && data.name) window.__calls.push(data.name); return post.call(this, data, ...rest); };"
)


def test_a_later_visits_crab_tab_warms_full_python_up_until_decks_pasted_meanwhile_are_played(online):
    """A browser that holds Pyodide starts it as the Crab Combat tab opens and warms it up a turn at a time
    (worker.crab_warm_up); decks pasted meanwhile are played there, exactly, and no turn is begun after."""
    camel, context = online
    camel.open("?engine=pyodide")
    assert camel.play_crab(CRAB) == ["306", "291"]
    camel.page.wait_for_selector("html[data-pyodide-kept]", state="attached", timeout=SLOW)
    camel.page.add_init_script("try { sessionStorage.removeItem('%s'); } catch {}" % SESSION_KEYS["warm"])
    camel.page.add_init_script(WATCH_CALLS)
    camel.page.reload()  # decks brought back are played at once: no turn of the warm-up is begun after
    camel.page.wait_for_function("n => document.querySelectorAll('#crab-results td.score').length === n", arg=2)
    camel.settled()
    calls = camel.page.evaluate("window.__calls")
    assert "crab_start" in calls and "crab_warm_up" not in calls[calls.index("crab_start") :]
    camel.page.fill("#crab-input", "")  # a later visit with the box empty
    camel.page.wait_for_selector("html:not([data-writing])", state="attached")
    camel.open()
    camel.crab_tab()
    camel.page.wait_for_function("window.__calls.includes('crab_warm_up')", timeout=SLOW)
    assert camel.play_crab(CRAB) == ["306", "291"]
    assert camel.page.get_attribute("#crab-answer", "data-runtime") == "pyodide"
    calls = camel.page.evaluate("window.__calls")
    assert "crab_warm_up" not in calls[calls.index("crab_start") :]
    assert not camel.console_errors


def test_a_new_version_is_offered_and_taken_on_reload(browser, tmp_path):
    folder = tmp_path / "site"
    subprocess.run(
        [sys.executable, "serve.py", "--build", str(folder)], cwd=server.ROOT, check=True, capture_output=True
    )
    with server.static(folder) as url:
        context = browser.new_context(service_workers="allow")
        camel = CamelPage(context.new_page(), url)
        visit_until_offline_ready(camel)
        camel.type_input("AAAAA 1\n")
        first = camel.page.evaluate("navigator.serviceWorker.controller.scriptURL")
        (folder / "sw.js").write_text((folder / "sw.js").read_text() + "\n// the next version\n")
        camel.page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
        camel.page.wait_for_selector("#update", state="visible", timeout=SLOW)
        assert camel.page.inner_text("#update").startswith("A new version of this page is ready.")
        with camel.page.expect_navigation(timeout=SLOW):
            camel.page.click("#update-reload")
        camel.page.wait_for_selector("html[data-ready]", state="attached", timeout=SLOW)
        assert camel.page.locator("#update").is_hidden() and camel.input_text == "AAAAA 1\n"
        worker = camel.page.evaluate(
            "navigator.serviceWorker.getRegistration().then((r) => [r.active.scriptURL, !r.waiting])"
        )
        assert worker == [first, True]
        context.close()


def precached(camel):
    """The paths the service worker precaches, from its script as served."""
    script = camel.page.request.get(camel.base_url + "sw.js").text()
    return {"/" + entry["url"] for entry in json.loads(re.search(r"const MANIFEST = (\[.*?\]);", script).group(1))}


def test_the_service_worker_precaches_exactly_the_files_the_page_uses(camel):
    """Each file that the page asks for as every feature is used, in every tab (its workers, the Code tab and
    its sandbox included), is precached, so that all of it works offline; and nothing else is, but the
    manifest and its icons, which the browser fetches itself to install the app (Playwright sees no request
    of the browser's own)."""
    camel.open()
    camel.settle(lambda: camel.page.click("#load-example"))
    camel.explain("KTJJT")
    camel.check_answer("6440")
    camel.how_it_works()
    camel.crab_tab().settle(lambda: camel.page.click("#crab-load-example"))
    assert camel.play_crab() == ["306", "291"]
    camel.replay(2).replay_step()
    camel.code_tab().run_code().run_code("crab")
    assert camel.prompt("6 * 7").endswith("42\n")
    camel.open("?engine=pyodide").solve(CAMEL)
    own = [urlparse(url) for url in camel.requested if url.startswith(camel.base_url)]
    used = {"/index.html" if url.path == "/" else url.path for url in own}
    used = {path for path in used if not path.startswith(NOT_PRECACHED)}
    href = camel.page.evaluate("document.querySelector('link[rel=manifest]').href")
    manifest = json.loads(camel.page.request.get(href).text())
    installing = {urlparse(href).path} | {"/" + icon["src"] for icon in manifest["icons"]}
    assert precached(camel) == used | installing


def png_size(data):
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_the_manifest_names_the_app_and_every_icon_it_lists_is_served(camel):
    camel.open()
    href = camel.page.get_attribute('link[rel="manifest"]', "href")
    manifest = json.loads(camel.page.evaluate("url => fetch(url).then(r => r.text())", href))
    assert (
        manifest["name"]
        and manifest["short_name"]
        and manifest["start_url"] == "./"
        and manifest["display"] == "standalone"
    )
    assert manifest["theme_color"] == camel.page.get_attribute('meta[name="theme-color"]', "content")
    sizes = set()
    for icon in manifest["icons"]:
        response = camel.page.request.get(camel.base_url + icon["src"])
        assert response.ok and response.headers["content-type"].startswith(icon["type"])
        if icon["type"] == "image/png":
            width, height = png_size(response.body())
            assert icon["sizes"] == "%dx%d" % (width, height)
            sizes.add(width)
    assert {192, 512} <= sizes


def violations(camel):
    return camel.page.evaluate("window.__violations")


def test_nothing_the_page_does_breaks_its_policy(online):
    camel, _ = online
    camel.open()
    camel.solve(CAMEL)
    camel.explain("KTJJT")
    camel.how_it_works()
    camel.play_crab(CRAB)
    camel.page.click("#replay-next")
    assert violations(camel) == []
    camel.open("?engine=pyodide")
    camel.solve(CAMEL)
    assert camel.total == "6440" and violations(camel) == []


def test_the_policy_blocks_an_injected_inline_script(online):
    camel, _ = online
    camel.open()
    camel.page.evaluate(
        "() => { const s = document.createElement('script'); s.textContent = 'window.__ran = true'; document.body.append(s); }"
    )
    camel.page.wait_for_function("window.__violations.length > 0")
    assert camel.page.evaluate("window.__ran === undefined")
    assert violations(camel)[0].startswith("script-src")
