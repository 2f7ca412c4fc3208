"""A text as a share link's field carries it: deflated (with zlib on CPython and Pyodide, MicroPython's deflate
module on MicroPython, the same stream either way) and base64url-encoded."""

import binascii

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


def pack(text):
    """`text`, deflated, in base64url without padding: as a link's field carries it."""
    code = binascii.b2a_base64(_pack(text.encode())).decode().strip()
    return code.replace("+", "-").replace("/", "_").rstrip("=")


def unpack(field, limit):
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
