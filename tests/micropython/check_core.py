# Runs inside MicroPython (tests/micropython/run.mjs): prints the report on /input.txt as one JSON line,
# which the pytest side compares with CPython's report on the same input.
import json

from report import report

print(json.dumps(report(open("/input.txt").read())))
