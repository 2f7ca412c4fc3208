"""What both games' command-line tools share: reading a file or stdin as UTF-8, and failing cleanly."""

import argparse
import os
import sys

from .problems import InvalidInput, Problem
from .rules import InvalidRules


def read_text(path):
    """The file's text; a byte that is not UTF-8 becomes an InvalidInput naming its line and column."""
    data = sys.stdin.buffer.read() if path == "-" else open(path, "rb").read()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        before = data[: error.start]
        line = before.count(b"\n") + 1
        column = len(before) - (before.rfind(b"\n") + 1) + 1
        raise InvalidInput(
            [Problem(line, column, "", "byte 0x%02X is not UTF-8 text; save the input as UTF-8" % data[error.start])]
        ) from None


def parser(description):
    cli = argparse.ArgumentParser(description=description)
    cli.add_argument("file", help="the puzzle input, or - for standard input")
    cli.add_argument("--part", type=int, choices=(1, 2), help="print only this part's answer, as a bare integer")
    return cli


def run(main, argv=None):
    """Calls main(argv) and turns bad input, bad rules and unreadable files into one line on stderr and exit
    status 2."""
    try:
        return main(argv)
    except InvalidInput as error:
        print(error, file=sys.stderr)
    except InvalidRules as error:
        print("the rules: %s" % error, file=sys.stderr)
    except BrokenPipeError:
        return 1
    except OSError as error:
        print("cannot read %s: %s" % (error.filename or "input", error.strerror), file=sys.stderr)
    except KeyboardInterrupt:
        return 130
    return 2


def finish(status):
    """End the process with `status` once the output is written, without first freeing every object one by
    one: a million hands are millions of objects, and freeing them would add a tenth to the run."""
    try:
        sys.stdout.flush()
    except BrokenPipeError:
        status = 1
    sys.stderr.flush()
    os._exit(status)
