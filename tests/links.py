"""What the page is told a link's fragment carries (share.open_link, as JSON), read back as tuples."""

import json

from camelcards_core.share import open_link
from harness.page_facts import READ


def opened(fragment):
    """open_link's answer for `fragment`, read from its JSON."""
    return json.loads(open_link(lambda: fragment, READ))


def read_fragment(fragment):
    """(text, part, game, rules) of a link as the page is told them, None when it carries no input; ValueError
    with what the page is told when it is damaged."""
    said = opened(fragment)
    if said is not None and "error" in said:
        raise ValueError(said["error"])
    return said and (said["text"], said["part"], said["game"], said["rules"] and tuple(said["rules"]))


def read_code(fragment):
    """(code, file) of a link as the page is told them, None when it carries none."""
    said = opened(fragment)
    return (said["code"], said["file"]) if "code" in said else None
