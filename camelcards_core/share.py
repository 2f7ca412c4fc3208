"""Share links: the input (and a solution's code, when the link carries one), deflated and base64url-encoded,
in a URL's fragment, which browsers never send to a server.  The same text on CPython and Pyodide (zlib) and on
MicroPython (deflate)."""

import binascii
import json

from .rules import InvalidRules, custom
from .words import PARTS

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

try:
    import io

    import deflate  # MicroPython; its zlib module cannot compress

    def _pack(data):
        out = io.BytesIO()
        with deflate.DeflateIO(out, deflate.RAW) as packer:
            packer.write(data)
        return out.getvalue()

    def _unpack(data, limit):
        # A raw stream names no window size, and MicroPython's default is 256 bytes; links are made with
        # deflate's full 32 KB window on CPython and Pyodide, so read them with it.
        return deflate.DeflateIO(io.BytesIO(data), deflate.RAW, 15).read(limit)

except ImportError:
    import zlib

    def _pack(data):
        packer = zlib.compressobj(9, zlib.DEFLATED, -15)
        return packer.compress(data) + packer.flush()

    def _unpack(data, limit):
        unpacker = zlib.decompressobj(-15)
        out = unpacker.decompress(data, limit)
        if not unpacker.eof and len(out) < limit:
            raise ValueError("truncated")
        return out


# The games a link may be of, by the ids words.PARTS names them by.
GAMES = tuple(PARTS)
# The core's files whose edited text a link may carry in place of a solution's code.
FILE_NAME = "abcdefghijklmnopqrstuvwxyz_"


def _packed(text):
    code = binascii.b2a_base64(_pack(text.encode())).decode().strip()
    return code.replace("+", "-").replace("/", "_").rstrip("=")


def _unpacked(field, limit):
    """The text of a packed field of a link, of at most `limit` characters; ValueError when it is damaged."""
    code = field.replace("-", "+").replace("_", "/")
    try:
        data = _unpack(binascii.a2b_base64((code + "=" * (-len(code) % 4)).encode()), 4 * limit + 1)
        text = data.decode()
    except Exception:
        raise ValueError("the link is damaged or incomplete; ask for it again") from None
    if len(data) > 4 * limit or len(text) > limit:
        raise ValueError("the link holds more than %d characters" % limit)
    return text


# Every character Python's str.isspace() holds to be blank, named: MicroPython's strip() knows only ASCII's.
BLANKS = (
    " \t\n\r\x0b\x0c\x1c\x1d\x1e\x1f\x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008"
    "\u2009\u200a\u2028\u2029\u202f\u205f\u3000"
)


def code_fields(code, file=""):
    """The fields of a link that carry a solution's code (or a core file's edited text, `file` its name)."""
    if not code.strip(BLANKS):
        return ""
    if len(code) > MAX_CODE:
        raise ValueError("the code has %d characters; a link holds at most %d" % (len(code), MAX_CODE))
    return "&code=%s" % _packed(code) + ("&file=%s" % file if file else "")


def fragment(text, part, game="camel", rules=None):
    """The fragment (without '#') of a link that opens the page on this input, of this game ("camel" or
    "crab"), and part (Camel Cards links only; a Crab Combat link plays both): 1, 2, or "custom" with the
    `rules`, (order, joker), a person set."""
    if not text.strip():
        raise ValueError("there is no input to share")
    if len(text) > MAX_SHARED:
        raise ValueError("the input has %d characters; a link holds at most %d" % (len(text), MAX_SHARED))
    code = _packed(text)
    if game != "camel":
        return "game=%s&input=%s" % (game, code)
    if str(part) == "custom":
        try:
            chosen = custom(*rules)
        except InvalidRules as error:
            raise ValueError("your rules are not rules: %s" % error) from None
        return "input=%s&part=custom&order=%s&joker=%s" % (code, chosen.order, chosen.joker or "")
    return "input=%s&part=%s" % (code, part)


# The steps a trace of the Code tab holds at most (its tracer records no more), so the furthest a link asks for.
TRACE_STEPS = 1000

# The fields of a place on show a link may carry after its input, each a check of its value: the view
# (How it works, whose tab no other field names), a step or a round, the replay's game, and the rounds that
# began each sub-game entered, from the outermost game.
PLACE = (
    ("view", lambda value: value == "how"),
    ("step", lambda value: _number(value)),
    ("replay", lambda value: value in ("1", "2")),
    ("sub", lambda value: all(_number(part) for part in value.split(".")) and value.count(".") < 100),
    ("round", lambda value: _number(value)),
)


def _number(value):
    return 0 < len(value) <= 9 and value.isdigit()


def place_fields(place):
    """The fields of a link that open the place on show `place` ({name: value}), those of PLACE alone, each
    only when its value is one."""
    said = [(name, str(place.get(name, ""))) for name, _ in PLACE]
    return "".join("&%s=%s" % (name, value) for (name, value), (_, fits) in zip(said, PLACE) if fits(value))


def _field(value):
    """A field of rules as a link carries it: labels only, as `fragment` writes them; anything else is left
    for the rules' own check to name."""
    return "".join(c for c in str(value)[:13] if c.isalpha() or c.isdigit())


def _fields(fragment):
    """A link's fragment as {name: value}."""
    fields = {}
    for field in fragment.lstrip("#").split("&"):
        name, _, value = field.partition("=")
        fields[name] = value
    return fields


def read_fragment(fragment):
    """(text, part, game, rules) from a link's fragment, where part is 1, 2 or "custom" and rules is
    (order, joker) for "custom", else None; None when it carries no input; ValueError when it is damaged."""
    fields = _fields(fragment)
    if "input" not in fields:
        return None
    if len(fragment) > MAX_FRAGMENT:
        raise ValueError(too_long(len(fragment)))
    text = _unpacked(fields["input"], MAX_SHARED)
    if not text:
        raise ValueError("the link is damaged or incomplete; ask for it again")
    game = _game(fields)
    if fields.get("part") == "custom":
        return text, "custom", game, (_field(fields.get("order", "")), _field(fields.get("joker", "")))
    return text, 2 if fields.get("part") == "2" else 1, game, None


def _game(fields):
    """The game a link's fields name: Camel Cards unless it names another."""
    return fields["game"] if fields.get("game") in GAMES else "camel"


def read_code(fragment):
    """(code, file) from a link's fragment, where file names the core's file the code replaces ("" for a
    solution of its own); None when it carries no code, or only blanks, as no link the page makes does (the
    visitor's own code stays); ValueError when it is damaged."""
    fields = _fields(fragment)
    if not fields.get("code"):
        return None
    code = _unpacked(fields["code"], MAX_CODE)
    if not code.strip(BLANKS):
        return None
    file = fields.get("file", "")
    if not file.endswith(".py") or not all(c in FILE_NAME for c in file[:-3]):
        file = ""
    return code, file


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


def open_link(given, length=None):
    """As the page asks for it: what a link's fragment carries ({text, part, game, rules}, with {code, file,
    step} or {code_error}), why it cannot be read ({error, game}), or null.  Its code is read apart from its
    input: a link whose code is damaged still opens its input, saying why the code is not there.  A `length`
    longer than any link the page makes is refused before `given` (a function that gives the fragment) is
    called."""
    fragment = ""
    try:
        if length is not None and length > MAX_FRAGMENT:
            raise ValueError(too_long(length))
        fragment = given()
        shared = read_fragment(fragment)
    except ValueError as error:
        return json.dumps({"error": str(error), "game": _game(_fields(fragment))})
    if shared is None:
        return json.dumps(None)
    text, part, game, rules = shared
    said = {"text": text, "part": part, "game": game, "rules": rules}
    try:
        code = read_code(fragment)
    except ValueError as error:
        said["code_error"] = str(error)
        return json.dumps(said)
    if code:
        said["code"], said["file"] = code
        step = _fields(fragment).get("step", "")
        if _number(step):
            said["step"] = int(step)
    return json.dumps(said)
