# Runs inside MicroPython (tests/micropython/run.mjs): solves /input.txt and prints one JSON line that the
# pytest side compares with CPython's answer for the same input.
import json

from camelcards_core import InvalidInput
from camelcards_core.table import solve

try:
    solution = solve(open("/input.txt").read())
except InvalidInput as error:
    print(json.dumps({"problems": [str(p) for p in error.problems]}))
else:
    print(json.dumps({"parts": [[solution.summary(p), solution.rows(p)] for p in (1, 2)]}))
