# Runs inside MicroPython (see micropython.py --crab): times both games on the decks of /input.txt.
import time

from camelcards_core.crab_game import play
from camelcards_core.crab_parsing import parse

deck1, deck2 = parse(open("/input.txt").read())
start = time.ticks_ms()
play(deck1, deck2, 1)
play(deck1, deck2, 2)
print(time.ticks_diff(time.ticks_ms(), start))
