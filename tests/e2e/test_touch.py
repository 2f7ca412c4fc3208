"""On a phone's touch alone, the page tells of no key to press: its hints of keys are hidden, and what it says
leaves them out; with a keyboard's pointer as well, both name them."""

import re

import pytest

from tests.e2e.conftest import SIZES
from tests.e2e.inputs import OVER_LIVE
from tests.e2e.page import CamelPage

# A key or a keyboard shortcut, as the page names them.
KEYS = re.compile(r"Ctrl\+|Esc\b|\bTab\b|←|→|\bHome\b|\bSpace\b")
NAMED = "[...document.querySelectorAll('.hint')].filter(e => /%s/.test(e.textContent))" % KEYS.pattern


@pytest.fixture(params=["touch", "mouse"])
def device(request, browser, base_url):
    touch = request.param == "touch"
    context = browser.new_context(service_workers="block", viewport=SIZES["phone"], has_touch=touch, is_mobile=touch)
    yield CamelPage(context.new_page(), base_url), touch
    context.close()


def test_a_phone_s_touch_alone_is_told_of_no_keys_and_a_keyboard_of_its_keys(device):
    camel, touch = device
    camel.open()
    hints = camel.page.evaluate("%s.map(e => getComputedStyle(e).display)" % NAMED)
    assert len(hints) >= 8, "every tab's hints of keys: Solve's, Play's, Run's, the editors', steps' and rounds'"
    assert all(shown == "none" for shown in hints) if touch else "none" not in hints
    described = camel.page.evaluate(
        "[...document.querySelectorAll('[aria-describedby]')].map(e => e.getAttribute('aria-describedby').split(' '))"
        ".flat().filter(name => /%s/.test(document.getElementById(name)?.textContent))" % KEYS.pattern
    )
    assert len(described) == (0 if touch else 8), "a screen reader reads what aria-describedby names, hidden or not"
    camel.settle(lambda: camel.paste(OVER_LIVE))
    camel.page.focus("#input")
    camel.page.keyboard.press("Control+End")
    camel.page.keyboard.press("Backspace")
    camel.page.wait_for_function("document.getElementById('status').textContent.startsWith('The input has changed')")
    said = camel.status
    assert said.startswith("The input has changed: press Solve") and bool(KEYS.search(said)) is not touch
