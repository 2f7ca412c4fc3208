"""The page helper's layout: where elements are, by positions against the viewport; and what the table's numbers
break over lines."""


class Layout:
    def box(self, selector):
        return self.page.eval_on_selector(
            selector,
            "e => { const r = e.getBoundingClientRect(); return {top: r.top, bottom: r.bottom,"
            " left: r.left, right: r.right, width: r.width, height: r.height}; }",
        )

    def in_view(self, selector):
        """Whether the element is laid out and wholly inside the viewport."""
        size, where = self.page.viewport_size, self.box(selector)
        return (
            where["width"] > 0
            and where["top"] >= 0
            and where["left"] >= 0
            and where["bottom"] <= size["height"]
            and where["right"] <= size["width"]
        )

    def no_sideways_scroll(self):
        return self.page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth")

    def selection(self, selector="#input"):
        """Whether the box has the focus, and the text selected in it."""
        return self.page.eval_on_selector(
            selector, "t => [document.activeElement === t, t.value.slice(t.selectionStart, t.selectionEnd)]"
        )


def contrast(one, other):
    """The contrast ratio (WCAG's) of two colours as the browser computes them ("rgb(29, 27, 22)")."""

    def luminance(colour):
        channels = [int(value) / 255 for value in colour[colour.index("(") + 1 : -1].split(",")[:3]]
        r, g, b = (c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


# How many of the table's numbers (a rank, a bid, the winnings) read over more than a line.
NUMBERS_BROKEN = """() => [...document.querySelectorAll('#results :is(td.rank, td.bid, td.winnings)')].filter(cell => {
  const range = document.createRange(); range.selectNodeContents(cell);
  return new Set([...range.getClientRects()].map(r => Math.round(r.top))).size > 1; }).length"""


# How many of the table's ranks in the other part ("9,863 (−1,490)") break a line elsewhere than at their space.
OTHERS_BROKEN = """() => [...document.querySelectorAll('#results td.other')].filter(cell => {
  const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT); let last = null;
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    for (let at = 0; at < text.length; at++) {
      const range = document.createRange(); range.setStart(text, at); range.setEnd(text, at + 1);
      const box = range.getClientRects()[0];
      if (box && last && box.top > last.top + 1 && last.char !== " ") return true;
      if (box) last = { top: box.top, char: text.data[at] }; else if (last) last.char = text.data[at];
    }
  }
  return false; }).length"""
