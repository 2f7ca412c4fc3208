"""A step of a trace in the address across a reload, a second tab and a crafted address: a reload (even one while
Step through is under way) shows the same step of the code this browser tab traced, edited or not; code other
than that is offered on Step through, saying why; and an address's step the page cannot show is never left there
with nothing on show that accounts for it."""

import pytest

from tests.e2e.page_code import SOLUTIONS
from tests.e2e.steps import hash_of

from .page import SLOW, CamelPage

EDITED = {
    "camel": (SOLUTIONS / "camel.py").read_text().replace("rank * int(bid)", "rank + int(bid)"),
    "crab": (SOLUTIONS / "crab.py").read_text().replace("card * place", "card + place"),
}


def reloaded(camel):
    """Reload the page, and wait until it has done all it does as it starts."""
    camel.page.reload()
    camel.page.wait_for_selector("html[data-ready]", state="attached", timeout=SLOW)
    camel.settled()


def traced_at(camel, step, game="camel"):
    """Step through the code in the game's editor, and go to step `step`."""
    camel.step_through(game)
    camel.page.fill("#%strace-slider" % ("crab-" if game == "crab" else ""), str(step))
    camel.settled()
    return camel.trace(game)


def test_a_reload_shows_the_same_step_of_the_edited_code_traced(laptop):
    laptop.open().code_tab()
    page = laptop.page
    for game, place in (("camel", "#code&step=40"), ("crab", "#code&game=crab&step=9")):
        laptop.set_code(EDITED[game], game)
        shown = traced_at(laptop, int(place.split("=")[-1]), game)
        assert hash_of(page) == place
        reloaded(laptop)
        assert laptop.trace(game) == shown and laptop.code(game) == EDITED[game], game
        assert hash_of(page) == place and page.inner_text("#%scode-status" % ("crab-" if game == "crab" else "")) == ""
    assert laptop.console_errors == []


# Asks for /asked as a reload is asked for, and for /written each time a place waiting to be written into the
# address is written: a page being left goes on running until the next one comes, but answers nothing meanwhile,
# not even the DevTools protocol.
SAY_WRITTEN = """(() => {
  const root = document.documentElement;
  addEventListener("beforeunload", () => fetch("asked"));
  const written = (changes) => changes.some((change) => change.oldValue !== null) && fetch("written");
  new MutationObserver(written).observe(root, { attributeFilter: ["data-placing"], attributeOldValue: true });
})()"""


def stepped_unwritten(page):
    """Step on by the keys until a step is seen waiting to be written into the address (a busy machine may write
    one before it is read); the step on show."""
    for _ in range(10):
        page.keyboard.press("ArrowRight")
        if page.evaluate("document.documentElement.hasAttribute('data-placing')"):
            return page.get_attribute("#trace", "data-step")
    raise AssertionError("each step was in the address before the page could be asked")


def test_a_reload_right_after_a_step_shows_that_step(laptop):
    """A reload before the address has caught up with the steps taken (it waits for stepping to pause) shows
    the last step taken: whether the page goes before it writes the step, or writes it while the reload, its
    address fixed as it was asked for, is on its way."""
    laptop.open().code_tab()
    page = laptop.page
    laptop.set_code(EDITED["camel"])
    traced_at(laptop, 40, "camel")
    page.click("#trace-next")  # the keys step from here
    step = stepped_unwritten(page)
    shown = laptop.trace()
    reloaded(laptop)
    assert laptop.trace() == shown and hash_of(page) == "#code&step=" + step

    # The reload's document is held until the page being left has written the step: one taken before the reload
    # was asked for, then one taken after (the reload asked for over the DevTools protocol, which does not wait).
    devtools = page.context.new_cdp_session(page)
    held, written = [], []
    for step_while_asked in (False, True):
        held.clear()
        written.clear()

        def document(route):
            if written:
                route.continue_()
            else:
                held.append(route)

        def said_written(route):
            route.fulfill(body="")
            written.append(True)
            for document in held:
                document.continue_()

        page.focus("#trace-next")
        if step_while_asked:
            laptop.settled()
        else:
            stepped_unwritten(page)
        page.evaluate(SAY_WRITTEN)
        page.route(laptop.base_url, document)
        page.route(laptop.base_url + "written", said_written)
        page.route(laptop.base_url + "asked", lambda route: route.fulfill(body=""))
        shown = laptop.trace()
        with page.expect_navigation(timeout=SLOW):
            with page.expect_request(laptop.base_url + "asked"):
                devtools.send("Page.reload")
            if step_while_asked:
                page.keyboard.press("ArrowRight")
                shown = dict(shown, step=shown["step"] + 1)
        page.wait_for_selector("html[data-ready]", state="attached", timeout=SLOW)
        laptop.settled()
        page.unroute_all()
        assert {key: laptop.trace()[key] for key in ("step", "steps")} == {key: shown[key] for key in ("step", "steps")}
        assert hash_of(page) == "#code&step=%d" % shown["step"], step_while_asked
    assert laptop.console_errors == []


# The first page loaded from now on (not the sandbox's frame) holds back the sandbox's answers to calls, as a long trace's are held, until
# the next reload.
HELD_ONCE = (
    "if (window === top && !sessionStorage.getItem('test:held')) { sessionStorage.setItem('test:held', '1');"
    " addEventListener('message', (event) => ['said', 'failed'].includes(event.data?.kind)"
    " && event.stopImmediatePropagation(), true); }"
)


def test_a_reload_while_step_through_is_under_way_shows_the_step_in_the_address(laptop):
    """A reload traces the code again to show its step; one more while that trace is under way shows it too."""
    laptop.open().code_tab()
    page = laptop.page
    laptop.set_code(EDITED["camel"])
    shown = traced_at(laptop, 12, "camel")
    page.add_init_script(HELD_ONCE)
    page.reload()
    page.wait_for_selector("#code-stop:visible", timeout=SLOW)
    reloaded(laptop)
    assert laptop.trace() == shown and hash_of(page) == "#code&step=12"
    assert laptop.console_errors == []


def test_code_other_than_the_code_traced_is_offered_saying_why(laptop):
    laptop.open().code_tab()
    page = laptop.page
    laptop.set_code(EDITED["camel"])
    page.evaluate("location.hash = 'code&step=3'")  # a step typed in the address: this code was never traced
    page.wait_for_selector("#code-step:text('Step through to step 3')", state="attached")
    laptop.settled()
    said = "The address asks for step 3: press Step through to trace this code and see it."
    assert page.inner_text("#code-status") == said and page.is_hidden("#trace") and hash_of(page) == "#code&step=3"
    laptop.step_through()
    assert laptop.trace()["step"] == 3 and page.inner_text("#code-status") == ""
    assert page.inner_text("#code-step") == "Step through"
    assert laptop.console_errors == []


def test_two_tabs_each_reload_their_own_step_and_other_code_is_offered(laptop):
    """A new tab starts from the newest tab's code: the code traced there, whose step it shows at once."""
    laptop.open().code_tab()
    laptop.set_code(EDITED["camel"])
    shown = traced_at(laptop, 40, "camel")
    other = laptop.tab().open("#code&step=40")
    assert other.trace() == shown and other.code() == EDITED["camel"]
    other.set_code(EDITED["camel"].replace("rank + int(bid)", "rank - int(bid)"))
    other.settled()
    assert hash_of(other.page) == "#code"
    reloaded(laptop)  # the first tab's own code, and its own step, whatever the other did
    assert laptop.trace() == shown and laptop.code() == EDITED["camel"]
    other.page.evaluate("location.hash = 'code&step=5'")
    other.page.wait_for_selector("#code-step:text('Step through to step 5')", state="attached")
    other.settled()
    said = "The code has changed since it was last traced: press Step through to trace it and see step 5."
    assert other.page.inner_text("#code-status") == said and hash_of(other.page) == "#code&step=5"
    reloaded(other)  # still not the code traced: offered again, saying so
    assert other.page.inner_text("#code-status") == said and other.page.is_hidden("#trace")
    assert laptop.console_errors == [] and other.console_errors == []


def test_a_step_the_address_cannot_hold_leaves_the_step_on_show_and_one_past_the_end_shows_the_last(laptop):
    laptop.open().code_tab()
    page = laptop.page
    laptop.set_code(EDITED["camel"])
    traced_at(laptop, 5, "camel")
    for asked in ("code&step=-1", "code&step=abc", "code&step=0", "code&step=1e3", "code"):
        page.evaluate("asked => { location.hash = asked; }", asked)
        page.wait_for_function("asked => location.hash !== '#' + asked", arg=asked)
        laptop.settled()
        assert hash_of(page) == "#code&step=5" and laptop.trace()["step"] == 5, asked
    page.evaluate("location.hash = 'code&step=999999'")
    page.wait_for_function("() => location.hash !== '#code&step=999999'")
    laptop.settled()
    steps = laptop.trace()["steps"]
    assert laptop.trace()["step"] == steps and hash_of(page) == "#code&step=%d" % steps
    assert page.inner_text("#trace-status").startswith("The trace has %d steps:" % steps)
    page.goto("about:blank")  # the address opened again in this browser tab, as a reload opens it
    page.goto(laptop.base_url + "#code&step=999999")
    page.wait_for_selector("html[data-ready]", state="attached", timeout=SLOW)
    laptop.settled()
    assert laptop.trace()["step"] == steps and hash_of(page) == "#code&step=%d" % steps
    assert page.inner_text("#trace-status").startswith("The trace has %d steps:" % steps)
    assert laptop.console_errors == []


@pytest.fixture
def caching_browser(browser_type, full_launch_args):
    """A browser that keeps a page left in its back-forward cache, as browsers do (Playwright's turns it off)."""
    browser = browser_type.launch(**full_launch_args, ignore_default_args=["--disable-back-forward-cache"])
    yield browser
    browser.close()


def kept_and_shown_again(caching_browser, base_url, tries=5):
    """A page at step 4 of How it works, left right after its step and shown again from the back-forward cache.
    Whether a page is kept there is the browser's choice, made afresh each time: a page still running script as it
    is left (as under a busy machine) is not kept ("JavaScriptExecution"), and is loaded again instead.  So the
    page is opened, stepped, left and gone back to until the browser keeps it, and each refusal's reasons are told."""
    refused = []
    for _ in range(tries):
        context = caching_browser.new_context(service_workers="block")
        camel = CamelPage(context.new_page(), base_url)
        page = camel.page
        cdp = context.new_cdp_session(page)
        cdp.send("Page.enable")
        cdp.on("Page.backForwardCacheNotUsed", lambda event: refused.append(event["notRestoredExplanations"]))
        camel.open("#how&step=3")
        page.evaluate("addEventListener('pageshow', (event) => { window.cameBack = event.persisted; })")
        page.click("#step-next")
        assert page.evaluate("document.documentElement.hasAttribute('data-placing')")
        page.goto(base_url + "icon.svg")
        page.go_back(wait_until="commit")
        loaded_again = "performance.getEntriesByType('navigation')[0]?.type === 'back_forward'"
        page.wait_for_function("window.cameBack === true || %s" % loaded_again)
        if page.evaluate("window.cameBack === true"):  # from the cache: the page was not loaded again
            camel.console_errors.clear()  # the image's page asks for /favicon.ico
            return context, camel
        context.close()
    raise AssertionError("the browser never kept the page: %r" % refused)


def test_a_reload_long_after_a_page_came_back_from_the_back_forward_cache_shows_the_step_on_show(
    caching_browser, base_url
):
    """A page left right after a step keeps that step for a reload; shown again from the back-forward cache, it was
    never reloaded, so a reload later on, back at the address the step was taken from, shows the step on show."""
    context, camel = kept_and_shown_again(caching_browser, base_url)
    page = camel.page
    assert page.inner_text("#step-count").startswith("Step 4 ")
    page.click("#step-previous")
    camel.settled()
    assert hash_of(page) == "#how&step=3"
    reloaded(camel)
    assert page.inner_text("#step-count").startswith("Step 3 ") and hash_of(page) == "#how&step=3"
    assert camel.console_errors == []
    context.close()
