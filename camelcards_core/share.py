"""Share links: the input (and a solution's code, when the link carries one), packed (packing.py) in a URL's
fragment, which browsers never send to a server; and which of a link's fields the page reads."""

import json

from .blanks import blank
from .link_places import PLACE, TRACE_STEPS, is_digits, is_step, place_fields
from .packing import pack, unpack
from .rules import InvalidRules, custom
from .words import PARTS, PAST_READ, REPLAY_BESIDE, REPLAY_GAMES

# Longer inputs are refused both ways: a link must stay short enough to paste, and a crafted link must not
# inflate into more text than the page can hold.
MAX_SHARED = 100_000
# A solution's code, which a link may carry beside its input, is at most this long.
MAX_CODE = 30_000


def _longest(characters):
    """The longest a field of this many characters of up to 4 UTF-8 bytes can be, deflated (which may grow
    them by a few bytes a block) and in base64."""
    return (4 * characters + 4 * characters // 1000 + 1024) * 4 // 3


# The longest place on show a link carries (`place_fields`: a sub-game path of 100 rounds at most).
MAX_PLACE = 1100
# The longest fragment `fragment` can make, with its fields, code and place: a longer one is refused before it
# is read.
MAX_FRAGMENT = _longest(MAX_SHARED) + _longest(MAX_CODE) + 256 + MAX_PLACE

# The games a link may be of, by the ids words.PARTS names them by.
GAMES = tuple(PARTS)
# The core's files whose edited text a link may carry in place of a solution's code.
FILE_NAME = "abcdefghijklmnopqrstuvwxyz_"


def code_fields(code, file=""):
    """The fields of a link that carry a solution's code (or a core file's edited text, `file` its name)."""
    if blank(code):
        return ""
    if len(code) > MAX_CODE:
        raise ValueError("the code has %d characters; a link holds at most %d" % (len(code), MAX_CODE))
    return "&code=%s" % pack(code) + ("&file=%s" % file if file else "")


def fragment(text, part, game="camel", rules=None):
    """The fragment (without '#') of a link that opens the page on this input, of this game ("camel" or
    "crab"), and part (Camel Cards links only; a Crab Combat link plays both): 1, 2, or "custom" with the
    `rules`, (order, joker), a person set."""
    if blank(text):
        raise ValueError("there is no input to share")
    if len(text) > MAX_SHARED:
        raise ValueError("the input has %d characters; a link holds at most %d" % (len(text), MAX_SHARED))
    code = pack(text)
    if game != "camel":
        return "game=%s&input=%s" % (game, code)
    if str(part) == "custom":
        try:
            chosen = custom(*rules)
        except InvalidRules as error:
            raise ValueError("your rules are not rules: %s" % error) from None
        return "input=%s&part=custom&order=%s&joker=%s" % (code, chosen.order, chosen.joker or "")
    return "input=%s&part=%s" % (code, part)


def _field(value):
    """A field of rules as a link carries it: labels only, as `fragment` writes them; anything else is left
    for the rules' own check to name."""
    return "".join(c for c in str(value)[:13] if c.isalpha() or c.isdigit())


def _split(fragment, most):
    """A link's fragment's first `most` fields, each as (field, name, value), and the fields past them, joined,
    without empty ones (a crafted link of a hundred thousand takes MicroPython seconds split one by one)."""
    parts = fragment.lstrip("#").split("&", most)
    rest = parts[most] if len(parts) > most else ""
    while "&&" in rest:  # empty fields, which say nothing, are not counted (as they are not before)
        rest = rest.replace("&&", "&")
    return [(field,) + _named(field) for field in parts[:most]], rest.strip("&")


def _named(field):
    name, _, value = field.partition("=")
    return name, value


def _fields(split):
    """A link's fields (`_split`'s) as {name: value}: the first of a name's fields, as the page reads them."""
    fields = {}
    for _, name, value in split:
        if name not in fields:
            fields[name] = value
    return fields


def _input(fragment, fields, past, most):
    """(text, part, game, rules) from a link's fragment and its `fields`, where part is 1, 2 or "custom" and rules
    is (order, joker) for "custom", else None; None when it carries no input; ValueError when it is damaged, or
    its input is past the first `most` fields (`past` more), which are all a link is read for."""
    if "input" not in fields:
        if past:
            raise ValueError(
                "its input comes after its first %d fields, and no link this page makes has so many" % most
            )
        return None
    if len(fragment) > MAX_FRAGMENT:
        raise ValueError(too_long(len(fragment)))
    text = unpack(fields["input"], MAX_SHARED)
    if not text:
        raise ValueError("the link is damaged or incomplete; ask for it again")
    if blank(text):
        raise ValueError("its input is blank, as no link this page makes is")
    game = _game(fields)
    if fields.get("part") == "custom":
        return text, "custom", game, (_field(fields.get("order", "")), _field(fields.get("joker", "")))
    return text, 2 if fields.get("part") == "2" else 1, game, None


def _game(fields):
    """The game a link's fields name: Camel Cards unless it names another."""
    return fields["game"] if fields.get("game") in GAMES else "camel"


def _code(fields):
    """(code, file) from a link's `fields`, where file names the core's file the code replaces ("" for a solution
    of its own); None when it carries no code, or only blanks, as no link the page makes does (the visitor's own
    code stays); ValueError when it is damaged."""
    if not fields.get("code"):
        return None
    code = unpack(fields["code"], MAX_CODE)
    if blank(code):
        return None
    file = fields.get("file", "")
    return code, file if _file(file) else ""


def _file(name):
    """Whether `name` is that of one of the core's files, as a link names the file its code replaces."""
    return name.endswith(".py") and all(c in FILE_NAME for c in name[:-3])


def too_long(length):
    return "the link is %d characters long, longer than any this page makes" % length


def make_link(given, request, size=None, code=lambda: "", code_size=0):
    """As the page asks for it: the fragment of a link to the text `given` gives (a function) under `request`
    (JSON: game, part, order, joker, file, place), with the solution's code that `code` gives (a function), or
    why there is none, as JSON.  A text or code whose `size` or `code_size` in UTF-8 bytes is more than a link
    can hold is refused before it is read."""
    asked = json.loads(request)
    try:
        if size is not None and size > 4 * MAX_SHARED:
            raise ValueError(
                "the input has more than %d characters; a link holds at most %d" % (MAX_SHARED, MAX_SHARED)
            )
        if code_size > 4 * MAX_CODE:
            raise ValueError("the code has more than %d characters; a link holds at most %d" % (MAX_CODE, MAX_CODE))
        made = fragment(given(), asked["part"], asked["game"], (asked.get("order", ""), asked.get("joker", "")))
        made += code_fields(code(), asked.get("file", ""))
        made += place_fields(asked.get("place") or {})
    except ValueError as error:
        return json.dumps({"error": str(error)})
    return json.dumps({"fragment": made})


def open_link(given, read, length=None):
    """As the page asks for it: what a link's fragment carries ({text, part, game, rules}, with {code, file,
    step} or {code_error}), why it cannot be read ({error, game}), or null.  Its code is read apart from its
    input: a link whose code is damaged still opens its input, saying why the code is not there.  A `length`
    longer than any link the page makes is refused before `given` (a function that gives the fragment) is
    called.  `read` is how the page reads an address (its router's, handed in): the most fields read (a link
    the page makes has a dozen at most), and of those not read, how many are said back, each cut after how
    many characters."""
    most, said_most, cut = read
    fields = {}
    try:
        if length is not None and length > MAX_FRAGMENT:
            raise ValueError(too_long(length))
        fragment = given()
        split, rest = _split(fragment, most)
        past = rest.count("&") + 1 if rest else 0
        fields = _fields(split)
        shared = _input(fragment, fields, past, most)
    except ValueError as error:
        return json.dumps({"error": str(error), "game": _game(fields)})
    if shared is None:
        return json.dumps(None)
    text, part, game, rules = shared
    within = _unread(split, fields, cut)
    # Those past the fields read are said as well while there is room, as the router says an address's.
    beyond = [(field, PAST_READ) for field in rest.split("&", said_most)[:said_most] if field]
    said = {"text": text, "part": part, "game": game, "rules": rules}
    listed = [(_cut(field, cut), why) for field, why in (within + beyond)[:said_most]]
    said["unread"] = {"fields": listed, "more": len(within) + past - len(listed)}
    try:
        code = _code(fields)
    except ValueError as error:
        said["code_error"] = str(error)
        return json.dumps(said)
    if code:
        said["code"], said["file"] = code
        step = fields.get("step", "")
        if is_step(step):  # of any length, as How it works' (a trace holds TRACE_STEPS at most: past it, the last)
            step = step.lstrip("0")
            said["step"] = min(int(step), TRACE_STEPS) if len(step) < 10 else TRACE_STEPS
    return json.dumps(said)


def _cut(field, most):
    return field[:most] + "…" if len(field) > most else field


def _unread(split, fields, cut):
    """Each of a link's fields (`_split`'s, and as `_fields` reads them) that the page does not read, with why: a
    crafted link's part=3, or replay=2 in a link of Camel Cards, is said rather than dropped in silence.
    [(field, why)]."""
    game, rules = _game(fields), fields.get("part") == "custom"
    tab = "code" if fields.get("code") else "crab" if game == "crab" else "how" if fields.get("view") == "how" else ""
    crab = {"crab": "the replay has no such place", "code": "a link with code opens its code, not the replay"}
    crab = crab.get(tab, "only a link of Crab Combat opens the replay")
    replay = tab == "crab" and fields.get("replay") in ("1", "2")
    beside = crab if replay or tab != "crab" else REPLAY_BESIDE  # a sub-game or round of no game
    carries = (lambda value: rules, "only a link with part=custom carries rules")
    reads = {  # name: (whether the page reads this value, why not)
        "input": (lambda value: True, ""),
        "code": (lambda value: value != "", "it carries no code"),
        "embed": (lambda value: True, ""),
        "game": (lambda value: value in GAMES, "the games are %s" % " and ".join(GAMES)),
        "part": (
            (lambda value: value == "1", "a link of Crab Combat plays both games")
            if game == "crab"
            else (lambda value: value in ("1", "2", "custom"), "the parts are 1, 2 and custom (rules of one's own)")
        ),
        "order": carries,
        "joker": carries,
        "file": (lambda value: tab == "code" and _file(value), "it names no file of the core, beside code"),
        "view": (
            lambda value: value == "how" and tab == "how",
            "a link's view is how, of Camel Cards, without code",
        ),
        "step": (
            lambda value: tab in ("code", "how") and is_step(value),
            "the view this link opens has no such step",
        ),
        "replay": (lambda value: tab == "crab" and value in ("1", "2"), REPLAY_GAMES if tab == "crab" else crab),
        "sub": (lambda value: replay and dict(PLACE)["sub"](value), beside),
        "round": (lambda value: replay and value != "" and is_digits(value), beside),
    }
    said, seen = [], set()
    for field, name, value in split:
        fits, why = reads.get(name, (None, "no link has such a field"))
        if name in seen:
            fits, why = None, "only the link's first %s= is read" % _cut(name, cut)
        seen.add(name)
        if field and not (fits and fits(value)):
            said.append((field, why))
    return said
