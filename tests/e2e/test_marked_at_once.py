"""An answer is on show, unmarked, only while the box holds the text it is for: from the very event that
changes the box (a key typed, an input the page puts in), what is on show for the text before is marked as
out of date (or hidden) by the first frame the browser paints after it, in both games."""

import random
from itertools import product

from camelcards_core.crab_game import play
from camelcards_core.crab_parsing import parse as parse_decks
from camelcards_core.rules import PARTS
from tests.answers import total_winnings
from tests.examples import CAMEL, CRAB

HANDS = ["".join(cards) for cards in product("AKQT98", "AKQT9", "2345", "6789", "JT")]

# At the first animation frame after each input or "shown" event on a box (caught before the page's own
# handlers), what each pane shows: whether it is hidden or marked out of date, what it says, and the box's text.
FRAMES = """async () => {
  const text = (await import(new URL('js/input_text.js', document.baseURI))).text;
  window.__frames = [];
  const pane = (id) => { const node = document.getElementById(id);
    return { hidden: node.hidden, stale: node.hasAttribute('data-stale') }; };
  const look = (event) => requestAnimationFrame(() => window.__frames.push({
    box: event.target.id, text: text(event.target),
    answer: pane('answer'), problems: pane('problems'), total: document.getElementById('total').dataset.value,
    crab: pane('crab-answer'), crabProblems: pane('crab-problems'),
    scores: [...document.querySelectorAll('#crab-results .score')].map(cell => cell.dataset.value ?? null) }));
  for (const type of ['input', 'shown']) document.addEventListener(type, look, true);
}"""


def frames(camel):
    return camel.page.evaluate("window.__frames")


def camel_total(text):
    try:
        return str(total_winnings(text, PARTS[1]))
    except ValueError:
        return None


def assert_camel_frames_current(seen):
    """Each frame showed the Camel Cards answer (or problems) only for the text in the box, or marked."""
    assert seen
    for frame in seen:
        answer, problems = frame["answer"], frame["problems"]
        assert answer["hidden"] or answer["stale"] or frame["total"] == camel_total(frame["text"]), frame
        assert problems["hidden"] or problems["stale"] or camel_total(frame["text"]) is None, frame


def test_a_key_typed_marks_the_answer_before_the_next_frame(camel):
    camel.open().solve(CAMEL)
    camel.page.evaluate(FRAMES)
    camel.page.locator("#input").click()
    camel.page.keyboard.press("Control+End")
    camel.page.keyboard.press("ArrowLeft")  # before the last line's end
    camel.settle(lambda: camel.page.keyboard.type("7"))
    seen = frames(camel)
    assert "QQQJA 4837\n" in seen[0]["text"]  # the last bid, 483, is 4837
    assert_camel_frames_current(seen)
    assert seen[0]["answer"]["stale"]
    # Then the answer for the box as it is, unmarked.
    assert camel.total == camel_total(camel.input_text) and not camel.page.get_attribute("#answer", "data-stale")


def test_a_key_typed_marks_the_problems_before_the_next_frame(camel):
    camel.open().solve(CAMEL.replace("KK677 28", "KK67 28"))
    assert camel.errors
    camel.page.evaluate(FRAMES)
    camel.page.locator("#input").click()
    camel.page.keyboard.press("Control+Home")
    camel.settle(lambda: camel.page.keyboard.type("A"))
    seen = frames(camel)
    assert_camel_frames_current(seen)
    assert seen[0]["problems"]["stale"]


def test_an_input_the_page_puts_in_marks_the_answer_before_the_next_frame(camel):
    camel.open().solve(CAMEL)
    camel.page.evaluate(FRAMES)
    big = "".join("%s %d\n" % (hand, bid) for bid, hand in enumerate(HANDS[:3000], 1))  # solved in a while
    camel.settle(lambda: camel.drop_file("hands.txt", big))
    seen = [frame for frame in frames(camel) if frame["box"] == "input"]
    assert_camel_frames_current(seen)
    assert camel.total == camel_total(big)


def crab_scores(text):
    deck1, deck2 = parse_decks(text)
    return [str(play(deck1, deck2, part).score) for part in (1, 2)]


def test_decks_the_page_puts_in_mark_the_games_before_the_next_frame(camel):
    camel.open().play_crab(CRAB)
    camel.page.evaluate(FRAMES)
    cards = list(range(1, 51))
    random.Random(9).shuffle(cards)  # games of some length
    decks = "".join(
        "Player %d:\n%s\n\n" % (n, "\n".join(map(str, deck))) for n, deck in ((1, cards[:25]), (2, cards[25:]))
    )
    camel.settle(lambda: camel.drop_file("decks.txt", decks))
    seen = [frame for frame in frames(camel) if frame["box"] == "crab-input"]
    assert seen
    for frame in seen:
        games = frame["crab"]
        assert games["hidden"] or games["stale"] or frame["scores"] == crab_scores(frame["text"]), frame
    assert camel.crab_scores == crab_scores(decks)
