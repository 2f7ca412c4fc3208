"""What the tests of the views that show steps (How it works, the replay, the trace) and of presenting them look
for: the step or round on show, code lines cut off, the trace's line in sight in its editor, cells broken
mid-word, and the font size of an element; and the screens presenting is tried on, and presenting."""

# The screens presenting is tried on: a projector and a large screen, and a phone.
SCREENS = {"projector": {"width": 1024, "height": 768}, "large": {"width": 1920, "height": 1080}}
PHONE = {"width": 390, "height": 844}


def present(camel, view):
    """Press Present, and wait until the view (a selector) is presented."""
    camel.page.click("#present")
    camel.page.wait_for_selector("html[data-present] %s[data-presenting]" % view, state="attached")


def one_row(camel, *selectors):
    """Whether the elements are on show side by side, in one row."""
    return len({camel.box(selector)["top"] for selector in selectors}) == 1 and all(map(camel.in_view, selectors))


# The cells of How it works' table that break other than at their spaces: a hand, a key or a row of digits
# not at all, and words only between them.
BROKEN_CELLS = """() => [...document.querySelectorAll('#step-table td, #step-table th')].filter(cell => {
  const range = document.createRange(); range.selectNodeContents(cell);
  const lines = new Set([...range.getClientRects()].map(r => Math.round(r.top))).size;
  const words = cell.textContent.trim().split(/\\s+/);
  return lines > (cell.matches('th, .words') ? words.length : 1)
    || (lines > 1 && words.some(word => { const probe = document.createRange();
         const text = cell.firstChild, at = text.textContent.indexOf(word);
         probe.setStart(text, at); probe.setEnd(text, at + word.length);
         return new Set([...probe.getClientRects()].map(r => Math.round(r.top))).size > 1; }));
}).map(cell => cell.textContent)"""

# The code lines on show that are cut off: wider than their own box, or reaching past the right edge of the
# box they scroll in (which has no sideways scroll to reach them by).
CUT_LINES = """() => [...document.querySelectorAll('.source:not([hidden]) .line')].filter(line => {
  const box = line.closest('.source'), right = box.getBoundingClientRect().right;
  const range = document.createRange(); range.selectNodeContents(line);
  const reach = Math.max(0, ...[...range.getClientRects()].map(r => r.right));
  return line.scrollWidth > line.clientWidth + 1 || reach > right + 1 || box.scrollWidth > box.clientWidth + 1;
}).map(line => line.textContent)"""


def broken_cells(page):
    return page.evaluate(BROKEN_CELLS)


def cut_lines(page):
    return page.evaluate(CUT_LINES)


def font_size(page, selector):
    return page.eval_on_selector(selector, "e => parseFloat(getComputedStyle(e).fontSize)")


def step_on_show(page):
    return int(page.get_attribute("#step", "data-step"))


def wait_step(page, number):
    page.wait_for_function("n => document.getElementById('step').dataset.step === String(n)", arg=number)


def wait_round(page, game, number):
    """Wait until the replay shows round `number` of game `game`."""
    page.wait_for_function(
        "([game, n]) => { const r = document.getElementById('replay');"
        " return r.dataset.game === String(game) && r.dataset.round === String(n); }",
        arg=[game, number],
        timeout=60_000,
    )


def marked_solution_lines(page):
    """The lines of the readable solution marked, as (number, text) pairs."""
    return page.evaluate(
        """() => [...document.querySelectorAll('[data-solution] .line.used')]
             .map(line => [Number(line.id.split('-L')[1]), line.textContent])"""
    )


def hash_of(page):
    """The address's fragment, once no place waits to be written into it (the router writes one once stepping
    pauses)."""
    page.wait_for_selector("html:not([data-placing])", state="attached")
    return page.evaluate("location.hash")


# The text of the line an editor marks as the trace's step, once it is wholly in sight: inside the editor's
# scrolling box and the window, and no wider than the editor (its lines wrap); else null.
STEP_LINE_IN_SIGHT = """editor => {
  const root = document.querySelector(editor).shadowRoot;
  const line = root.querySelector('.cm-step-line'), scroller = root.querySelector('.cm-scroller');
  if (!line) return null;
  const at = line.getBoundingClientRect(), box = scroller.getBoundingClientRect();
  const inside = at.top >= Math.max(0, box.top) - 1 && at.bottom <= Math.min(innerHeight, box.bottom) + 1
    && at.left >= box.left - 1 && at.right <= Math.min(innerWidth, box.right) + 1;
  return inside && scroller.scrollWidth <= scroller.clientWidth + 1 ? line.textContent : null; }"""


def step_line_in_sight(page, editor):
    """The text of the trace's line in the editor `editor` (a selector), waited for until it is in sight."""
    return page.wait_for_function(STEP_LINE_IN_SIGHT, arg=editor).json_value()


# The texts of an editor's lines and line numbers drawn on a tint of their own (a mark, the cursor's line).
TINTED = """editor => [...document.querySelector(editor).shadowRoot.querySelectorAll('.cm-line, .cm-gutterElement')]
  .filter(line => getComputedStyle(line).backgroundColor !== 'rgba(0, 0, 0, 0)').map(line => line.textContent)"""


def tinted_lines(page, editor):
    """The lines of the editor `editor` (a selector) on show with a tint: those that read as highlighted."""
    return page.evaluate(TINTED, editor)


# How many of an editor's lines (numbered lines, however many rows each wraps into) are wholly in sight: inside
# its scrolling box and the window.
LINES_IN_SIGHT = """editor => {
  const root = document.querySelector(editor).shadowRoot, box = root.querySelector('.cm-scroller').getBoundingClientRect();
  return [...root.querySelectorAll('.cm-line')].filter(line => { const at = line.getBoundingClientRect();
    return at.height > 0 && at.top >= Math.max(0, box.top) - 1 && at.bottom <= Math.min(innerHeight, box.bottom) + 1; }).length; }"""


def lines_in_sight(page, editor):
    return page.evaluate(LINES_IN_SIGHT, editor)
