"""Step through, on CPython: a visitor's code traced line by line (site/coding/tracer.py) on the input cut short
(site/coding/tracing.py), as the Code tab's sandbox traces it on Pyodide."""

import json
import random
import sys
from pathlib import Path

CODE = Path(__file__).resolve().parents[1] / "site" / "coding"
sys.path.insert(0, str(CODE))

import tracer  # noqa: E402
import tracing  # noqa: E402

from tests.examples import CAMEL as EXAMPLE  # noqa: E402
from tests.examples import CRAB as CRAB_EXAMPLE  # noqa: E402

CAMEL = (CODE / "solutions" / "camel.py").read_text()
CRAB = (CODE / "solutions" / "crab.py").read_text()


def steps(trace):
    """Each step as the page reads it: kind, line, function, {name: (value, length)}, stack of (function,
    line), what it said, characters printed."""
    texts = trace["texts"]
    for kind, line, _, printed, names, stack, said in trace["steps"]:
        yield {
            "kind": trace["kinds"][kind],
            "line": line,
            "function": texts[stack[-2]],
            "vars": {texts[names[i]]: (texts[names[i + 1]], texts[names[i + 2]]) for i in range(0, len(names), 3)},
            "stack": [(texts[stack[i]], stack[i + 1]) for i in range(0, len(stack), 2)],
            "said": texts[said],
            "printed": printed,
        }


def line_of(code, piece):
    return next(number for number, line in enumerate(code.splitlines(), 1) if piece in line)


def test_the_camel_example_is_traced_to_the_line_that_totals_with_the_ranked_hands():
    trace = json.loads(json.dumps(tracing.trace(CAMEL, EXAMPLE, "camel")))
    assert trace["answers"] == {"1": "6440", "2": "5905"}
    assert not trace["capped"] and len(trace["steps"]) < tracer.CAP
    totals = line_of(CAMEL, "return sum(")
    at = [step for step in steps(trace) if step["line"] == totals and step["function"] == "solve"]
    assert at and "ranked" in at[0]["vars"] and "KK677" in at[0]["vars"]["ranked"][0]
    returned = [step["said"] for step in steps(trace) if step["kind"] == "return" and step["function"] == "solve"]
    assert returned == ["6440", "5905"]
    counts = [step["vars"]["counts"][0] for step in steps(trace) if "counts" in step["vars"]]
    assert "[3, 1, 1]" in counts  # T55J5 under part 1, before its jokers join
    assert trace["cut"] == "all 5 hands"


def test_only_the_visitors_own_lines_are_steps():
    trace = tracing.trace(CAMEL, EXAMPLE, "camel")
    lines = len(CAMEL.splitlines())
    for step in steps(trace):
        assert 1 <= step["line"] <= lines
        assert all(
            function in ("<module>", "solve", "<lambda>", "key", "hand_type", "<genexpr>", "<listcomp>")
            for function, _ in step["stack"]
        )
    assert [function for function, _ in next(s for s in steps(trace) if s["function"] == "hand_type")["stack"]] == [
        "solve",
        "<lambda>",
        "key",
        "hand_type",
    ]


def test_code_of_no_statement_runs_no_line():
    for code in ("# nothing but a comment\n", "", "\n\n"):
        assert tracing.trace(code, EXAMPLE, "camel")["steps"] == []


def test_a_recursive_sub_game_is_a_frame_of_its_own():
    trace = tracing.trace(CRAB, CRAB_EXAMPLE, "crab")
    assert trace["answers"] == {"1": "306", "2": "291"}
    deepest = max(steps(trace), key=lambda step: len(step["stack"]))
    assert [function for function, _ in deepest["stack"]][:3] == ["solve", "play", "play"]


def test_a_big_deal_is_cut_to_a_few_cards_that_still_play_a_sub_game():
    cards = list(range(1, 51))
    random.Random(7).shuffle(cards)
    deal = "Player 1:\n%s\n\nPlayer 2:\n%s\n" % ("\n".join(map(str, cards[:25])), "\n".join(map(str, cards[25:])))
    trace = tracing.trace(CRAB, deal, "crab")
    assert trace["cut"].startswith("the first ") and trace["cut"].endswith("of each deck (of 25 and 25)")
    assert not trace["capped"] and not trace.get("error")
    assert max(len(step["stack"]) for step in steps(trace)) >= 3  # solve, play, and a sub-game's play


def test_a_long_input_is_cut_to_its_first_hands():
    text = "".join("%s %d\n" % (hand, bid) for bid, hand in enumerate(["32T3K", "T55J5", "KK677"] * 400, 1))
    trace = tracing.trace(CAMEL, text, "camel")
    assert trace["cut"] == "the first 5 of 1,200 hands"
    # 32T3K (bids 1 and 4) are one pair, KK677 (3) two pairs, T55J5 (2 and 5) three of a kind
    assert trace["answers"]["1"] == str(1 * 1 + 2 * 4 + 3 * 3 + 4 * 2 + 5 * 5)


def test_a_runaway_loop_ends_at_the_cap_and_says_so():
    trace = tracing.trace("n = 0\nwhile True:\n    n += 1\n", EXAMPLE, "camel")
    assert trace["capped"] and len(trace["steps"]) == tracer.CAP == trace["cap"]
    shown = list(steps(trace))
    assert {step["line"] for step in shown} == {1, 2, 3}
    assert shown[-1]["vars"]["n"][0] == str((tracer.CAP - 2) // 2)


def test_a_long_value_is_cut_saying_how_long():
    code = "big = list(range(5000))\nword = 'x' * 300\nnested = [[[[[[1]]]]]]\nend = 1\n"
    last = list(steps(tracing.trace(code, EXAMPLE, "camel")))[-1]["vars"]
    assert last["big"][1] == "5,000 items" and len(last["big"][0]) <= tracer.MOST
    assert last["word"][1] == "300 characters" and len(last["word"][0]) <= tracer.MOST
    assert last["nested"][1] == "1 item"


def test_an_error_is_the_last_step_with_its_line():
    """The frames it passes up through return nothing: none of them is a step that returns None."""
    broken = CAMEL.replace("int(bid)", "int(hand)")
    trace = tracing.trace(broken, EXAMPLE, "camel")
    assert trace["error"]["line"] == line_of(broken, "int(hand)")
    shown = list(steps(trace))
    assert shown[-1]["kind"] == "exception" and "ValueError" in shown[-1]["said"]
    assert shown[-1]["function"] == "<genexpr>" and "problems" not in trace


def test_an_exception_caught_in_a_frame_leaves_its_return_a_step():
    code = "def f():\n    try:\n        return int('x')\n    except ValueError:\n        return 0\n\nx = f()\n"
    kinds = [(step["kind"], step["said"]) for step in steps(tracing.trace(code, EXAMPLE, "camel"))]
    assert ("return", "0") in kinds and kinds[-1] == ("return", "None")  # f's return, then the module's end


def test_the_input_s_problems_on_the_lines_traced_are_at_their_lines_in_the_box():
    """Five hands are traced, CRLF line ends and a blank line among them: a problem beyond them is not said."""
    text = "32T3K 765\r\n\r\nAAAAA x\r\nKK677 28\r\nAAAA 5\r\nQQQJA 483\r\nT55J5 y\r\n"
    trace = tracing.trace(CAMEL, text, "camel")
    assert [(problem["line"], problem["place"]) for problem in trace["problems"]] == [
        (2, "line 2, column 1"),
        (3, "line 3, column 7"),
        (5, "line 5, column 5"),
    ]
    assert trace["problems"][1]["text"] == "AAAAA x" and trace["cut"] == "the first 5 of 6 hands"
    assert "ValueError" in trace["error"]["message"]


def test_what_was_printed_grows_step_by_step():
    trace = tracing.trace("print('one')\nprint('two')\nend = 1\n", EXAMPLE, "camel")
    assert trace["output"] == "one\ntwo\n"
    shown = list(steps(trace))
    assert [step["printed"] for step in shown] == [0, 4, 8, 8]
    assert shown[-1]["kind"] == "return" and shown[-1]["vars"]["end"] == ("1", "")  # the module's end


def test_output_beyond_what_a_trace_holds_keeps_its_start_and_its_end_and_says_where_it_was_cut():
    trace = tracing.trace("print('x' * 5_000_000)\nfor i in range(200):\n    print(i)\n", EXAMPLE, "camel")
    printed = 5_000_001 + len("".join("%d\n" % i for i in range(200)))
    half = tracing.OUTPUT // 2
    assert trace["gap"] == [half, printed - 2 * half] and len(trace["output"]) == 2 * half
    assert trace["output"].startswith("x" * half) and trace["output"].endswith("198\n199\n")
    assert list(steps(trace))[-1]["printed"] == printed  # each step counts all it printed
    assert "gap" not in tracing.trace("print('one')\n", EXAMPLE, "camel")


def test_an_edited_core_file_is_traced_in_that_file_alone():
    rules = (Path(__file__).resolve().parents[1] / "camelcards_core" / "rules.py").read_text()
    trace = tracing.trace(rules, EXAMPLE, "camel", "rules.py")
    assert trace["answers"] == {"1": "6440", "2": "5905"} and trace["steps"] and not trace["capped"]
    assert max(step["line"] for step in steps(trace)) <= len(rules.splitlines())


def test_decks_that_cannot_be_read_are_said_with_their_problems():
    trace = tracing.trace(CRAB, "Player 1:\n9\n2\nx\n\nPlayer 2:\n5\n8\n", "crab")
    assert trace["problem"] == "Nothing to step through: the decks cannot be read"
    assert [problem["place"] for problem in trace["problems"]] == ["line 4, column 1"]


def test_a_deep_recursion_keeps_its_innermost_frames_and_a_module_of_many_names_its_first():
    deep = "def down(n):\n    return n if n == 0 else down(n - 1)\n\ndown(300)\n"
    assert max(len(step["stack"]) for step in steps(tracing.trace(deep, EXAMPLE, "camel"))) == tracer.FRAMES
    many = "".join("name%d = %d\n" % (i, i) for i in range(400))
    assert max(len(step["vars"]) for step in steps(tracing.trace(many, EXAMPLE, "camel"))) == tracer.LOCALS
