"""What both games' command-line tools share: reading a file or stdin as UTF-8, and failing cleanly."""

import argparse
import os
import sys

from .problems import InvalidInput
from .rules import InvalidRules


def decode(data):
    """A file's text, read as the page reads a file: UTF-16 when it starts with a UTF-16 byte order mark,
    else UTF-8.  A byte that is not text becomes U+FFFD, which the parser then names by its line and column
    (in characters), after any problem on the lines before it."""
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        return data[2:].decode("utf-16-le" if data[:1] == b"\xff" else "utf-16-be", "replace")
    return data.decode("utf-8", "replace")


def read_text(path):
    """The text of the file at `path`, or of standard input for "-"."""
    return decode(sys.stdin.buffer.read() if path == "-" else open(path, "rb").read())


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
