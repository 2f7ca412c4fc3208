"""python -m camelcards_core FILE [--part 1|2 | --order LABELS [--joker L]] [--json]: the command `camelcards`."""

from .cli import camelcards

if __name__ == "__main__":
    camelcards("python -m camelcards_core")
