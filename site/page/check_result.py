"""A checked answer drawn, alike in both games, in the words the worker sends (the core's checking.py writes
them): the verdict, with how far a wrong number is from the answer, then an item for each match (its
data-mistakes naming its ids, and its lines), or, for a wrong number that nothing gives, a checklist; or why
the number was not checked; or that a check is under way.  The hands a ranking ranks otherwise, and a line of
the box, are drawn here for Check your answer and the Code tab alike.

How far a wrong number is gives the answer away when exact, so it is drawn twice: exactly ("by 1", "by
223,350 (0.089%)") in a .spoiler, and in coarse words ("very close: within 0.1% of the answer") in a
.spoiler-only, which the page shows in its place while the visitor hides the answer: each reads right
whenever the choice changes."""

from camelcards_core.words import grouped
from page import spoilers
from page.dom import element


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


def verdict_of(sentence):
    """The verdict's paragraph, from its words (a check's `sentence`, or a run's part): between its start and
    its end, what gives the answer away (how far a wrong number is, exactly), and what shows in its place while
    the answer is hidden (the same in coarse words), where there is one."""
    paragraph = element("p", sentence.start, "verdict", grouped=True)  # a number of any length breaks between groups
    if hasattr(sentence, "exact"):
        paragraph.append(element("span", sentence.exact, "spoiler", grouped=True))
    if hasattr(sentence, "near"):
        paragraph.append(element("span", sentence.near, "spoiler-only", grouped=True))
    paragraph.append(element("span", sentence.end, grouped=True))
    return paragraph


def write(result, said, more, checklist, verdict=None):
    """Draw `said` (a worker's check) under `verdict` (a paragraph; verdict_of's unless given).
    `more(item, match)` adds what the game shows of a mistake's effect; a wrong number that nothing gives is
    followed by the items `checklist()`."""
    result.replaceChildren(verdict or verdict_of(said.sentence))
    result.removeAttribute("aria-busy")
    result.dataset.verdict = said.verdict
    if said.matches.length:
        result.append(element("p", said.gives, grouped=True))
        items = [match_item(match, more) for match in said.matches]
    elif said.verdict == "wrong":
        result.append(element("p", said.nothing, grouped=True))
        items = checklist()
    else:
        items = None
    if items is not None:
        listing = element("ul")
        for item in items:
            listing.append(item)
        result.append(listing)
    result.hidden = False


def match_item(match, more):
    """A match's item: its first line, and, for mistakes, that line as their ids, a line for each, and `more`."""
    item = element("li")
    item.dataset.mistakes = " ".join(match.ids)
    if not hasattr(match, "mistakes"):  # the other part's answer
        item.textContent = match.lines[0]
        return item
    item.append(element("p", match.lines[0], "mistake-ids"))
    for i in range(1, match.lines.length):  # a JavaScript array: indexed, never sliced
        item.append(element("p", match.lines[i]))
    more(item, match)
    return item


def moved_hands(item, match):
    """The hands a ranking ranks otherwise (a Camel Cards mistake's, or a visitor's own key's), the first of
    them each leading to its line."""
    item.append(element("p", match.moved_words))
    moved = element("ul", None, "moved")
    for hand in match.first:
        moved.append(line_item(hand.line, hand.words))
    item.append(moved)


def line_item(line, text):
    """An item that leads to line `line` of the box (problem_list.lead_to_lines wires its button)."""
    item = element("li")
    jump = element("button", "line %s" % grouped(line), "line-link")
    jump.type = "button"
    jump.dataset.line = str(line)
    item.append(jump)
    item.append(element("span", ": %s" % text))
    return item
