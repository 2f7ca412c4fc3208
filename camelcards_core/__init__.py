"""Camel Cards (Advent of Code 2023, day 7), exact on CPython, Pyodide and MicroPython alike."""

from .parsing import Hands, parse
from .problems import InvalidInput, Problem
from .ranking import Ranking, rank
from .rules import PARTS, TYPE_NAMES


def total_winnings(text, part):
    """The answer to one part of the puzzle, as an exact int."""
    return rank(parse(text), part).total
