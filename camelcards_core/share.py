"""Share links: the input, deflated and base64url-encoded, in a URL's fragment, which browsers never send to
a server.  The same text on CPython and Pyodide (zlib) and on MicroPython (deflate)."""

import binascii
import json

from .rules import InvalidRules, custom

# Longer inputs are refused both ways: a link must stay short enough to paste, and a crafted link must not
# inflate into more text than the page can hold.
MAX_SHARED = 100_000
# The longest fragment `fragment` can make (MAX_SHARED characters of up to 4 UTF-8 bytes, which deflate may
# grow by a few bytes a block, in base64, with its fields): a longer one is refused before it is read.
MAX_FRAGMENT = (4 * MAX_SHARED + 4 * MAX_SHARED // 1000 + 1024) * 4 // 3 + 256

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


GAMES = ("camel", "crab")


def fragment(text, part, game="camel", rules=None):
    """The fragment (without '#') of a link that opens the page on this input, of this game ("camel" or
    "crab"), and part (Camel Cards links only; a Crab Combat link plays both): 1, 2, or "custom" with the
    `rules`, (order, joker), a person set."""
    if not text.strip():
        raise ValueError("there is no input to share")
    if len(text) > MAX_SHARED:
        raise ValueError("the input has %d characters; a link holds at most %d" % (len(text), MAX_SHARED))
    code = binascii.b2a_base64(_pack(text.encode())).decode().strip()
    code = code.replace("+", "-").replace("/", "_").rstrip("=")
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


def read_fragment(fragment):
    """(text, part, game, rules) from a link's fragment, where part is 1, 2 or "custom" and rules is
    (order, joker) for "custom", else None; None when it carries no input; ValueError when it is damaged."""
    fields = {}
    for field in fragment.lstrip("#").split("&"):
        name, _, value = field.partition("=")
        fields[name] = value
    if "input" not in fields:
        return None
    if len(fragment) > MAX_FRAGMENT:
        raise ValueError(too_long(len(fragment)))
    code = fields["input"].replace("-", "+").replace("_", "/")
    try:
        packed = binascii.a2b_base64((code + "=" * (-len(code) % 4)).encode())
        data = _unpack(packed, 4 * MAX_SHARED + 1)
        text = data.decode()
    except Exception:
        raise ValueError("the link is damaged or incomplete; ask for it again") from None
    if not text:
        raise ValueError("the link is damaged or incomplete; ask for it again")
    if len(data) > 4 * MAX_SHARED or len(text) > MAX_SHARED:
        raise ValueError("the link holds more than %d characters" % MAX_SHARED)
    game = fields["game"] if fields.get("game") in GAMES else "camel"
    if fields.get("part") == "custom":
        return text, "custom", game, (_field(fields.get("order", "")), _field(fields.get("joker", "")))
    return text, 2 if fields.get("part") == "2" else 1, game, None


def too_long(length):
    return "the link is %d characters long, longer than any this page makes" % length


def make_link(given, request, size=None):
    """As the page asks for it: the fragment of a link to the text `given` gives (a function) under `request`
    (JSON: game, part, order, joker), or why there is none, as JSON.  A text whose `size` in UTF-8 bytes is more than
    a link can hold is refused before it is read."""
    asked = json.loads(request)
    try:
        if size is not None and size > 4 * MAX_SHARED:
            raise ValueError(
                "the input has more than %d characters; a link holds at most %d" % (MAX_SHARED, MAX_SHARED)
            )
        made = fragment(given(), asked["part"], asked["game"], (asked.get("order", ""), asked.get("joker", "")))
    except ValueError as error:
        return json.dumps({"error": str(error)})
    return json.dumps({"fragment": made})


def open_link(given, length=None):
    """As the page asks for it: what a link's fragment carries ({text, part, game, rules}), why it cannot be
    read ({error}), or null.  A `length` longer than any link the page makes is refused before `given` (a
    function that gives the fragment) is called."""
    try:
        if length is not None and length > MAX_FRAGMENT:
            raise ValueError(too_long(length))
        shared = read_fragment(given())
    except ValueError as error:
        return json.dumps({"error": str(error)})
    if shared is None:
        return json.dumps(None)
    text, part, game, rules = shared
    return json.dumps({"text": text, "part": part, "game": game, "rules": rules})
