"""How the model-based test (test_model.py) reads the page: what each game's pane and the Code tab show, every
total written on the way, the code an editor holds (or will hold once its tab opens), and the text a person
would see in an answer's box; and one browser tab of the page with what the model knows of it."""

from tests.e2e.model_inputs import SOLUTIONS
from tests.e2e.page import CamelPage

# Every total the page writes, with the box's text and the rules the total is labelled with at that moment.
RECORD_TOTALS = """(() => {
  window.__totals = [];
  import(new URL('js/input_text.js', document.baseURI)).then(module => { window.__box = module; });
  const note = (changes) => {
    const answer = document.getElementById('answer'), total = document.getElementById('total');
    if (!changes.some(change => change.target === answer || change.target === total)) return;
    if (answer.hidden || answer.hasAttribute('data-stale') || !window.__box) return;
    window.__totals.push({ text: window.__box.text(document.getElementById('input')), total: total.dataset.value,
      label: document.getElementById('total-label').textContent });
  };
  new MutationObserver(note).observe(document, { attributes: true, subtree: true,
    attributeFilter: ['data-value', 'hidden', 'data-stale'] });
})();"""
# What each game's pane shows, whichever tab is on show.
SHOWN = """() => { const one = (id) => document.getElementById(id);
  return { empty: !one('empty').hidden, waiting: !one('waiting').hidden, answer: !one('answer').hidden, answer_stale: one('answer').hasAttribute('data-stale'),
    problems: !one('problems').hidden, problems_stale: one('problems').hasAttribute('data-stale'),
    total: one('total').dataset.value, rules_problem: one('rules-problem').textContent,
    errors: [...document.querySelectorAll('#errors li')].map(li => li.textContent) }; }"""
CRAB_SHOWN = """() => { const one = (id) => document.getElementById(id);
  return { answer: !one('crab-answer').hidden, answer_stale: one('crab-answer').hasAttribute('data-stale'),
    problems: !one('crab-problems').hidden, problems_stale: one('crab-problems').hasAttribute('data-stale'),
    scores: [...document.querySelectorAll('#crab-results tbody td.score')].map(td => td.dataset.value ?? td.textContent),
    errors: [...document.querySelectorAll('#crab-errors li')].map(li => li.textContent) }; }"""

# What a game's editor in the Code tab gave, for `prefix` ("" or "crab-").
CODE_SHOWN = """prefix => { const one = (id) => document.getElementById(prefix + 'code-' + id);
  return { shown: !one('result').hidden, stale: one('answer').hasAttribute('data-stale'),
    values: [...one('result').querySelectorAll('[data-part]')].map(part => part.dataset.value ?? null),
    verdicts: [...one('result').querySelectorAll('[data-part]')].map(part => part.dataset.verdict ?? null),
    error: !one('error').hidden, line: one('error').dataset.line ?? null,
    notice: one('notice').hidden ? '' : one('notice-text').textContent }; }"""
# The text of an element that a person would see were its tab on show: none inside what is not displayed.
SEEN = """id => { const box = document.getElementById(id), seen = [];
  const displayed = (node) => { for (let at = node.parentElement; at; at = at === box ? null : at.parentElement)
    if (getComputedStyle(at).display === 'none') return false; return true; };
  const walk = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
  let parent = null;  // a number in pieces, a <wbr> between its groups, reads as one: "2," "303" is 2,303
  while (walk.nextNode()) if (displayed(walk.currentNode)) {
    seen.push((walk.currentNode.parentNode === parent ? '' : ' ') + walk.currentNode.data);
    parent = walk.currentNode.parentNode; }
  return seen.join(''); }"""
# The code in a game's editor, or, before the Code tab has opened, what it will put there (null: the solution).
CODE_OF = """async ([id, what]) => { const editor = document.getElementById(id);
  if (editor.code !== undefined) return editor.code;
  const kept = await import(new URL('js/kept.js', document.baseURI));
  return (await kept.restored(what))?.text ?? null; }"""


class Tab:
    """One browser tab of the page, and what the model knows of it: whether its Crab Combat tab has been
    opened, whether it hides the answers, the Camel Cards text it was last asked to solve whatever its size (a
    paste, a file, the example, a link, Solve, its start), and each game's run asked for (the code and the
    box's text it ran on) and whether its hidden answers were asked for."""

    def __init__(self, page, base_url, hiding=False):
        self.camel = CamelPage(page, base_url)
        page.add_init_script(RECORD_TOTALS)
        self.crab_opened = False
        self.hiding = hiding
        self.loaded()

    def loaded(self):
        """A page loaded afresh has run no code, and shows no hidden answer; it solves the box it starts with,
        whatever its size (`solved`, once the machine has read the box)."""
        self.ran = {"camel": None, "crab": None}
        self.revealed = {"camel": False, "crab": False}
        self.solved = None

    @property
    def page(self):
        return self.camel.page

    def code(self, game):
        """The code in `game`'s editor, or, before the Code tab opens, what it will put there."""
        editor = "crab-code-editor" if game == "crab" else "code-editor"
        held = self.page.evaluate(CODE_OF, [editor, "code:" + game])
        return SOLUTIONS[game] if held is None else held
