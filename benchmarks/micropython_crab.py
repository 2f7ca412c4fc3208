# Runs inside MicroPython (see micropython.py --crab): times both games on the decks of /input.txt.
import time

from camelcards_core.crab_combat import parse, play

deck1, deck2 = parse(open("/input.txt").read())
start = time.ticks_ms()
play(deck1, deck2, 1)
play(deck1, deck2, 2)
print(time.ticks_diff(time.ticks_ms(), start))
