"""Real Chromium (Debian's, else Playwright's own) against the app served over HTTP by serve.py itself."""

import json

import pytest

from harness import chromium, servers

from .page import CamelPage


@pytest.fixture(scope="session")
def base_url():
    with servers.app() as url:
        yield url


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """Debian's Chromium, as its headless shell (harness/chromium.py says why), when present; elsewhere
    Playwright's own.  A missing browser fails the tests.  Tests marked `full_browser` get the full one
    (`full_launch_args`).

    Its WebAssembly is compiled once, by V8's baseline compiler (Liftoff), and not optimized again as it runs:
    a test checks what the page does, never how fast, and optimizing MicroPython and Pyodide afresh in each of
    some 300 pages took a tenth of the suite's processor time.  The benchmarks run the browser as it comes."""
    return _launch(browser_type_launch_args, shell=True)


@pytest.fixture(scope="session")
def full_launch_args(browser_type_launch_args):
    """The full browser's launch arguments: for a back-forward cache, full screen, or a profile's settings."""
    return _launch(browser_type_launch_args, shell=False)


def _launch(args, shell):
    launch = chromium.launch_args(shell)
    given = {name: value for name, value in args.items() if name != "executable_path"}
    return {**given, **launch, "args": launch["args"] + ["--js-flags=--liftoff-only"]}


@pytest.fixture(scope="session")
def full_browser(browser_type, full_launch_args):
    browser = browser_type.launch(**full_launch_args)
    yield browser
    browser.close()


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    """Each test's fresh context would install the service worker and precache some 5 MB: only the tests of
    working offline (test_offline.py) let it run."""
    return {**browser_context_args, "service_workers": "block"}


def _shared(browser, browser_context_args):
    """A context kept for the whole run, and a blank page kept open in it, whose DevTools session clears what the
    page keeps (the browser's own session cannot: Chromium answers that call only for a page)."""
    context = browser.new_context(**browser_context_args)
    blank = context.new_page()
    return context, blank, context.new_cdp_session(blank)


@pytest.fixture(scope="session")
def shared_context(browser, browser_context_args):
    shared = _shared(browser, browser_context_args)
    yield shared
    shared[0].close()


@pytest.fixture(scope="session")
def full_shared_context(full_browser, browser_context_args):
    shared = _shared(full_browser, browser_context_args)
    yield shared
    shared[0].close()


@pytest.fixture
def context(request, base_url):
    """One browser context for every test (of each browser), so that the browser's cache of the runtime (and the
    code compiled from it) carries from one test to the next, which opens a page in about half the time; each
    test starts with nothing kept for the page's origin, online, with no permissions, and leaves no page of its
    own open."""
    full = request.node.get_closest_marker("full_browser") is not None
    shared, blank, devtools = request.getfixturevalue("full_shared_context" if full else "shared_context")
    devtools.send("Storage.clearDataForOrigin", {"origin": base_url.rstrip("/"), "storageTypes": "all"})
    yield shared
    for page in shared.pages:
        if page != blank:
            page.close()
    shared.set_offline(False)
    shared.clear_permissions()


@pytest.fixture
def camel(page, base_url):
    """The app, with every request beyond 127.0.0.1 blocked and recorded, and console errors collected."""
    return CamelPage(page, base_url)


WATCH_POLICY = (
    "window.__violations = []; document.addEventListener('securitypolicyviolation',"
    " (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));"
)


@pytest.fixture
def online(browser, base_url):
    """A context that lets the service worker run, as a visitor's browser does; no request leaves 127.0.0.1."""
    context = browser.new_context(service_workers="allow")
    page = context.new_page()
    page.add_init_script(WATCH_POLICY)
    yield CamelPage(page, base_url), context
    context.close()


SIZES = {"laptop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}


@pytest.fixture(params=sorted(SIZES))
def screen(request, camel):
    """The app on a laptop (1280×800) and on a phone (390×844); `screen.screen` says which."""
    camel.page.set_viewport_size(SIZES[request.param])
    camel.screen = request.param
    return camel


@pytest.fixture
def laptop(camel):
    """The app on a laptop (1280×800): where a test of links makes one, to open it `elsewhere`, on a phone."""
    camel.page.set_viewport_size(SIZES["laptop"])
    return camel


@pytest.fixture
def phone(camel):
    """The app on a phone (390×844)."""
    camel.page.set_viewport_size(SIZES["phone"])
    return camel


@pytest.fixture
def elsewhere(browser, base_url):
    """The app in another browser as far as the page can tell (a context of its own: nothing kept), on a phone
    (390×844), not yet opened: a link made on a laptop opened there tries it at both sizes in one test."""
    context = browser.new_context(service_workers="block", viewport=SIZES["phone"])
    yield CamelPage(context.new_page(), base_url)
    context.close()


@pytest.fixture(scope="module")
def module_page(browser, base_url):
    """One page for those tests of a module that need no fresh one, each putting in what it needs: what the
    page starts once (its Pyodide worker, the Code tab's sandbox and the runtime handed to it) serves them all.
    Its context is its own, which the clearing of the tests' shared context leaves alone."""
    context = browser.new_context(service_workers="block")
    camel = CamelPage(context.new_page(), base_url)
    yield camel.open()
    context.close()


@pytest.fixture(params=sorted(SIZES))
def shared_screen(request, module_page):
    """module_page on a laptop and on a phone."""
    module_page.page.set_viewport_size(SIZES[request.param])
    return module_page


@pytest.fixture
def blocking(browser_type, full_launch_args, base_url, tmp_path):
    """A browser whose settings block every site from keeping data, as a person can set it."""
    (tmp_path / "Default").mkdir()
    (tmp_path / "Default" / "Preferences").write_text(
        json.dumps({"profile": {"default_content_setting_values": {"cookies": 2}}})
    )
    context = browser_type.launch_persistent_context(str(tmp_path), **full_launch_args)
    yield CamelPage(context.new_page(), base_url)
    context.close()
