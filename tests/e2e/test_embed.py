"""Embed it: the Embed button's dialog gives the HTML of an iframe of the view on show, which Copy copies and
the size chosen changes; put into a page of another origin (a second server, on another port), the iframe shows
that view alone, the answer for the input it was made from, and leaves the visitor's own input on the page's
origin as it was, whether the frame may keep data or not."""

import urllib.request

from camelcards_core.share import fragment
from tests.e2e.embedding import address, axe_in, embed_code, embedded, fields, iframe_of, post, shows_only_its_view
from tests.e2e.inputs import BIG
from tests.e2e.slow import SLOW
from tests.examples import CAMEL, CRAB
from tests.links import read_fragment


def test_the_dialog_gives_an_iframe_of_the_answer_that_copies_and_takes_a_size(screen):
    camel = screen.open().solve(CAMEL, part=2)
    screen.page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=camel.base_url.rstrip("/"))
    code = embed_code(camel)
    assert camel.page.locator("#embed-dialog[open]").is_visible() and camel.in_view("#embed-dialog")
    assert camel.no_sideways_scroll()
    url = address(code)
    assert url.startswith(camel.base_url + "#") and fields(url)[-1] == "embed"
    assert read_fragment(url.split("#", 1)[1])[:3] == (CAMEL, 2, "camel")
    assert 'title="Camel Cards: the answer, part 2' in code and 'width="720" height="600"' in code
    camel.page.click("#embed-copy")
    camel.page.wait_for_function("document.getElementById('embed-copy').textContent.startsWith('Copied')")
    assert camel.page.evaluate("navigator.clipboard.readText()") == code
    camel.page.click('label:has(input[name="embed-size"][value^="400x"])')
    small = camel.page.input_value("#embed-code")
    assert 'width="400" height="560"' in small and address(small) == url
    assert camel.axe() == []
    camel.page.keyboard.press("Escape")
    assert camel.page.locator("#embed-dialog").is_hidden()
    assert camel.page.evaluate("document.activeElement.id") == "embed"


def test_an_embed_on_another_origin_shows_the_answer_and_leaves_the_visitors_own_input(screen, tmp_path):
    camel = screen.open().solve(CAMEL, part=2)
    code = embed_code(camel)
    camel.page.keyboard.press("Escape")
    own = "AAAAA 5\n"
    camel.solve(own, part=1)
    aside = camel.set_aside()
    with post(tmp_path, code) as url:
        blog = camel.tab()
        frame = embedded(blog.page, url, "#total[data-value]")
        assert frame.get_attribute("#total", "data-value") == "5905" and frame.url == address(code)
        assert shows_only_its_view(frame)
        assert frame.get_attribute("#embed-full", "target") == "_blank"
        full = frame.get_attribute("#embed-full", "href")
        assert full == address(code).removesuffix("&embed")
        assert "part 2" in frame.inner_text("#embed-what")
        assert axe_in(frame) == []
        blog.page.close()
    camel.open()
    assert camel.input_text == own and camel.page.is_checked('input[name="part"][value="1"]')
    assert camel.set_aside() == aside
    newcomer = camel.tab().open()
    assert newcomer.input_text == own


def test_an_embed_opens_the_tab_and_the_step_it_was_made_on(camel, tmp_path):
    camel.open()
    camel.play_crab(CRAB)
    code = embed_code(camel)
    assert "game=crab" in address(code)
    camel.page.keyboard.press("Escape")
    camel.page.click("#tab-camel")
    camel.solve(CAMEL, part=2)
    camel.how_it_works()
    camel.page.click("#step-next")
    camel.page.wait_for_selector('#step[data-step="2"]', state="attached")
    how = embed_code(camel)
    assert "view=how&step=2" in address(how) and read_fragment(address(how).split("#", 1)[1])[:2] == (CAMEL, 2)
    with post(tmp_path, code) as url:
        frame = embedded(camel.tab().page, url, "#crab-results td.score")
        assert frame.locator("#crab-results td.score").all_inner_texts() == ["306", "291"]
        assert frame.get_attribute("#tab-crab", "aria-selected") == "true" and shows_only_its_view(frame)
    with post(tmp_path, how) as url:
        frame = embedded(camel.tab().page, url, '#step[data-step="2"]')
        assert frame.get_attribute("#tab-how", "aria-selected") == "true" and frame.locator("#panel-how").is_visible()
        assert frame.inner_text("#steps-about").startswith("On your input") and shows_only_its_view(frame)


def test_an_embed_of_a_round_of_the_replay_shows_the_replay_alone_from_its_top(camel):
    camel.open()
    camel.play_crab(CRAB)
    page = camel.page
    page.click("#replay-part-2")
    for _ in range(3):
        page.click("#replay-next")
    page.wait_for_selector('#replay[data-game="2"][data-round="3"]', state="attached")
    code = embed_code(camel)
    assert "replay=2&round=3" in address(code) and 'title="Crab Combat: the replay, round by round"' in code
    embed = camel.tab().page
    embed.set_viewport_size({"width": 400, "height": 560})
    embed.goto(address(code))
    embed.wait_for_selector('html[data-embed] #replay[data-game="2"][data-round="3"]', state="attached", timeout=SLOW)
    assert embed.inner_text("#embed-what") == "Crab Combat: the replay, round by round"
    assert embed.locator("#crab-results").is_hidden() and embed.locator("#crab-check-form").is_hidden()
    for selector in ("#replay-next", "#replay-previous"):
        box = embed.locator(selector).bounding_box()
        assert box and 0 <= box["y"] and box["y"] + box["height"] <= 560, selector
    assert shows_only_its_view(embed)


def test_an_embed_of_the_code_as_it_is_says_nothing_of_a_link_nor_of_a_box(camel, tmp_path):
    """The page's own solution, unedited, is no link's code; and the input it runs on is the embed's own."""
    camel.open()
    camel.paste(CAMEL)
    camel.code_tab()
    code = embed_code(camel)
    assert "code=" in address(code) and 'title="Code: Camel Cards in Python"' in code
    with post(tmp_path, code) as url:
        frame = embedded(camel.tab().page, url, "#code-run:not([disabled])")
        frame.wait_for_function("code => document.getElementById('code-editor').code === code", arg=camel.code())
        assert frame.locator("#code-notice").is_hidden() and shows_only_its_view(frame)
        assert frame.inner_text("#code-run-hint") == "or Ctrl+Enter, on the input this embed holds"
        assert frame.inner_text("#embed-what") == "Code: Camel Cards in Python"
        frame.click("#code-run")
        frame.wait_for_function("document.getElementById('code-status').textContent.startsWith('Ran')", timeout=SLOW)
        assert "on the input this embed holds." in frame.inner_text("#code-status")
    camel.page.keyboard.press("Escape")
    camel.page.focus("#crab-code-run")
    embed_code(camel)
    assert camel.page.inner_text("#embed-view") == "Code: Crab Combat in Python"


def test_an_embed_whose_frame_may_keep_nothing_shows_the_answer_and_no_notice(blocking, tmp_path):
    camel = blocking.open().solve(CAMEL, part=2)
    code = embed_code(camel)
    with post(tmp_path, code) as url:
        frame = embedded(camel.tab().page, url, "#total[data-value]")
        assert frame.get_attribute("#total", "data-value") == "5905"
        assert shows_only_its_view(frame)


def test_an_embed_in_a_page_of_another_site_shows_the_answer_with_the_frames_storage_denied(
    browser_type, full_launch_args, base_url, tmp_path
):
    """A post on another site (blog.test, resolved to this machine and taken as secure, as an https blog is):
    Chromium denies a frame of another site its storage, and the embed shows its answer all the same, with no
    word about keeping data."""
    code = iframe_of(base_url + "#" + fragment(CAMEL, 2) + "&embed")
    with post(tmp_path, code) as url:
        blog = url.replace("127.0.0.1", "blog.test")
        args = [arg for arg in full_launch_args["args"] if not arg.startswith("--host-resolver-rules")]
        args += [
            "--host-resolver-rules=MAP blog.test 127.0.0.1, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
            "--unsafely-treat-insecure-origin-as-secure=" + blog.rsplit("/", 1)[0],
        ]
        context = browser_type.launch_persistent_context(
            str(tmp_path / "profile"), **{**full_launch_args, "args": args}
        )
        try:
            frame = embedded(context.new_page(), blog, "#total[data-value]")
            assert frame.evaluate("() => { try { return !localStorage; } catch { return true; } }")
            assert frame.get_attribute("#total", "data-value") == "5905"
            assert shows_only_its_view(frame)
        finally:
            context.close()


def test_an_input_too_long_for_a_link_says_so_and_gives_no_snippet(camel):
    camel.open()
    camel.paste(BIG)
    assert embed_code(camel) == ""
    assert "a link holds at most" in camel.page.inner_text("#embed-problem")
    assert camel.page.locator("#embed-code").is_hidden() and camel.page.is_disabled("#embed-copy")


def test_an_embedded_page_keeps_nothing_on_the_pages_origin(camel):
    """Opened at its own address, in a tab of the visitor's browser (as a frame of the same site shares the
    page's storage), an embedded page writes nothing where the visitor's own input and choices are kept: a new
    tab of the page starts from the visitor's, not from the embed's."""
    camel.open()
    own = "AAAAA 5\n"
    camel.type_input(own)
    embed = camel.tab()
    embed.page.goto(camel.link(CAMEL, 2) + "&embed")
    embed.page.wait_for_selector("#total[data-value]", timeout=SLOW)
    embed.page.wait_for_selector("html:not([data-writing])", state="attached")
    embed.page.close()
    camel.open()
    assert camel.input_text == own and camel.set_aside() == []
    newcomer = camel.tab().open()
    assert newcomer.input_text == own and newcomer.page.is_checked('input[name="part"][value="1"]')


def test_an_embed_in_a_page_of_the_same_site_works_offline_once_the_page_was_visited(online):
    """A post on another port of the same host (the same site): the page's service worker, installed by a
    visit, serves the frame with no network.  (A frame of another site gets a service worker of its own, in
    storage partitioned for that site, where the browser lets it keep any: tested by hand, see the README.)"""
    camel, context = online
    camel.open()
    camel.page.wait_for_selector("html[data-offline-ready]", state="attached", timeout=SLOW)
    camel.page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=SLOW)
    code = iframe_of(camel.link(CAMEL, 2) + "&embed")
    blog = "http://127.0.0.1:1/post.html"
    context.route(blog, lambda route: route.fulfill(content_type="text/html", body="<title>Post</title>" + code))
    context.set_offline(True)
    frame = embedded(camel.page, blog, "#total[data-value]")
    assert frame.get_attribute("#total", "data-value") == "5905"


def test_the_page_may_be_framed_by_any_site(base_url):
    """Neither header that forbids framing: no X-Frame-Options, and no frame-ancestors in the policy (the
    static build sends no headers at all, and a <meta> policy cannot hold frame-ancestors)."""
    with urllib.request.urlopen(base_url) as response:
        assert response.headers["X-Frame-Options"] is None
        assert "frame-ancestors" not in response.headers["Content-Security-Policy"]


def test_an_embedded_trace_leaves_the_page_it_is_in_where_its_reader_is(camel, tmp_path):
    """A post that holds, far down it, the embed of a step of a trace: as the embed traces and shows its step,
    the post stays where its reader scrolled to, and the embed shows its own top (the link to the full page)."""
    camel.open()
    camel.paste(CAMEL)
    camel.code_tab()
    camel.step_through()
    camel.page.click("#trace-next")
    camel.page.wait_for_selector('#trace[data-step="2"]', state="attached")
    code = embed_code(camel)
    assert "step=2" in address(code)
    spaced = '<div style="height: 1500px"></div>%s<div style="height: 3000px"></div>' % code
    with post(tmp_path, spaced) as url:
        page = camel.tab().page
        page.goto(url)
        page.evaluate("window.scrollTo(0, 1200)")
        frame = page.wait_for_selector("iframe").content_frame()
        frame.wait_for_selector('html[data-embed] #trace[data-step="2"]', state="attached", timeout=SLOW)
        frame.wait_for_selector("html:not([data-busy])", state="attached", timeout=SLOW)
        camel.drawn()
        assert page.evaluate("scrollY") == 1200
        assert frame.evaluate("scrollY") == 0


def test_a_trace_embedded_with_the_box_empty_holds_the_example_it_traced_and_opens_its_step(camel):
    """With nothing in the box, Step through traces the puzzle's example, as Run runs it: its embed holds it."""
    camel.open().code_tab()
    camel.step_through()
    camel.page.fill("#trace-slider", "40")
    code = embed_code(camel)
    assert camel.page.locator("#embed-problem").is_hidden()
    url = address(code)
    assert "&step=40&" in url and read_fragment(url.split("#", 1)[1])[0] == CAMEL
    embed = camel.tab().page
    embed.goto(url)  # the page's own solution: traced at once, at the embed's step
    embed.wait_for_selector('html[data-embed] #trace[data-step="40"]', state="attached", timeout=SLOW)
    assert "all 5 hands" in embed.inner_text("#trace-about")
    # At each size the dialog offers, the step is the embed's first view: its controls, line and values.
    for width, height in ((400, 560), (720, 600), (1000, 720)):
        embed.set_viewport_size({"width": width, "height": height})
        for selector in ("#trace-next", "#trace-prev", "#trace-where", "#trace-code", "#trace-vars tr[data-name]"):
            box = embed.locator(selector).first.bounding_box()
            assert box and 0 <= box["y"] and box["y"] + box["height"] <= height, (width, selector)
        assert embed.evaluate("document.documentElement.scrollWidth") <= width
    # Its bar offers Present, which presents the trace and steps it by the keys, as on the page.
    embed.click("#present")
    embed.wait_for_selector("html[data-present] .coding-game[data-presenting]", state="attached")
    embed.keyboard.press("ArrowRight")
    embed.wait_for_selector('#trace[data-step="41"]', state="attached")
    embed.keyboard.press("Escape")
    embed.wait_for_selector("html:not([data-present])", state="attached")
    assert embed.locator(".embed-bar #present").is_visible()


def test_how_it_works_embedded_with_the_box_empty_holds_the_example_it_walks(camel):
    """With nothing in the box, How it works walks the puzzle's example: its embed holds that example."""
    camel.open()
    camel.how_it_works()
    code = embed_code(camel)
    assert camel.page.locator("#embed-problem").is_hidden()
    assert read_fragment(address(code).split("#", 1)[1])[0] == CAMEL
