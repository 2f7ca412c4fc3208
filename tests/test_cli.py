"""python -m camelcards_core, as a person or a script runs it."""

import json

import pytest

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


def test_a_byte_that_is_not_utf8_is_named_by_its_line_and_column():
    done = cli("-", stdin=b"32T3K 765\nT55J5 6\xff4\n")
    assert done.returncode == 2
    assert done.stderr.decode().startswith("line 2, column 8: U+FFFD (a byte that is not UTF-8 text) is not a digit")


@pytest.mark.parametrize(
    "data, first",
    [
        (b"32X3K 765\nT5\xff5 684\n", "line 1, column 3: 'X' is not a card label"),
        ("é".encode() + b"\xff 1\n", "line 1, column 1: 'é' (U+00E9) is not a card label"),
    ],
)
def test_a_bad_byte_does_not_hide_a_problem_before_it(data, first):
    assert cli("-", stdin=data).stderr.decode().startswith(first)


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be", "utf-8-sig"])
def test_a_file_with_a_byte_order_mark_is_read_in_its_encoding(encoding):
    """As the page reads a file: UTF-16 by its byte order mark (Windows tools write it), else UTF-8."""
    text = CAMEL.replace("\n", "\r\n")
    data = ("\ufeff" + text).encode(encoding) if encoding != "utf-8-sig" else text.encode(encoding)
    done = cli("--part", "2", "-", stdin=data)
    assert (done.returncode, done.stdout) == (0, b"5905\n")


def test_utf16_without_a_byte_order_mark_is_refused_by_line():
    done = cli("-", stdin=CAMEL.encode("utf-16-le"))
    assert done.returncode == 2 and done.stderr.decode().startswith("line 1, column 2: a NUL byte")


def test_an_empty_order_is_refused_rather_than_read_as_no_rules():
    done = cli("--order", "", "-", stdin=CAMEL.encode())
    assert (done.returncode, done.stdout) == (2, b"")
    assert done.stderr.decode().startswith("the rules: the order is empty")


def test_a_missing_file_is_a_clean_error(tmp_path):
    done = cli(str(tmp_path / "absent.txt"))
    assert done.returncode == 2
    assert b"cannot read" in done.stderr and b"Traceback" not in done.stderr


def test_pip_install_gives_both_commands_named_in_their_help(tmp_path):
    import shutil
    import subprocess
    import sys

    from tests.examples import CRAB
    from tests.server import ROOT

    # A fresh environment, with the test's own pip and setuptools (so that nothing is downloaded).
    subprocess.run(
        [sys.executable, "-m", "venv", "--without-pip", "--system-site-packages", str(tmp_path / "env")], check=True
    )
    scripts = tmp_path / "env" / "bin"
    source = tmp_path / "source"  # a copy: building writes into the folder it builds
    shutil.copytree(ROOT / "camelcards_core", source / "camelcards_core", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", source)
    install = [str(scripts / "python"), "-m", "pip", "install", "-q", "--no-build-isolation", "--no-deps", str(source)]
    subprocess.run(install, check=True, cwd=tmp_path)
    (tmp_path / "camel.txt").write_text(CAMEL)
    (tmp_path / "crab.txt").write_text(CRAB)
    camel = subprocess.run([str(scripts / "camelcards"), "--part", "2", "camel.txt"], capture_output=True, cwd=tmp_path)
    crab = subprocess.run([str(scripts / "crab-combat"), "--part", "1", "crab.txt"], capture_output=True, cwd=tmp_path)
    assert (camel.stdout, crab.stdout) == (b"5905\n", b"306\n")
    for command in ("camelcards", "crab-combat"):
        helped = subprocess.run([str(scripts / command), "--help"], capture_output=True, text=True).stdout
        assert helped.startswith("usage: %s " % command)
