"""Facts the page's own modules hold, read from their owners' sources for the tests and the benchmarks: the
page's Python and JavaScript run in the browser, so they cannot be imported here."""

import re
from pathlib import Path

SITE = Path(__file__).resolve().parents[1] / "site"


def _found(path, pattern):
    return re.search(pattern, (SITE / path).read_text(), re.M).group(1)


# Inputs up to this many characters are answered as they are typed.
LIVE_LIMIT = int(_found("worker/engine.py", r"^LOCAL_LIMIT = ([\d_]+)$").replace("_", ""))
# Full Python's download, as the page says it.
PYODIDE_SIZE = _found("worker/workers.js", r'^export const PYODIDE_SIZE = "([^"]+)";$')
# The name the page keeps its data and files under (its database, its caches' prefix, its CSV files).
STORE_NAME = _found("boot/name.js", r'^export const NAME = "([^"]+)";$')
# What a tab keeps in its sessionStorage, by key ({"tab": …, "warm": …}): the store's name, then a suffix each.
_SESSION = _found("js/kept.js", r"^export const SESSION = \{(.*)\};$")
SESSION_KEYS = {name: STORE_NAME + suffix for name, suffix in re.findall(r'(\w+): NAME \+ "([^"]+)"', _SESSION)}
# The games' ids, as the page names them (the core's are words.PARTS's keys).
GAMES = tuple(re.findall(r'"(\w+)"', _found("js/kept.js", r"^export const GAMES = \[(.*)\];$")))
# How the router reads an address, and hands share.open_link to read a link: the most fields read, and of the
# fields not read, how many are said back, and after how many characters each is cut.
_READ = dict(re.findall(r"(\w+): (\d+)", _found("boot/fields.js", r"^export const READ = \{(.*)\};$")))
READ = tuple(int(_READ[name]) for name in ("most", "said", "cut"))
# The longest code the Code tab's editors highlight as Python: longer code is plain text.
HIGHLIGHTED_MOST = int(_found("coding/editor.js", r"^export const HIGHLIGHTED_MOST = ([\d_]+);$").replace("_", ""))
