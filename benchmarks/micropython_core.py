# Runs inside MicroPython (see micropython.py): times parse and both rankings of /input.txt.
import time

from camelcards_core.parsing import parse
from camelcards_core.ranking import rank

text = open("/input.txt").read()
start = time.ticks_ms()
hands = parse(text)
parsed = time.ticks_ms()
rank(hands, 1)
rank(hands, 2)
ranked = time.ticks_ms()
print("%d %d %d" % (len(hands), time.ticks_diff(parsed, start), time.ticks_diff(ranked, parsed)))
