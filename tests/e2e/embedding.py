"""What a test of embedding does: press Embed and read the iframe's HTML, put it in a blog post served from
another origin, open the post and find the page in its frame, and look at what the frame shows."""

import html
import re
from contextlib import contextmanager

from harness import servers
from tests.e2e.page import AXE
from tests.e2e.slow import SLOW


def embed_code(camel):
    """Press Embed; the HTML the dialog gives, once it is made."""
    camel.page.click("#embed")
    camel.page.wait_for_function(
        "document.getElementById('embed-code').value.startsWith('<iframe')"
        " || !document.getElementById('embed-problem').hidden",
        timeout=SLOW,
    )
    return camel.page.input_value("#embed-code")


def iframe_of(url):
    """The HTML of an iframe of `url`, as a person would write it by hand."""
    return '<iframe src="%s" title="The answer"></iframe>' % html.escape(url)


def address(code):
    """The iframe's address in the HTML `code`."""
    return html.unescape(re.search(r'<iframe src="([^"]+)"', code).group(1))


def fields(url):
    return [field.split("=")[0] for field in url.split("#", 1)[1].split("&")]


@contextmanager
def post(folder, code):
    """A blog post holding the HTML `code`, served from `folder` by a server of its own on another port: the
    post's address."""
    (folder / "post.html").write_text(
        '<!doctype html><html lang="en"><meta charset="utf-8"><title>My solution</title>'
        "<main><h1>My solution</h1><p>Here it is, live:</p>%s</main>" % code
    )
    server, url = servers.in_thread(str(folder))
    try:
        yield url + "post.html"
    finally:
        server.shutdown()
        server.server_close()


def embedded(page, url, shown):
    """Open the post at `url` in `page`; the iframe's frame, once the page in it is ready and shows `shown` (a
    selector)."""
    page.goto(url)
    frame = page.wait_for_selector("iframe").content_frame()
    frame.wait_for_selector("html[data-embed][data-ready]", state="attached", timeout=SLOW)
    frame.wait_for_selector(shown, timeout=SLOW)
    frame.wait_for_selector("html:not([data-busy])", state="attached", timeout=SLOW)
    return frame


def shows_only_its_view(frame):
    """Whether the frame hides the tabs, the input and its controls, the Embed button and any word about
    keeping data, and offers the full page."""
    hidden = ["#tab-camel", "#input", "#crab-input", "#solve", "#load-example", "#embed", "#input-hint", "#notice"]
    hidden += ["#share", "#crab-share", "#how-share", "#code-share", "#crab-code-share"]
    visible_text = frame.inner_text("body")
    return (
        all(frame.locator(selector).is_hidden() for selector in hidden)
        and "keep data" not in visible_text
        and "will not come back" not in visible_text
        and frame.locator("#embed-full").is_visible()
    )


def axe_in(frame):
    """axe-core's serious and critical violations in `frame`, as CamelPage.axe finds them in a page."""
    if not frame.evaluate("typeof axe !== 'undefined'"):
        frame.evaluate(AXE.read_text())
    return frame.evaluate(
        "async () => (await axe.run(document, {resultTypes: ['violations']})).violations"
        ".filter(v => ['serious', 'critical'].includes(v.impact)).map(v => v.id)"
    )
