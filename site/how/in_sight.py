"""Where How it works' code boxes scroll to at each step: the lines the step marks in sight, the page itself
never moving (so that Next stays under the pointer that clicks it), and no text cut at a box's top."""

import math

from pyscript import window

from page.dom import by_id


def bring(box):
    """Bring the lines marked in `box` (a file's) into sight: the file from its top where they all fit below it
    in the part of its box the window shows, else from the line above the first (from the first, where the
    marked lines fit only so), or with the file's last line at the foot of that part where the rest of the file
    fits in it (less room below the file than a row of text), from a line's top, or a row's where a long line
    wraps over rows: no text cut at the box's top."""
    marked = box.querySelectorAll(".line.used")
    if marked.length:
        first, last = marked.item(0), marked.item(marked.length - 1)
        lines = box.querySelectorAll(".line")
        end = lines.item(lines.length - 1)
        shown = shown_height(box)
        fits = last.offsetTop + last.offsetHeight <= shown
        above = first.previousElementSibling  # the line of the file before the first marked
        # (The box has room below its last line to bring any line up to its top: how.css.)
        whole = end.offsetTop + end.offsetHeight - shown  # the least that shows the file's last line whole
        foot = line_below(lines, whole)
        row = float(window.getComputedStyle(end).lineHeight.replace("px", ""))
        if foot - whole > row:  # a line wrapped over rows spans it: from one of its rows, shown whole
            foot = math.ceil(whole / row) * row
        # from the line above the first marked where the marked lines fit below it, else from the first
        start = above.offsetTop if above and last.offsetTop + last.offsetHeight - above.offsetTop <= shown else None
        box.scrollTop = 0 if fits else min(first.offsetTop if start is None else start, foot)


def line_below(lines, y):
    """The top of the first of `lines` (the box's, top to bottom) at or below `y`: a box scrolled there shows
    no line cut at its top."""
    low, high = 0, lines.length - 1
    if lines.item(high).offsetTop < y:
        return y
    while low < high:
        middle = (low + high) // 2
        if lines.item(middle).offsetTop < y:
            low = middle + 1
        else:
            high = middle
    return lines.item(low).offsetTop


def shown_height(box):
    """The height of `box` that the window shows below the box's top: a box taller than the window below it
    (beside the steps on a laptop) shows only its upper part; one below the window's foot (above the steps'
    controls, where they stand there while presented: present.css), all of it once scrolled to."""
    top = box.getBoundingClientRect().top + box.clientTop
    controls = by_id("step-next").parentElement
    fixed = window.getComputedStyle(controls).position == "fixed"
    room = (controls.getBoundingClientRect().top if fixed else window.innerHeight) - max(top, 0)
    return box.clientHeight if room <= 0 else min(box.clientHeight, room)
