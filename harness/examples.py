"""The puzzles' own examples, as the page serves them."""

from pathlib import Path

EXAMPLES = Path(__file__).resolve().parents[1] / "site" / "examples"
CAMEL = (EXAMPLES / "camel.txt").read_text()
CRAB = (EXAMPLES / "crab.txt").read_text()
