"""The puzzles' own examples, under the name the tests import them by; harness/examples.py owns them."""

from harness.examples import CAMEL, CRAB

__all__ = ["CAMEL", "CRAB"]
