"""The bare pages the page is measured against, written beside a built folder: a MicroPython page and a Pyodide
page that only start their interpreter (bare-micropython.html, bare-pyodide.html), and a bare solver page
(bare-solver.html), a minimal MicroPython page that reads the textarea on each input, ranks both parts with
packed ints and writes the total."""

import os

BARE = """<!doctype html><html><head><meta charset="utf-8"><script type="module" src="./pyscript/core.js"></script></head>
<body><script type="%s" config='{"interpreter": "./pyscript/%s/%s.mjs"}'>
from pyscript import document
document.documentElement.setAttribute("data-ready", "")
</script></body></html>"""
BARE_SOLVER = """<!doctype html><html><head><meta charset="utf-8"><script type="module" src="./pyscript/core.js"></script></head>
<body><textarea id="input"></textarea><output id="total" data-value=""></output>
<script type="mpy" config='{"interpreter": "./pyscript/micropython/micropython.mjs"}'>
from pyscript import document
from pyscript.ffi import create_proxy

ORDERS = {1: "23456789TJQKA", 2: "J23456789TQKA"}
TYPE = {5: 0, 7: 1, 9: 2, 11: 3, 13: 4, 17: 5, 25: 6}


def kind(hand, joker):
    if joker and joker in hand and hand != "JJJJJ":
        rest = hand.replace(joker, "")
        hand = hand.replace(joker, max(rest, key=rest.count))
    return TYPE[sum(map(hand.count, hand))]


def solve(event):
    lines = document.getElementById("input").value.split()
    hands, bids = lines[0::2], [int(b) for b in lines[1::2]]
    totals = []
    for part in (1, 2):
        order = ORDERS[part]
        strength = {label: i for i, label in enumerate(order)}
        joker = "J" if part == 2 else None
        packed = []
        for i, hand in enumerate(hands):
            key = kind(hand, joker)
            for card in hand:
                key = key * 16 + strength[card]
            packed.append(key * 65536 + i)
        packed.sort()
        totals.append(sum((r + 1) * bids[p % 65536] for r, p in enumerate(packed)))
    document.getElementById("total").dataset.value = str(totals[0])


document.getElementById("input").addEventListener("input", create_proxy(solve))
document.documentElement.setAttribute("data-ready", "")
</script></body></html>"""


def write(folder):
    """Write the bare pages into the built folder `folder`."""
    for kind, name in (("mpy", "micropython"), ("py", "pyodide")):
        with open(os.path.join(folder, "bare-%s.html" % name), "w") as page:
            page.write(BARE % (kind, name, name))
    with open(os.path.join(folder, "bare-solver.html"), "w") as page:
        page.write(BARE_SOLVER)
