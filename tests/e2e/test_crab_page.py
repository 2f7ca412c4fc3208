"""The Crab Combat tab: the same care as Camel Cards (example, Ctrl+Enter, kept decks, share links,
problems that lead to their line), long games played without freezing the page and stopped at will, and
the replay."""

from tests.examples import CRAB

# The hard 50-card deal: some 1.7 million rounds and 22,000 sub-games of Recursive Combat.
HARD = "Player 1:\n%s\n\nPlayer 2:\n%s\n" % (
    "\n".join(
        map(str, [27, 10, 1, 14, 44, 37, 36, 34, 9, 20, 13, 7, 43, 48, 39, 22, 31, 32, 42, 46, 35, 38, 49, 18, 29])
    ),
    "\n".join(map(str, [50, 25, 45, 24, 26, 15, 19, 28, 21, 12, 41, 30, 40, 8, 4, 11, 17, 2, 6, 5, 16, 3, 33, 47, 23])),
)


def test_the_example_gives_306_and_291(camel):
    assert camel.open().play_crab(CRAB) == ["306", "291"]
    assert camel.page.locator("#camel").is_hidden()
    assert camel.offsite == [] and camel.console_errors == []


def test_the_example_button_plays_it(camel):
    camel.open().crab_tab()
    camel.settle(lambda: camel.page.click("#crab-load-example"))
    assert camel.crab_scores == ["306", "291"] and camel.crab_input == CRAB


def test_ctrl_enter_plays(camel):
    camel.open().play_crab(CRAB)
    camel.page.fill("#crab-input", "Player 1:\n43\n19\n\nPlayer 2:\n2\n29\n14\n")
    camel.settle(lambda: camel.page.press("#crab-input", "Control+Enter"))
    assert camel.crab_scores == ["no winner", "105"]
    assert "never ends" in camel.page.inner_text("#crab-caption")


def test_a_repeating_game_says_so(camel):
    scores = camel.open().play_crab("Player 1:\n43\n19\n\nPlayer 2:\n2\n29\n14\n")
    assert scores == ["no winner", "105"]
    caption = camel.page.inner_text("#crab-caption")
    assert "Combat: no winner: the position of round 1 comes back after 6 rounds" in caption
    assert "Recursive Combat: player 1 wins after 6 rounds when a position repeats" in caption


def test_bad_decks_name_their_line(camel):
    camel.open().play_crab("Player 1:\n9\n<b>x</b>\n\nPlayer 2:\n5\n")
    assert camel.page.locator("#crab-errors li").first.inner_text().startswith("line 3, column 1:")
    assert camel.page.locator("#crab-errors b").count() == 0
    assert camel.page.locator("#crab-answer").is_hidden()


def test_a_card_of_0_names_its_line_and_leads_to_it(camel):
    camel.open().play_crab("Player 1:\n0\n2\n\nPlayer 2:\n1\n3\n")
    problem = camel.page.locator("#crab-errors li").first
    assert problem.inner_text().startswith("line 2, column 1: card 0 is not dealt; cards are numbered from 1")
    assert camel.console_errors == []
    problem.locator("button").click()
    selected = camel.page.evaluate(
        "(() => { const box = document.getElementById('crab-input');"
        " return [document.activeElement === box, box.value.slice(box.selectionStart, box.selectionEnd)]; })()"
    )
    assert selected == [True, "0"]


def test_the_decks_come_back_after_a_reload(camel):
    camel.open().play_crab(CRAB)
    camel.open().crab_tab()
    camel.page.wait_for_function("document.getElementById('crab-input').value !== ''")
    assert camel.crab_input == CRAB


def test_a_share_link_carries_the_decks(camel):
    camel.open().play_crab(CRAB)
    camel.page.click("#crab-share")
    camel.page.wait_for_function("document.getElementById('crab-share-url').value.includes('#game=crab&')")
    link = camel.page.input_value("#crab-share-url")
    camel.play_crab("Player 1:\n1\n\nPlayer 2:\n2\n")
    camel.page.goto(link)
    camel.page.wait_for_selector("html[data-ready]", state="attached")
    camel.page.wait_for_function(
        "document.querySelectorAll('#crab-results td.score').length === 2"
        " && document.getElementById('crab-results').querySelector('td.score').textContent === '306'"
    )
    assert camel.page.get_attribute("#tab-crab", "aria-selected") == "true"
    assert camel.crab_input == CRAB and camel.crab_scores == ["306", "291"]
    assert camel.page.locator("#crab-restore-previous").is_visible()  # the decks on show before are one click away


def test_a_long_game_leaves_the_page_responsive(camel):
    camel.open()
    camel.page.evaluate("window.__ticks = 0; window.__timer = setInterval(() => window.__ticks++, 100)")
    camel.watch_status("#crab-status")
    camel.play_crab(HARD)
    ticks = camel.page.evaluate("window.__ticks")
    assert camel.crab_scores == ["33003", "34298"]
    progress = [text for text in camel.said_by("#crab-status") if text.startswith("Playing Recursive Combat:")]
    assert progress and "sub-games so far" in progress[-1]
    # The game took long enough to report its progress, and the page's timer kept firing all along.
    assert ticks >= 5


def test_stop_ends_a_long_game_and_the_tab_plays_on(camel):
    camel.open().play_crab(HARD, wait=False)
    camel.page.wait_for_function(
        "document.getElementById('crab-status').textContent.startsWith('Playing Recursive Combat:')", timeout=120_000
    )
    camel.settle(lambda: camel.page.click("#crab-stop"))
    assert camel.page.inner_text("#crab-status").startswith("Stopped.")
    assert camel.page.locator("#crab-stop").is_hidden() and camel.page.locator("#crab-answer").is_hidden()
    camel.watch_status("#crab-status")
    assert camel.play_crab(CRAB) == ["306", "291"]
    # The slice that was being played when Stop was pressed reported nothing more: the game ended there.
    assert not [text for text in camel.said_by("#crab-status") if text.startswith("Playing Recursive Combat")]


def test_the_replay_shows_the_decks_round_by_round(camel):
    camel.open().play_crab(CRAB)
    camel.replay(1)
    assert camel.replay_decks == ["9 2 6 3 1", "5 8 4 7 10"]
    for _ in range(3):
        camel.replay_step()
    assert camel.replay_round == 3
    assert camel.replay_decks == ["3 1 9 5 6 4", "7 10 8 2"]
    assert "player 1 draws 3 and player 2 draws 7: 7 is higher than 3" in camel.page.inner_text("#replay-why")
    camel.replay_step("ArrowRight")
    assert camel.replay_decks == ["1 9 5 6 4", "10 8 2 7 3"]
    camel.page.keyboard.press("ArrowLeft")
    camel.page.wait_for_function("document.getElementById('replay-round').value === '3'")
    camel.replay_go(29)
    assert camel.page.inner_text("#replay-why").startswith("The game is over")
    assert camel.replay_decks == ["", "3 2 10 6 8 5 9 4 7 1"]


def test_the_replay_steps_into_a_sub_game_and_back(camel):
    camel.open().play_crab(CRAB)
    camel.replay(2)
    camel.replay_go(8)
    assert camel.page.is_visible("#replay-enter")
    assert "a sub-game of 4 and 3 cards decides" in camel.page.inner_text("#replay-why")
    camel.replay_shows(lambda: camel.page.click("#replay-enter"))
    assert camel.page.inner_text("#replay-where").startswith("A sub-game, 1 deep")
    assert camel.replay_decks == ["9 8 5 2", "10 1 7"]
    camel.replay_shows(lambda: camel.page.click("#replay-leave"))
    camel.page.wait_for_function("document.getElementById('replay-round').value === '8'")
    assert camel.page.inner_text("#replay-where").startswith("The whole game")


def test_big_decks_say_they_are_being_read_and_can_be_stopped_at_once(camel):
    """200,000 cards (1.3 MB): the status and Stop show from the moment Play is pressed, not once they are read."""
    camel.open().crab_tab()
    camel.paste(
        made_by="'Player 1:\\n' + Array.from({length: 100000}, (_, i) => 2 * i + 1).join('\\n')"
        " + '\\n\\nPlayer 2:\\n' + Array.from({length: 100000}, (_, i) => 2 * i + 2).join('\\n') + '\\n'",
        into="#crab-input",
    )
    camel.page.click("#crab-solve")
    assert camel.page.inner_text("#crab-status") == "Reading the decks (1.3 MB)…"
    assert camel.page.is_visible("#crab-stop")
    camel.settle(lambda: camel.page.click("#crab-stop"))
    assert camel.page.inner_text("#crab-status").startswith("Stopped.")
    camel.settle(lambda: camel.page.click("#crab-load-example"))
    assert camel.crab_scores == ["306", "291"]
