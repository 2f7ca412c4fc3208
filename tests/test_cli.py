"""python -m camelcards_core, as a person or a script runs it."""

import json

from tests.conftest import run_module
from tests.examples import CAMEL


def cli(*args, stdin=None):
    return run_module("camelcards_core", *args, stdin=stdin)


def test_both_parts_by_default(tmp_path):
    path = tmp_path / "input.txt"
    path.write_text(CAMEL)
    done = cli(str(path))
    assert done.returncode == 0
    assert done.stdout.decode().split() == ["Part", "1:", "6440", "Part", "2:", "5905"]


def test_one_part_is_a_bare_integer_from_stdin():
    done = cli("--part", "2", "-", stdin=CAMEL.encode())
    assert (done.returncode, done.stdout) == (0, b"5905\n")


def test_json_rows_carry_exact_strings():
    big = 10**30
    done = cli("--json", "--part", "1", "-", stdin=("23456 %d\nAAAAA 1\n" % big).encode())
    result = json.loads(done.stdout)["part1"]
    assert result["total"] == str(big + 2)
    assert [row["hand"] for row in result["rows"]] == ["23456", "AAAAA"]
    assert result["rows"][0]["winnings"] == str(big)


def test_bad_input_exits_2_with_line_and_column_and_no_traceback():
    done = cli("-", stdin=b"32T3K 765\nT55X5 684\n")
    assert done.returncode == 2
    assert done.stdout == b""
    assert done.stderr.decode().startswith("line 2, column 4: ")
    assert b"Traceback" not in done.stderr


def test_a_file_that_is_not_utf8_is_a_clean_error():
    done = cli("-", stdin=b"32T3K 765\nT5\xff5 684\n")
    assert done.returncode == 2
    assert done.stderr.decode().startswith("line 2, column 3: byte 0xFF is not UTF-8")


def test_a_missing_file_is_a_clean_error(tmp_path):
    done = cli(str(tmp_path / "absent.txt"))
    assert done.returncode == 2
    assert b"cannot read" in done.stderr and b"Traceback" not in done.stderr
