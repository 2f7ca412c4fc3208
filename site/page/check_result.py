"""A checked answer written out, alike in both games: the verdict, with how far a wrong number is from the
answer, then an item for each match (its data-mistakes naming its ids, and each mistake in words), or, for a
wrong number that nothing gives, a checklist; or why the number was not checked; or that a check is under
way.

How far a wrong number is gives the answer away when exact, so it is written twice: exactly ("by 1", "by
223,350 (0.089%)") in a .spoiler, and in coarse words ("very close: within 0.1% of the answer") in a
.spoiler-only, which the page shows in its place while the visitor hides the answer: each reads right
whenever the choice changes."""

import spoilers
from dom import element

from camelcards_core.words import capital


def refuse(result, why):
    _only(result, why, "unread")


def busy(result, what):
    """A check is under way, saying `what` it waits for: the verdict before it is gone."""
    _only(result, what, "checking")
    result.setAttribute("aria-busy", "true")


def checking(result):
    """Whether a check is under way in `result`."""
    return not result.hidden and result.dataset.verdict == "checking"


def put_away(result):
    result.hidden = True
    result.removeAttribute("data-verdict")
    result.removeAttribute("aria-busy")


def _only(result, sentence, verdict):
    result.replaceChildren(element("p", sentence, "verdict"))
    result.dataset.verdict = verdict
    result.removeAttribute("aria-busy")
    result.hidden = False


def said(result):
    """The verdict as it reads now, for a status line: its exact or its coarse words, as the answer is hidden
    or not."""
    skipped = "spoiler" if spoilers.hidden(result.closest("#answer, #crab-answer")) else "spoiler-only"
    parts = result.querySelector(".verdict").childNodes
    return "".join(node.textContent for node in parts if not (node.nodeType == 1 and node.classList.contains(skipped)))


def verdict_of(verdict, said):
    """The verdict's paragraph: `verdict` is its sentence, or, for a wrong number, the sentence's start (up
    to "too high") and what follows how far it is ("" or more words)."""
    if isinstance(verdict, str):
        return element("p", verdict, "verdict")
    start, end = verdict
    paragraph = element("p", start, "verdict")
    far = getattr(said, "far", None)
    if far is not None:
        exact = ", by %s" % far.by
        if getattr(far, "percent", None):
            exact += " (%s)" % far.percent
        paragraph.append(element("span", exact, "spoiler"))
        paragraph.append(element("span", ", and %s" % far.near if hasattr(far, "near") else "", "spoiler-only"))
    paragraph.append(end + ".")
    return paragraph


def write(result, verdict, said, other, more, nothing, checklist):
    """Write `said` (a worker's check) under `verdict` (as verdict_of takes it).  A match of the other part's
    answer reads `other`; `more(item, match)` adds what the game shows of a mistake's effect; a wrong number
    that nothing gives reads `nothing`, followed by the items `checklist()`."""
    result.replaceChildren(verdict_of(verdict, said))
    result.removeAttribute("aria-busy")
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
