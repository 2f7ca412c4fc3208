"""The same core files under the MicroPython build that the page ships, run headless by Node."""

import json
import subprocess
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.examples import CAMEL
from tests.micropython.report import report

HERE = Path(__file__).resolve().parent / "micropython"


def on_micropython(text, tmp_path):
    source = tmp_path / "input.txt"
    source.write_bytes(text.encode())
    done = subprocess.run(["node", str(HERE / "run.mjs"), str(HERE / "check_core.py"), str(source)], capture_output=True, timeout=120)
    assert done.returncode == 0, done.stderr.decode()
    return json.loads(done.stdout)


def on_cpython(text):
    return report(text)


def test_micropython_is_the_runtime(tmp_path):
    script = tmp_path / "which.py"
    script.write_text("import sys\nprint(sys.implementation.name)\n")
    done = subprocess.run(["node", str(HERE / "run.mjs"), str(script)], capture_output=True, timeout=60)
    assert done.stdout.strip() == b"micropython"


@pytest.mark.parametrize("text", [
    CAMEL,
    CAMEL.replace("\n", "\r\n") + "\n\n",
    "32T3K 765\nT55X5 684\nKK677\n\n32t3k 1\n",
    "AAAAA %d\nJJJJJ 3\n2233J 4\nJJ234 5\nAAAAA %d\n" % (2**80, 2**80),
    "32T3K 765\n32T3K 766\n",
    "",
])
def test_same_results_as_cpython(text, tmp_path):
    assert on_micropython(text, tmp_path) == on_cpython(text)


@settings(max_examples=10, deadline=None)
@given(st.dictionaries(st.text(alphabet="AKQJT98765432", min_size=5, max_size=5), st.integers(0, 2**40), min_size=1, max_size=300))
def test_random_inputs_match_cpython(tmp_path_factory, bids):
    text = "".join("%s %d\n" % row for row in bids.items())
    assert on_micropython(text, tmp_path_factory.mktemp("mp")) == on_cpython(text)


def test_input_already_in_rank_order_ranks_the_same(tmp_path):
    # MicroPython's quicksort pivots on the last element; an input in rank order must still rank correctly.
    from camelcards_core import parse, rank

    labels = "23456789TJQKA"
    hands = parse("".join("%s%s%s%s%s %d\n" % (a, b, c, d, d, 1) for a in labels for b in labels[:4] for c in labels[:4] for d in labels[:3]))
    ordered = "".join("%s %d\n" % (hands.cards[e], e + 1) for e in rank(hands, 1).order)
    assert on_micropython(ordered, tmp_path) == on_cpython(ordered)


def test_share_links_cross_between_runtimes(tmp_path):
    from camelcards_core.share import fragment, read_fragment

    text = CAMEL + "AAAAA %d\n" % 2**90
    script = tmp_path / "link.py"
    script.write_text(
        "import json\nfrom camelcards_core.share import fragment, read_fragment\n"
        "given = json.loads(open('/input.txt').read())\n"
        "print(json.dumps({'made': fragment(given['text'], 2), 'read': read_fragment(given['link'])}))\n")
    source = tmp_path / "input.json"
    source.write_text(json.dumps({"text": text, "link": fragment(text, 1)}))
    done = subprocess.run(["node", str(HERE / "run.mjs"), str(script), str(source)], capture_output=True, timeout=60)
    assert done.returncode == 0, done.stderr.decode()
    answer = json.loads(done.stdout)
    assert answer["read"] == [text, 1]
    assert read_fragment(answer["made"]) == (text, 2)
