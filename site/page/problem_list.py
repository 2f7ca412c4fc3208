"""The problems of an input, each with a way to its line: both games list them alike."""

from dom import by_id, element, when
from pyscript.js_modules import input_text


def lead_to_lines(listing_id, textarea, moved=None):
    """Make each problem listed in `listing_id` select its line in `textarea` when its button is pressed;
    `moved` is called after, since a long input may then show other lines than before."""

    @when("click", by_id(listing_id))
    def go(event):
        jump = event.target.closest("button[data-line]")
        if jump:
            input_text.selectLine(textarea, int(jump.dataset.line))
            if moved:
                moved()


def show(listing_id, problems):
    """List the problems as text (never as HTML): the place as a button that selects the line in the
    textarea, the message, and the line itself, isolated so that a right-to-left control in it cannot
    reorder the message."""
    listing = by_id(listing_id)
    listing.replaceChildren()
    for problem in problems:
        item = element("li")
        jump = element("button", problem["place"], "line-link")
        jump.type = "button"
        jump.dataset.line = str(problem["line"])
        jump.setAttribute("aria-label", "Go to %s" % problem["place"])
        item.append(jump, ": " + problem["message"])
        if problem["text"]:
            line = element("code", problem["text"])
            line.dir = "ltr"
            item.append(line)
        listing.append(item)
