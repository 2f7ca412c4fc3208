"""python -m camelcards_core FILE [--part 1|2 | --order LABELS [--joker L]] [--json]"""

import json
import sys

from .cli import finish, parser, read_text, run
from .parsing import parse
from .ranking import rank
from .rules import PARTS, custom
from .solution import Solution


def main(argv=None):
    cli = parser("Camel Cards (Advent of Code 2023, day 7): total winnings for part 1 and part 2 (jokers wild).")
    cli.add_argument(
        "--order", metavar="LABELS", help="your own rules: the 13 labels, strongest first (part 2 is AKQT98765432J)"
    )
    cli.add_argument("--joker", metavar="L", default="", help="with --order: the label that joins the largest group")
    cli.add_argument("--json", action="store_true", help="print the ranked rows of each part as JSON")
    args = cli.parse_args(argv)
    chosen = args.order is not None  # an empty --order is rules a person set, and refused as such
    if args.joker and not chosen:
        cli.error("--joker goes with --order")
    if chosen and args.part:
        cli.error("--order sets the rules; leave out --part")
    rules = [custom(args.order, args.joker)] if chosen else [PARTS[args.part]] if args.part else list(PARTS.values())
    hands = parse(read_text(args.file))
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


if __name__ == "__main__":
    finish(run(main))
