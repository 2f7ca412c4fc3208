"""Share links: the input, deflated and base64url-encoded, in a URL's fragment, which browsers never send to
a server.  The same text on CPython and Pyodide (zlib) and on MicroPython (deflate)."""

import binascii

# Longer inputs are refused both ways: a link must stay short enough to paste, and a crafted link must not
# inflate into more text than the page can hold.
MAX_SHARED = 100_000

try:
    import deflate  # MicroPython; its zlib module cannot compress
    import io

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


def fragment(text, part, game="camel"):
    """The fragment (without '#') of a link that opens the page on this input, of this game ("camel" or
    "crab"), and part (Camel Cards links only; a Crab Combat link plays both)."""
    if not text.strip():
        raise ValueError("there is no input to share")
    if len(text) > MAX_SHARED:
        raise ValueError("the input has %d characters; a link holds at most %d" % (len(text), MAX_SHARED))
    code = binascii.b2a_base64(_pack(text.encode())).decode().strip()
    code = code.replace("+", "-").replace("/", "_").rstrip("=")
    return "input=%s&part=%d" % (code, part) if game == "camel" else "game=%s&input=%s" % (game, code)


def read_fragment(fragment):
    """(text, part, game) from a link's fragment; None when it carries no input; ValueError when it is
    damaged."""
    fields = {}
    for field in fragment.lstrip("#").split("&"):
        name, _, value = field.partition("=")
        fields[name] = value
    if "input" not in fields:
        return None
    code = fields["input"].replace("-", "+").replace("_", "/")
    try:
        packed = binascii.a2b_base64((code + "=" * (-len(code) % 4)).encode())
        data = _unpack(packed, 4 * MAX_SHARED + 1)
        text = data.decode()
    except Exception:
        raise ValueError("the link is damaged or incomplete; ask for it again")
    if not text:
        raise ValueError("the link is damaged or incomplete; ask for it again")
    if len(data) > 4 * MAX_SHARED or len(text) > MAX_SHARED:
        raise ValueError("the link holds more than %d characters" % MAX_SHARED)
    return text, 2 if fields.get("part") == "2" else 1, fields["game"] if fields.get("game") in GAMES else "camel"
