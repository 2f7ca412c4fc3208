"""The Code tab's Python, on CPython: the short solutions it opens with, a visitor's code run and checked
(site/coding/running.py), the prompt (site/coding/prompt.py), and a link's code."""

import json
import random
import sys
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from camelcards_core.share import MAX_CODE, code_fields, fragment, open_link
from camelcards_core.words import grouped, plural
from harness.page_facts import READ
from tests import naive
from tests.strategies import inputs, text_of

CODE = Path(__file__).resolve().parents[1] / "site" / "coding"
sys.path.insert(0, str(CODE))

import prompt  # noqa: E402
import run_checks  # noqa: E402
import running  # noqa: E402

CAMEL = (CODE / "solutions" / "camel.py").read_text()
CRAB = (CODE / "solutions" / "crab.py").read_text()
CRAB_EXAMPLE = "Player 1:\n9\n2\n6\n3\n1\n\nPlayer 2:\n5\n8\n4\n7\n10\n"


def solution(code):
    space = {}
    exec(compile(code, "solution", "exec"), space)
    return space["solve"]


@settings(max_examples=150)
@given(inputs)
def test_the_short_camel_solution_agrees_with_the_naive_reference(bids):
    solve = solution(CAMEL)
    text = text_of(bids)
    for part in (1, 2):
        assert solve(text, part) == naive.total(naive.rows(text), part)


def deal(seed, cards=20):
    deck = list(range(1, cards + 1))
    random.Random(seed).shuffle(deck)
    cut = cards // 2
    return deck[:cut], deck[cut:]


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6))
def test_the_short_crab_solution_agrees_with_the_naive_reference(seed):
    deck1, deck2 = deal(seed)
    text = "Player 1:\n%s\n\nPlayer 2:\n%s\n" % ("\n".join(map(str, deck1)), "\n".join(map(str, deck2)))
    solve = solution(CRAB)
    for part in (1, 2):
        winner, deck, _ = naive.combat(deck1, deck2, part == 2)
        if winner is None:
            continue  # plain Combat that repeats for ever: it has no score, and the short solution plays on
        assert solve(text, part) == sum(card * place for place, card in enumerate(reversed(deck), 1))


def parts(said, game="camel"):
    return {p["part"]: (p["value"], p.get("verdict")) for p in run_checks.by_part(said, game)["parts"] if "value" in p}


MIXED = text_of({"KTJJT": 220, "QQQJA": 483, "JJJJJ": 5, "T55J5": 684, "KK677": 28, "32T3K": 765, "JKKK2": 7})


def test_the_short_solutions_are_right_on_their_inputs():
    assert parts(running.run(CAMEL, MIXED)) == {
        part: (str(naive.total(naive.rows(MIXED), part)), "right") for part in (1, 2)
    }
    assert parts(running.run(CRAB, CRAB_EXAMPLE, "crab"), "crab") == {1: ("306", "right"), 2: ("291", "right")}


def test_a_joker_that_keeps_its_strength_is_diagnosed_and_its_hands_named():
    said = running.run(CAMEL.replace('2: "J23456789TQKA"', '2: "23456789TJQKA"'), MIXED)
    assert parts(said)[1][1] == "right" and parts(said)[2][1] == "wrong"
    assert said["checks"]["2"]["matches"][0]["ids"] == ["joker-still-jack"]
    assert said["keyed"]["2"]["first"][0]["hand"] in MIXED and "1" not in said["keyed"]


def test_a_run_is_said_in_the_cores_words_what_gives_the_answer_away_apart():
    said = run_checks.by_part(running.run(CAMEL.replace('2: "J23456789TQKA"', '2: "23456789TJQKA"'), MIXED), "camel")
    one, two = said["parts"]
    right = [grouped(naive.total(naive.rows(MIXED), part)) for part in (1, 2)]
    assert one["said"] == {"start": "Part 1: ", "exact": "%s is " % right[0], "end": "right."}
    assert two["said"] == {
        "start": "Part 2: " + two["check"]["brief"],
        "exact": " The right answer is %s." % right[1],
        "end": "",
    }
    assert two["check"]["brief"].endswith("is wrong: it is too low.") and said["verdicts"] == " Part 2 wrong."
    keyed = two["keyed"]
    assert keyed["moved_words"] == "Your code ranks %s otherwise than the core, by its key(hand, part):" % plural(
        keyed["moved"], "hand"
    )
    crab = run_checks.by_part(running.run("print(306)", CRAB_EXAMPLE, "crab"), "crab")
    assert [p["said"]["start"] for p in crab["parts"]] == ["Combat: ", "Recursive Combat: no answer."]
    assert crab["verdicts"] == " Every answer is right."
    unchecked = run_checks.by_part(running.run("print(306)", "Player 1:\n1\n", "crab"), "crab")
    assert unchecked["parts"][0]["said"]["start"] == "Combat: 306, not checked." and unchecked["verdicts"] == ""


def test_printed_answers_are_read_labelled_or_as_the_last_two_numbers():
    assert running.printed_answers("debug 3\nPart 2: 5905\npart one = 6440\n") == {"2": "5905", "1": "6440"}
    assert running.printed_answers("reading 5 hands\n6440\n5905\n") == {"1": "6440", "2": "5905"}
    assert running.printed_answers("6440 5905") == {"1": "6440", "2": "5905"}
    assert running.printed_answers("no numbers here") == {}
    # as int() writes them, of any length (int() refuses more than 4,300 digits)
    assert running.printed_answers("-007 -0") == {"1": "-7", "2": "0"}
    assert running.printed_answers("Part 1: 0%s\nchecksum 1\n" % ("9" * 5000)) == {"1": "9" * 5000}


def test_a_script_finds_the_input_where_scripts_look_for_it():
    code = "import sys\nprint(len(open('input.txt').read()), len(open(sys.argv[1]).read()), len(sys.stdin.read()))"
    said = running.run(code, MIXED)
    assert said["output"] == "%d %d %d\n" % ((len(MIXED),) * 3)


def test_an_error_names_the_line_of_the_visitors_code_with_its_traceback():
    said = running.run("def solve(text, part):\n    x = 1\n    return x / 0\n", MIXED)
    assert said["error"]["line"] == 3 and said["error"]["message"] == "ZeroDivisionError: division by zero"
    assert "return x / 0" in said["error"]["traceback"] and "running.py" not in said["error"]["traceback"]
    assert running.run("def f(:\n", MIXED)["error"]["line"] == 1


def test_code_that_answers_nothing_is_told_what_is_expected():
    said = running.run("x = 1", MIXED)
    assert said["problem"] == running.NEITHER and not said["answers"]


def test_an_answer_that_is_not_a_number_is_an_error():
    assert "not a whole number" in running.run("def solve(text, part):\n    return 'many'\n", MIXED)["error"]["message"]


def test_an_input_with_problems_is_run_but_not_checked():
    said = running.run("def solve(text, part):\n    return 1\n", "32T3K 765\nXX 1\n")
    assert said["problem"].startswith("The input has problems, so the answers are not checked: line 2")
    assert "checks" not in said and [problem["line"] for problem in said["problems"]] == [2]


def test_an_error_on_an_input_with_problems_names_each_of_its_lines_as_the_page_lists_them():
    said = running.run(CAMEL, "32T3K 765\r\nAAAA 5\r\nAAAAA x\r\n")
    assert "ValueError" in said["error"]["message"]
    assert [(problem["line"], problem["place"], problem["text"]) for problem in said["problems"]] == [
        (2, "line 2, column 5", "AAAA 5"),
        (3, "line 3, column 7", "AAAAA x"),
    ]
    said = running.run(CRAB, "Player 1:\n9\n2\nx\n\nPlayer 2:\n5\n8\n", "crab")
    assert "ValueError" in said["error"]["message"] and said["problems"][0]["place"] == "line 4, column 1"
    # An error on an input that reads names none.
    assert "problems" not in running.run("def solve(text, part):\n    return 1 / 0\n", MIXED)


def test_an_edited_core_file_runs_as_the_core_and_leaves_the_core_as_it_was():
    labels = (Path(__file__).resolve().parents[1] / "camelcards_core" / "labels.py").read_text()
    assert parts(running.run(labels, MIXED, core_file="labels.py")) == {
        1: parts(running.run(CAMEL, MIXED))[1],
        2: parts(running.run(CAMEL, MIXED))[2],
    }
    broken = labels.replace('LABELS.replace(JOKER, "") + JOKER', "LABELS")
    assert broken != labels
    said = running.run(broken, MIXED, core_file="labels.py")
    assert said["checks"]["2"]["matches"][0]["ids"] == ["joker-still-jack"] and "2" in said["keyed"]
    assert parts(running.run(CAMEL, MIXED))[2][1] == "right"
    assert running.run(labels + "\n1 / 0\n", MIXED, core_file="labels.py")["error"]["line"] == labels.count("\n") + 2


def test_a_wrong_crab_score_is_checked_as_check_your_answer_checks_it():
    said = running.run("def solve(text, part):\n    return 306 if part == 1 else 290\n", CRAB_EXAMPLE, "crab")
    assert parts(said) == {1: ("306", "right"), 2: ("290", "wrong")}
    assert said["checks"]["2"]["verdict"] == "wrong"


def test_printed_text_is_cut_in_the_middle_saying_where_and_the_answers_printed_last_are_still_read():
    code = "import sys\nfor i in range(%d):\n    sys.stdout.write('%%d\\n' %% i)\n"
    code += "print('Part 1:', %d)\nprint('Part 2:', %d)\n"
    totals = [naive.total(naive.rows(MIXED), part) for part in (1, 2)]
    said = running.run(code % (200_000, *totals), MIXED)
    head, tail = said["output"].split("\n[… %s characters cut here …]\n" % f"{said['cut']:,}")
    assert len(head) == len(tail) == running.SHOWN
    assert head.startswith("0\n1\n2\n") and tail.endswith("Part 2: %d\n" % totals[1])
    printed = len("".join("%d\n" % i for i in range(200_000))) + len("Part 1: %d\nPart 2: %d\n" % tuple(totals))
    assert said["cut"] == printed - 2 * running.SHOWN
    assert said["answers"] == {"1": str(totals[0]), "2": str(totals[1])} and said["right"] == said["answers"]
    # Answers printed before the last characters shown, within the last ones kept, are read too.
    code = "print('-' * %d)\nprint('Part 1:', %d)\nprint('Part 2:', %d)\nprint('.' * %d)\n"
    said = running.run(code % (running.SHOWN, *totals, running.HALF - 100), MIXED)
    assert said["answers"] == {"1": str(totals[0]), "2": str(totals[1])} and "Part 1" not in said["output"]
    # One write of any size is cut alike; printed text short enough is shown whole.
    said = running.run("print('x' * %d)" % (3 * running.HALF), MIXED)
    assert len(said["output"]) < 2 * running.SHOWN + 100 and said["cut"] == 3 * running.HALF + 1 - 2 * running.SHOWN
    said = running.run("print('x' * %d)" % (2 * running.SHOWN - 1), MIXED)
    assert said["output"] == "x" * (2 * running.SHOWN - 1) + "\n" and "cut" not in said


def test_code_that_exits_or_is_interrupted_keeps_what_it_printed_and_says_how_it_ended():
    totals = [naive.total(naive.rows(MIXED), part) for part in (1, 2)]
    printed = "print('Part 1:', %d)\nprint('Part 2:', %d)\n" % tuple(totals)
    for ending, said_as in (
        ("import sys\nsys.exit(3)", "sys.exit(3)"),
        ("exit()", "sys.exit()"),
        ("raise SystemExit('done')", "sys.exit('done')"),
        ("raise KeyboardInterrupt", "KeyboardInterrupt"),
    ):
        said = running.run(printed + ending + "\n", MIXED)
        assert said["exit"] == said_as and "error" not in said
        assert said["answers"] == said["right"] == {"1": str(totals[0]), "2": str(totals[1])}


def test_an_exceptions_message_of_any_size_crosses_cut_short():
    said = running.run("raise ValueError('x' * 5_000_000)\n", MIXED)
    assert said["error"]["line"] == 1 and "characters cut here" in said["error"]["message"]
    assert len(said["error"]["message"]) < running.HALF and len(said["error"]["traceback"]) < running.HALF


def test_the_prompt_starts_with_the_input_read_and_keeps_what_is_typed():
    typed = prompt.Prompt(MIXED, "camel")
    assert any("7 hands" in line for line in typed.said)
    assert typed.push("rank(hands, 2).total")["output"] == "%d\n" % naive.total(naive.rows(MIXED), 2)
    assert typed.push("for n in range(2):") == {"output": "", "more": True}
    typed.push("    print(n)")
    assert typed.push("") == {"output": "0\n1\n", "more": False}
    assert typed.push("1 / 0")["output"].endswith("ZeroDivisionError: division by zero\n")
    assert "SyntaxError" in typed.push("def f(:")["output"]
    assert typed.push("_")["output"] == "%d\n" % naive.total(naive.rows(MIXED), 2)
    crab = prompt.Prompt(CRAB_EXAMPLE, "crab")
    assert crab.push("play(*decks, 2).score")["output"] == "291\n"


def test_a_prompt_lines_long_output_is_cut_in_the_middle_saying_so_and_keeps_its_end():
    said = prompt.Prompt(MIXED, "camel").push("print('z' * 5_000_000); print('the end')")["output"]
    assert len(said) < 2 * prompt.OUTPUT_LIMIT and said.endswith("the end\n") and said.startswith("zzz")
    printed = len("z" * 5_000_000 + "\n" + "the end\n")
    assert running.CUT_HERE % format(printed - prompt.OUTPUT_LIMIT, ",") in said


def test_a_link_carries_code_with_its_input_a_damaged_one_its_input_alone_and_a_too_long_one_is_refused():
    link = fragment(MIXED, 2) + code_fields(CAMEL, "")
    said = json.loads(open_link(lambda: link, READ))
    assert said["text"] == MIXED and said["code"] == CAMEL and said["file"] == ""
    edited = json.loads(open_link(lambda: fragment(MIXED, 1) + code_fields("x = 1\n", "rules.py"), READ))
    assert edited["file"] == "rules.py"
    assert json.loads(open_link(lambda: fragment(MIXED, 1) + code_fields("x\n", "../evil.py"), READ))["file"] == ""
    assert "code" not in json.loads(open_link(lambda: fragment(MIXED, 1), READ))
    damaged = json.loads(open_link(lambda: fragment(MIXED, 1) + "&code=@@@", READ))
    assert damaged["text"] == MIXED and "code" not in damaged and "damaged" in damaged["code_error"]
    try:
        code_fields("x" * (MAX_CODE + 1))
    except ValueError as error:
        assert "at most %d" % MAX_CODE in str(error)
    else:
        raise AssertionError("a code too long for a link was taken")
