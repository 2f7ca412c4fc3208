"""Sorting and searching that behave alike on every runtime.  MicroPython's list.sort is a quicksort that
pivots on the last element, calls a `key=` on every comparison, and is not stable; its `bisect` is missing."""


def spread(values):
    """The values in golden-ratio stride order.  MicroPython's list.sort is a quicksort that pivots on the
    last element, so input that arrives already ranked would take quadratic time; spread out, it cannot."""
    n = len(values)
    if n < 3:
        return values
    step = int(n * 0.6180339887) | 1
    while _gcd(step, n) != 1:
        step += 2
    return [values[i * step % n] for i in range(n)]


def _gcd(a, b):
    while b:
        a, b = b, a % b
    return a


def first_at_least(values, bound, key=lambda value: value):
    """Index of the first of the values, sorted by `key`, whose key is at least `bound` (MicroPython has no
    bisect)."""
    low, high = 0, len(values)
    while low < high:
        middle = (low + high) // 2
        if key(values[middle]) < bound:
            low = middle + 1
        else:
            high = middle
    return low
