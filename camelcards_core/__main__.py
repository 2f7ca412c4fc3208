"""python -m camelcards_core FILE [--part 1|2] [--json]"""

import json
import sys

from .cli import parser, read_text, run
from .parsing import parse
from .ranking import rank
from .solution import Solution


def main(argv=None):
    cli = parser("Camel Cards (Advent of Code 2023, day 7): total winnings for part 1 and part 2 (jokers wild).")
    cli.add_argument("--json", action="store_true", help="print the ranked rows of each part as JSON")
    args = cli.parse_args(argv)
    hands = parse(read_text(args.file))
    parts = (args.part,) if args.part else (1, 2)
    if args.json:
        solution = Solution(hands)
        out = {"part%d" % p: dict(solution.summary(p), rows=solution.rows(p)) for p in parts}
        json.dump(out, sys.stdout, indent=1)
        print()
    elif args.part:
        print(rank(hands, args.part).total)
    else:
        for p in parts:
            print("Part %d: %d" % (p, rank(hands, p).total))
    return 0


if __name__ == "__main__":
    sys.exit(run(main))
