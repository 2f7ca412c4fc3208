"""The Code tab's Python prompt on the input in the box: an expression, a block, lines typed while one runs,
and Stop or Ctrl+C on any keyboard."""

from tests.e2e.inputs import MIXED
from tests.examples import CAMEL as EXAMPLE


def test_the_prompt_evaluates_an_expression_on_the_input(camel):
    camel.open()
    camel.paste(MIXED)
    camel.code_tab()
    camel.prompt("rank(hands, 2).total")
    from camelcards_core.parsing import parse
    from camelcards_core.ranking import rank

    said = camel.page.inner_text("#terminal-log")
    assert "hands = parse(text): %d hands" % len(parse(MIXED)) in said
    assert said.rstrip().endswith(str(rank(parse(MIXED), 2).total))
    assert camel.prompt("for n in range(2):").endswith("for n in range(2):\n")
    camel.prompt("    print(n * 7)")
    assert camel.prompt("").strip().endswith("0\n7".strip())


def test_the_prompt_keeps_lines_typed_while_one_runs_and_stop_or_ctrl_c_ends_it(camel):
    camel.open()
    camel.paste(EXAMPLE)
    camel.code_tab()
    camel.prompt("x = 41")
    camel.page.fill("#terminal-input", "sum(1 for _ in iter(int, 1))")
    camel.page.press("#terminal-input", "Enter")
    camel.page.wait_for_selector("#terminal-stop:visible")
    # Typed while the loop runs: kept, and run in turn.
    camel.page.fill("#terminal-input", "print('second')")
    camel.page.press("#terminal-input", "Enter")
    assert "1 line typed meanwhile" in camel.page.inner_text("#terminal-status")
    camel.settle(lambda: camel.page.click("#terminal-stop"))
    log = camel.page.inner_text("#terminal-log")
    assert "KeyboardInterrupt" in log and "... print('second')" not in log
    # The line that waited is back in the field, not lost, and runs on the fresh prompt.
    assert camel.page.input_value("#terminal-input") == "print('second')"
    camel.settle(lambda: camel.page.press("#terminal-input", "Enter"))
    assert camel.page.inner_text("#terminal-log").endswith(">>> print('second')\nsecond\n")
    # Ctrl+C stops a line too.
    camel.page.fill("#terminal-input", "sum(1 for _ in iter(int, 1))")
    camel.page.press("#terminal-input", "Enter")
    camel.page.wait_for_selector("#terminal-stop:visible")
    camel.settle(lambda: camel.page.press("#terminal-input", "Control+c"))
    assert camel.page.inner_text("#terminal-log").count("KeyboardInterrupt") == 2
    assert camel.page.locator("#terminal-stop").is_hidden()
    # With Caps Lock on, and on a keyboard with no Latin letters (Russian: the key of C writes "с").
    devtools = camel.page.context.new_cdp_session(camel.page)
    keys = {
        "C": lambda: camel.page.press("#terminal-input", "Control+C"),
        "с": lambda: devtools.send(
            "Input.dispatchKeyEvent", {"type": "rawKeyDown", "key": "с", "code": "KeyC", "modifiers": 2}
        ),
    }
    for key, press in keys.items():
        camel.page.fill("#terminal-input", "sum(1 for _ in iter(int, 1))")
        camel.page.press("#terminal-input", "Enter")
        camel.page.wait_for_selector("#terminal-stop:visible")
        camel.settle(press)
        assert camel.page.inner_text("#terminal-log").endswith(
            " KeyboardInterrupt in the code: the prompt starts again, afresh, on the next line.\n"
        ), key
        assert camel.page.locator("#terminal-stop").is_hidden()
