"""python -m camelcards_core FILE [--part 1|2 | --order LABELS [--joker L]] [--json]: the command `camelcards`."""

from .cli import camelcards

camelcards("python -m camelcards_core")
