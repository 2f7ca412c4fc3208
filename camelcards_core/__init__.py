"""Camel Cards (Advent of Code 2023, day 7) and Crab Combat (2020, day 22), exact on CPython, Pyodide and
MicroPython alike.

Nothing is imported here, so that the page can load one module without compiling the rest: rules holds the
rules as data, parsing reads an input, ranking ranks it (`total_winnings` is the answer), solution and
session serve the page, explain says why a hand ranks where it does, share makes links, crab_combat plays
Crab Combat, and words writes numbers for people.  `python -m camelcards_core` is the command line."""
