"""Step through, in the Code tab, on a laptop and on a phone: a trace of the example reaches the line that totals,
its controls and keys step through it, Crab Combat's sub-games are frames of the stack, and a link opens the same
step elsewhere.  How a trace ends (an error, the input's problems, the cap) is test_trace_endings.py's."""

from camelcards_core.link_places import TRACE_STEPS
from tests.e2e.page import SLOW
from tests.e2e.page_code import SOLUTIONS
from tests.e2e.steps import hash_of, step_line_in_sight, tinted_lines
from tests.examples import CAMEL as EXAMPLE

CAMEL = (SOLUTIONS / "camel.py").read_text()


def line_of(code, piece):
    return next(number for number, line in enumerate(code.splitlines(), 1) if piece in line)


def marked_line(page, game="camel"):
    """The text of the line the editor marks as the step's, the editor brought into view (CodeMirror draws only
    the lines in view)."""
    editor = "#%scode-editor" % ("crab-" if game == "crab" else "")
    page.locator(editor).scroll_into_view_if_needed()
    return page.inner_text(editor + " .cm-step-line")


def test_a_trace_of_the_example_reaches_the_line_that_totals_with_the_ranked_hands(screen):
    screen.open()
    screen.code_tab()
    screen.step_through()
    trace = screen.trace()
    assert trace["step"] == 1 and 100 < trace["steps"] < 1000
    assert screen.in_view("#trace-next")
    assert "all 5 hands, of the example (the box is empty)" in screen.page.inner_text("#trace-about")
    screen.page.keyboard.press("End")  # the panel has the keys once it is shown
    trace = screen.trace()
    assert trace["step"] == trace["steps"] and trace["line"] == line_of(CAMEL, "return sum(")
    assert "ranked" in trace["vars"] and "KTJJT" in trace["vars"]["ranked"][0]
    assert trace["stack"] == ["solve"]
    assert screen.page.inner_text("#trace-said") == "solve returns 5905"
    assert "return sum(" in marked_line(screen.page)
    # The step's line and its number, and not the cursor's.
    assert tinted_lines(screen.page, "#code-editor") == [str(trace["line"]), CAMEL.splitlines()[trace["line"] - 1]]
    assert screen.no_sideways_scroll()
    assert not screen.offsite and not screen.console_errors
    for scheme in ("light", "dark"):  # (axe's own styles are refused by the page's policy, which it reports)
        screen.page.emulate_media(color_scheme=scheme)
        assert screen.axe() == []


def test_output_beyond_what_a_trace_holds_is_cut_in_the_middle_saying_so_and_keeps_its_end(camel):
    camel.open().code_tab()
    camel.set_code("print('x' * 5_000_000)\nfor i in range(200):\n    print(i)\n")
    camel.step_through()
    page = camel.page
    printed = 5_000_001 + len("".join("%d\n" % i for i in range(200)))
    assert "printed %s characters more than are shown" % f"{printed - 20_000:,}" in page.inner_text("#trace-about")
    output = "document.getElementById('trace-output').textContent"
    page.keyboard.press("End")
    cut = "\n[… %s characters cut here …]\n" % f"{printed - 20_000:,}"
    head, tail = page.evaluate(output).split(cut)
    assert head == "x" * 10_000 and len(tail) == 10_000 and tail.endswith("198\n199\n")
    page.fill("#trace-slider", "2")  # the big line printed, and no other yet
    assert page.evaluate(output).endswith("x" * 9_309 + "\n") and cut in page.evaluate(output)
    assert camel.console_errors == []


def test_next_previous_the_keys_and_the_slider_step_through_the_trace(screen):
    screen.open()
    screen.code_tab()
    screen.step_through()
    page = screen.page
    page.click("#trace-next")
    page.click("#trace-next")
    assert screen.trace()["step"] == 3
    page.click("#trace-prev")
    assert screen.trace()["step"] == 2
    page.keyboard.press("ArrowRight")
    assert screen.trace()["step"] == 3
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    assert screen.trace()["step"] == 1 and page.is_disabled("#trace-prev")
    page.keyboard.press("End")
    assert screen.trace()["step"] == screen.trace()["steps"] and page.is_disabled("#trace-next")
    page.keyboard.press("Home")
    assert screen.trace()["step"] == 1
    page.fill("#trace-slider", "40")  # as a finger drags it: the value set, then its input event
    trace = screen.trace()
    assert trace["step"] == 40 and page.input_value("#trace-slider") == "40"
    assert trace["line"] and CAMEL.splitlines()[trace["line"] - 1].strip() in marked_line(page)
    # Its number is filled in the gutter, and no other, in the same colour on the line the cursor is on.
    gutter = page.locator("#code-editor .cm-lineNumbers .cm-step-gutter")
    assert gutter.all_inner_texts() == [str(trace["line"])]
    filled = gutter.evaluate("e => getComputedStyle(e).backgroundColor")
    page.keyboard.press("Home")
    on_cursor = page.locator("#code-editor .cm-lineNumbers .cm-activeLineGutter.cm-step-gutter")
    assert on_cursor.count() == 1  # step 1 is on line 1, where the cursor is
    assert gutter.evaluate("e => getComputedStyle(e).backgroundColor") == filled
    # ORDERS is made by the line before JOKERS': at JOKERS' line it is marked changed, and Counter is not
    jokers = line_of(CAMEL, "JOKERS = ")
    page.keyboard.press("Home")
    while screen.trace()["line"] != jokers:
        page.click("#trace-next")
    shown = screen.trace()["vars"]
    assert shown["ORDERS"][1] and not shown["Counter"][1]
    page.wait_for_function("() => location.hash === '#code&step=%d'" % screen.trace()["step"])


def test_stepping_keeps_the_line_in_sight_in_the_editor_and_the_controls_in_view(screen):
    screen.open()
    screen.code_tab()
    screen.step_through()
    page = screen.page
    at = page.evaluate("scrollY")
    for times in (1, 12, 30, 40):
        for _ in range(times):
            page.click("#trace-next")
        line = screen.trace()["line"]
        assert step_line_in_sight(page, "#code-editor").strip() == CAMEL.splitlines()[line - 1].strip()
        assert screen.in_view("#trace-next") and screen.in_view("#trace-prev")
    assert page.evaluate("scrollY") == at  # the editor scrolls, never the page


def test_the_four_step_buttons_share_one_row_at_every_size(camel):
    """First, Previous, Next and Last stay in one row beside the code on a laptop, on a projector and on a phone."""
    camel.open().code_tab()
    camel.step_through()
    for width, height in ((1280, 800), (1366, 768), (1024, 768), (1920, 1080), (390, 844)):
        camel.page.set_viewport_size({"width": width, "height": height})
        tops = [camel.box("#trace-" + name)["top"] for name in ("first", "prev", "next", "last")]
        assert max(tops) - min(tops) < 1, (width, tops)
        assert camel.box("#trace-last")["right"] <= camel.box("#trace")["right"], width
    assert camel.no_sideways_scroll()


def test_beside_the_trace_on_a_projector_the_code_has_the_room(camel):
    """At 1024×768 the editor is wider than the panel by far: its lines wrap the less."""
    camel.page.set_viewport_size({"width": 1024, "height": 768})
    camel.open().code_tab()
    camel.step_through()
    editor, panel = camel.box("#code-editor"), camel.box("#trace")
    assert editor["right"] < panel["left"] and editor["width"] >= 1.9 * panel["width"], (editor, panel)
    assert camel.no_sideways_scroll()


def test_a_sub_game_of_crab_combat_is_a_frame_of_the_stack(screen):
    screen.open()
    screen.code_tab()
    screen.step_through("crab")
    assert screen.trace("crab")["stack"][:1] == ["<module>"]
    deepest = screen.page.evaluate(
        """() => { const slider = document.getElementById('crab-trace-slider'); let deepest = [];
             for (let step = 1; step <= +slider.max; step++) {
               slider.value = step; slider.dispatchEvent(new Event('input'));
               const stack = [...document.querySelectorAll('#crab-trace-stack li')].map(li => li.dataset.function);
               if (stack.length > deepest.length) deepest = stack; }
             return deepest; }"""
    )
    assert deepest[:3] == ["solve", "play", "play"]


def test_a_step_link_opens_the_same_step_in_another_browser(laptop, elsewhere):
    """Made on a laptop, opened on a phone."""
    laptop.open()
    laptop.paste(EXAMPLE)
    laptop.code_tab()
    laptop.step_through()
    laptop.page.fill("#trace-slider", "40")
    shown = laptop.trace()
    laptop.page.click("#code-share")
    laptop.page.wait_for_function("document.getElementById('code-share-url').value")
    link = laptop.page.input_value("#code-share-url")
    assert "&step=40" in link
    broken = laptop.code().replace("rank * int(bid)", "rank + int(bid)")
    laptop.set_code(broken)
    assert laptop.page.get_attribute("#trace", "data-stale") is not None  # the trace is for the code as it was
    laptop.page.click("#code-share")
    laptop.page.wait_for_function("url => document.getElementById('code-share-url').value !== url", arg=link)
    broken_link = laptop.page.input_value("#code-share-url")
    assert "step=" not in broken_link  # an out-of-date trace's step is not shared
    elsewhere.page.goto(link)  # the page's own solution: traced at once, at the link's step
    elsewhere.page.wait_for_selector('#trace[data-step="40"]', state="attached", timeout=SLOW)
    assert elsewhere.trace() == shown
    elsewhere.page.wait_for_function("() => location.hash === '#code&step=40'")
    assert elsewhere.in_view("#trace-next") and elsewhere.no_sideways_scroll()
    elsewhere.page.goto(elsewhere.base_url + "#code&step=7")  # the address alone, the page's own solution
    elsewhere.page.reload()
    elsewhere.page.wait_for_selector('#trace[data-step="7"]', state="attached", timeout=SLOW)


def test_a_link_with_other_code_steps_only_when_asked(laptop, elsewhere):
    """Made on a laptop, opened on a phone."""
    laptop.open()
    laptop.paste(EXAMPLE)
    laptop.code_tab()
    laptop.set_code(CAMEL.replace("rank * int(bid)", "rank + int(bid)"))
    laptop.step_through()
    laptop.page.fill("#trace-slider", "33")
    laptop.page.click("#code-share")
    laptop.page.wait_for_function("document.getElementById('code-share-url').value")
    link = laptop.page.input_value("#code-share-url")
    elsewhere.page.goto(link)
    elsewhere.page.wait_for_selector("#code-step:text('Step through to step 33')", timeout=SLOW)
    elsewhere.settled()
    assert elsewhere.page.is_hidden("#trace") and "rank + int(bid)" in elsewhere.code()
    elsewhere.step_through()
    assert elsewhere.trace()["step"] == 33 and elsewhere.in_view("#trace-next")
    embedded = elsewhere.tab()  # the same link embedded: offered there too
    embedded.page.goto(link + "&embed")
    embedded.page.wait_for_selector("#code-step:text('Step through to step 33')", state="attached", timeout=SLOW)
    embedded.settled()
    assert embedded.page.is_hidden("#trace") and "rank + int(bid)" in embedded.code()
    laptop.page.click("#embed")
    laptop.page.wait_for_function("document.getElementById('embed-code').value.startsWith('<iframe')", timeout=SLOW)
    assert "&amp;step=33&amp;" in laptop.page.input_value("#embed-code"), "an embed of the trace opens its step"
    far = elsewhere.tab()  # a step past any trace's end offers the furthest a trace holds
    far.page.goto(link.replace("step=33", "step=999999999"))
    far.page.wait_for_selector("#code-step:text-is('Step through to step %d')" % TRACE_STEPS, timeout=SLOW)


def test_keys_typed_in_the_editor_after_a_trace_are_all_typed_and_mark_it_out_of_date(camel):
    """Typing after Step through, in either game's editor, as a person types: every key lands, the step's line is
    no longer marked, and the trace says it is out of date."""
    camel.open().code_tab()
    for game, prefix in (("camel", ""), ("crab", "crab-")):
        camel.step_through(game)
        before = camel.code(game)
        camel.page.click("#%scode-editor .cm-content" % prefix)
        camel.page.keyboard.press("Control+End")
        camel.page.keyboard.type("\nprint('typed')")
        assert camel.code(game) == before + "\nprint('typed')"
        assert camel.page.is_visible("#%strace .stale-note" % prefix)
        lines = camel.page.evaluate(
            "id => document.getElementById(id).shadowRoot.querySelectorAll('[data-step-line]').length",
            prefix + "code-editor",
        )
        assert lines == 0


def test_a_name_of_any_length_breaks_inside_the_panel_and_nothing_scrolls_sideways(screen):
    name = "a_function_whose_name_goes_on_" + "and_on_" * 25 + "without_a_break"
    screen.open().code_tab()
    screen.set_code("def %s(text):\n    %s_too = 1\n    return len(text)\n\nx = %s('abc')\n" % ((name,) * 3))
    screen.step_through()
    page = screen.page
    page.fill("#trace-slider", "3")
    assert screen.trace()["stack"][-1].startswith(name[:100])  # (the trace holds names up to a length)
    assert screen.no_sideways_scroll()
    width = page.viewport_size["width"]
    for selector in ("#trace", "#trace-where", "#trace-frame", "#trace-stack li:last-child", "#trace-vars td"):
        box = screen.box(selector)
        assert box["left"] >= 0 and box["left"] + box["width"] <= width, selector
        assert page.eval_on_selector(selector, "e => e.scrollWidth <= e.clientWidth"), selector  # nothing cut


def test_a_comprehension_at_the_top_level_keeps_the_modules_variables_on_show(camel):
    camel.open().code_tab()
    camel.set_code("a = 1\nd = {i: i * i\n     for i in range(3)}\nb = 2\n")
    camel.step_through()
    page = camel.page
    inside = None
    for step in range(1, camel.trace()["steps"] + 1):
        page.fill("#trace-slider", str(step))
        shown = camel.trace()["vars"]
        if "i" in shown:
            inside = shown
        if step > 2:  # a, set by the first line, is marked changed at the second step only
            assert shown["a"] == ["1", False], (step, shown)
    assert inside is not None and inside["a"] == ["1", False]


def test_an_edit_undone_shows_the_step_again_with_its_line_and_its_place(camel):
    camel.open().code_tab()
    camel.step_through()
    page = camel.page
    for _ in range(2):
        page.click("#trace-next")
    camel.settled()
    page.click("#code-editor .cm-content")
    page.keyboard.press("Control+End")
    page.keyboard.type("x")
    assert page.is_visible("#trace .stale-note")
    camel.settled()
    assert hash_of(page) == "#code"
    page.keyboard.press("Control+z")
    page.wait_for_selector("#trace:not([data-stale])", state="attached")
    page.wait_for_function("document.getElementById('code-editor').shadowRoot.querySelector('[data-step-line]')")
    camel.settled()
    assert hash_of(page) == "#code&step=3" and page.is_hidden("#trace .stale-note")
