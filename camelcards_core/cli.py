"""Both games on the command line, `camelcards` and `crab-combat` (or python -m camelcards_core and python -m
camelcards_core.crab_combat): a file read as the page reads one, the answers, and bad input as one line on
stderr with exit status 2."""

import argparse
import json
import os
import sys

from . import checking, crab_mistakes, mistakes
from .crab_game import play
from .crab_parsing import parse as parse_decks
from .crab_rules import to_end
from .labels import ORDERS
from .mistaken import check
from .numbers import read_number
from .parsing import parse
from .problems import InvalidInput
from .ranking import rank
from .rules import PARTS, InvalidRules, custom
from .solution import Solution


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


def parser(command, description):
    """The arguments both tools take; `command` is how --help names the tool: as installed, or as run with
    python -m."""
    cli = argparse.ArgumentParser(prog=command, description=description)
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


def camel_main(argv=None, command="camelcards"):
    """Camel Cards on the command line: both parts, one part as a bare integer, your rules, or JSON rows."""
    cli = parser(
        command, "Camel Cards (Advent of Code 2023, day 7): total winnings for part 1 and part 2 (jokers wild)."
    )
    cli.add_argument(
        "--order", metavar="LABELS", help="your own rules: the 13 labels, strongest first (part 2 is %s)" % ORDERS[2]
    )
    cli.add_argument("--joker", metavar="L", default="", help="with --order: the label that joins the largest group")
    cli.add_argument("--json", action="store_true", help="print the ranked rows of each part as JSON")
    add_check(cli)
    args = cli.parse_args(argv)
    chosen = args.order is not None  # an empty --order is rules a person set, and refused as such
    if args.joker and not chosen:
        cli.error("--joker goes with --order")
    if chosen and args.part:
        cli.error("--order sets the rules; leave out --part")
    if chosen and args.check is not None:
        cli.error("--check checks an answer to part 1 or 2; leave out --order")
    rules = [custom(args.order, args.joker)] if chosen else [PARTS[args.part]] if args.part else list(PARTS.values())
    hands = parse(read_text(args.file))
    if args.check is not None:
        return check_answer(check(hands, args.part or 1, args.check), args.json, checking.CAMEL, mistakes.BY_ID)
    if args.json:
        solution = Solution(hands)
        if chosen:
            solution.set_custom(rules[0])
        out = {}
        for each in rules:
            out["part%s" % each.key if each.key != "custom" else "custom"] = dict(
                solution.summary(each.key), rows=solution.rows(each.key)
            )
        json.dump(out, sys.stdout, indent=1)
        print()
    elif args.part or chosen:
        print(rank(hands, rules[0]).total)
    else:
        for each in rules:
            print("Part %d: %d" % (each.key, rank(hands, each).total))
    return 0


def check_answer(checked, as_json, words, by_id):
    """Print the verdict on an answer (a checking.Check) and the mistakes that give it, in the game's `words`,
    its mistakes `by_id`; the exit status: 0 right, 1 wrong."""
    if as_json:
        json.dump(checked.as_dict(), sys.stdout)
        print()
    else:
        print(checked.sentence(words))
        for match in checked.matches:
            print("\n".join("  " + line for line in checking.match_lines(match, by_id)))
    return 0 if checked.verdict == "right" else 1


def number(text):
    """--check's number, as its digits: a text of any length, read as an int only when it can be an answer."""
    return read_number(text)


def add_check(cli):
    cli.add_argument(
        "--check",
        metavar="N",
        type=number,
        help="check your answer N to --part (1 unless told): right or wrong, and which mistakes give it;"
        " exit status 0 when right, 1 when wrong",
    )


def crab_main(argv=None, command="crab-combat"):
    """Crab Combat on the command line: both games, one game's score as a bare integer, or an answer checked."""
    cli = parser(
        command, "Crab Combat (Advent of Code 2020, day 22): the winner's score in Combat and Recursive Combat."
    )
    add_check(cli)
    cli.add_argument("--json", action="store_true", help="with --check: print the verdict as JSON")
    args = cli.parse_args(argv)
    if args.json and args.check is None:
        cli.error("--json goes with --check")
    decks = parse_decks(read_text(args.file))
    if args.check is not None:
        part = args.part or 1
        outcomes = {each: play(decks[0], decks[1], each) for each in (1, 2)}
        checked = to_end(crab_mistakes.checking(decks[0], decks[1], part, args.check, outcomes))
        return check_answer(checked, args.json, checking.CRAB, crab_mistakes.BY_ID)
    failed = False
    for part in (args.part,) if args.part else (1, 2):
        outcome = play(decks[0], decks[1], part)
        failed = failed or outcome.winner is None
        if args.part and outcome.winner is not None:
            print(outcome.score)
        elif args.part:
            print(outcome.describe(), file=sys.stderr)
        else:
            print("Part %d: %s" % (part, outcome.score if outcome.winner else outcome.describe()))
            if part == 2:
                print(
                    "  %s; %d sub-games, %d deep at most" % (outcome.describe(), outcome.sub_games, outcome.max_depth)
                )
    return 1 if failed else 0


def camelcards(command="camelcards"):
    """The command `camelcards`; `command` is how its help names it."""
    finish(run(lambda argv: camel_main(argv, command)))


def crab_combat(command="crab-combat"):
    """The command `crab-combat`; `command` is how its help names it."""
    finish(run(lambda argv: crab_main(argv, command)))
