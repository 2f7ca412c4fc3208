"""The problems of an input, each with a way to its line: both games list them alike (draw.js draws them)."""

from pyscript.js_modules import draw, input_text, router

from page.dom import by_id, when


def lead_to_lines(listing_id, textarea, moved=None, tab=None):
    """Make each problem listed in `listing_id` select its line in `textarea` when its button is pressed,
    showing first the tab (its name in the address) that holds the box where the listing is in another;
    `moved` is called after, since a long input may then show other lines than before."""

    @when("click", by_id(listing_id))
    def go(event):
        jump = event.target.closest("button[data-line]")
        if jump:
            if tab is not None:
                router.show(router.named(tab))
            input_text.selectLine(textarea, int(jump.dataset.line))
            if moved:
                moved()


def show(listing_id, problems):
    """List the problems (a worker's answer) in `listing_id`."""
    draw.problems(by_id(listing_id), problems)


def listed(holder_id, problems):
    """List `problems` (draw.js's shape, none at all too) in `holder_id`'s list, `holder_id` + "-list", the
    holder hidden when there are none; their lines, which words beside them name."""
    lines = [problem.line for problem in problems]
    if lines:
        show(holder_id + "-list", problems)
    else:
        by_id(holder_id + "-list").replaceChildren()
    by_id(holder_id).hidden = not lines
    return lines
