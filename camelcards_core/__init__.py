"""Camel Cards (Advent of Code 2023, day 7) and Crab Combat (2020, day 22), exact on CPython, Pyodide and
MicroPython alike.

Nothing is imported here, so that the page can load one module without compiling the rest: rules holds the
rules as data, parsing reads an input, ranking ranks it (a Ranking's `total` is the answer), solution and
session serve the page, explain says why a hand ranks where it does, share makes links, crab_rules holds Crab
Combat's rules as data and crab_game plays them, checking checks an answer in either game, and words writes
numbers for people.  `python -m camelcards_core` and `python -m camelcards_core.crab_combat` are the command
lines."""
