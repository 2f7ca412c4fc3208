"""A checked answer written out, alike in both games: the verdict, then an item for each match (its
data-mistakes naming its ids, and each mistake in words), or, for a wrong number that nothing gives, a
checklist; or why the number was not checked."""

from dom import element

from camelcards_core.words import capital


def refuse(result, why):
    result.replaceChildren(element("p", why, "verdict"))
    result.dataset.verdict = "unread"
    result.hidden = False


def write(result, verdict, said, other, more, nothing, checklist):
    """Write `said` (a worker's check) under the sentence `verdict`.  A match of the other part's answer reads
    `other`; `more(item, match)` adds what the game shows of a mistake's effect; a wrong number that nothing
    gives reads `nothing`, followed by the items `checklist()`."""
    result.replaceChildren(element("p", verdict, "verdict"))
    result.dataset.verdict = said.verdict
    if said.matches.length:
        gives = "this gives" if said.matches.length == 1 else "each of these gives"
        result.append(element("p", "It is what %s:" % gives))
        items = [match_item(match, other, more) for match in said.matches]
    elif said.verdict == "wrong":
        result.append(element("p", nothing))
        items = checklist()
    else:
        items = None
    if items is not None:
        listing = element("ul")
        for item in items:
            listing.append(item)
        result.append(listing)
    result.hidden = False


def match_item(match, other, more):
    item = element("li")
    item.dataset.mistakes = " ".join(match.ids)
    if match.ids[0] == "other-part":
        item.textContent = other
        return item
    item.append(element("p", " + ".join(match.ids), "mistake-ids"))
    for mistake in match.mistakes:
        item.append(element("p", "%s. The rule: %s." % (capital(mistake.says), mistake.rule)))
    more(item, match)
    return item
