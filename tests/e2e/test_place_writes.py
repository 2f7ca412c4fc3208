"""The address that holds the place on show, against a quick or hostile visitor: of places asked one after
another, only the newest is reached, and the address and the replay agree on it; the address is written once
stepping pauses (replaced, a few times for many steps), never over one the visitor or a link set meanwhile."""

from tests.e2e.steps import hash_of, wait_step
from tests.examples import CAMEL as EXAMPLE
from tests.examples import CRAB

# The places the replay is asked for (game 2's round 9 begins a sub-game), and the address each leads to.
PLACES = [
    "#crab&replay=1&round=20",
    "#crab&replay=2&sub=9&round=2",
    "#crab&replay=2&round=7",
    "#crab&replay=1&round=3",
]


def replay_place(page):
    return page.evaluate("(({game, round}) => [game, round])(document.getElementById('replay').dataset)")


def ask_in_turn(page, places):
    """Set the address to each of `places`, one task apart (a link followed, then another, or Back and Forward
    pressed quickly)."""
    page.evaluate(
        """places => new Promise((done) => {
             for (const place of places) setTimeout(() => { location.hash = place; });
             setTimeout(done);
           })""",
        places,
    )


def ask_midway(page, first, second):
    """Set the address to `first`, and to `second` as soon as the replay shows the first game `first` leads
    to, while it is on its way there."""
    page.evaluate(
        """([first, second]) => new Promise((done) => {
             const seen = new MutationObserver(() => { seen.disconnect(); location.hash = second; done(); });
             seen.observe(document.getElementById('replay'), { attributes: true, attributeFilter: ['data-starts'] });
             location.hash = first;
           })""",
        [first, second],
    )


def test_of_two_places_asked_one_task_apart_the_newer_is_reached_and_held(camel):
    camel.open().play_crab(CRAB)
    page = camel.page
    pairs = (PLACES[:2], PLACES[1:3], PLACES[2:], PLACES[1::2])
    for (first, second), ask in [(pair, ask) for pair in pairs for ask in (ask_in_turn, ask_midway)]:
        if ask is ask_in_turn:
            ask_in_turn(page, [first, second])
        else:
            ask_midway(page, first, second)
        camel.settled()
        game, number = second.split("replay=")[1][0], second.rsplit("round=", 1)[1]
        shown = replay_place(page), hash_of(page)
        assert shown == ([game, number], second), (first, second, ask.__name__, shown)
        assert page.inner_text("#replay-where").startswith("A sub-game" if "sub=" in second else "The whole game")
    assert camel.console_errors == []


def test_a_burst_of_places_ends_on_the_last(camel):
    camel.open().play_crab(CRAB)
    page = camel.page
    burst = [PLACES[i % len(PLACES)] for i in range(19)] + ["#crab&replay=2&sub=9&round=4"]
    # each place asked as soon as the replay draws anything of the one before, or one task on
    page.evaluate(
        """async (places) => {
             const replay = document.getElementById('replay');
             for (const place of places) {
               location.hash = place;
               await new Promise((done) => {
                 const seen = new MutationObserver(() => { seen.disconnect(); done(); });
                 seen.observe(replay, { attributes: true, attributeFilter: ['data-starts', 'data-round'] });
                 setTimeout(() => { seen.disconnect(); done(); });
               });
             }
           }""",
        burst,
    )
    camel.settled()
    assert replay_place(page) == ["2", "4"] and hash_of(page) == burst[-1]
    assert page.inner_text("#replay-where").startswith("A sub-game, 1 deep") and camel.console_errors == []


# Counts the address's replacements, in window.replaced.
COUNT_REPLACED = """window.replaced = 0; const replace = history.replaceState.bind(history);
history.replaceState = (...args) => { window.replaced += 1; return replace(...args); };"""


def test_fifty_quick_steps_replace_the_address_a_few_times_and_it_ends_at_the_last(camel):
    page = camel.page
    page.add_init_script(COUNT_REPLACED)
    camel.open().code_tab().step_through()
    hash_of(page)
    before, entries = page.evaluate("window.replaced"), page.evaluate("history.length")
    page.click("#trace-next", click_count=50)  # fifty clicks in quick succession
    assert camel.trace()["step"] == 51 and hash_of(page) == "#code&step=51"
    assert page.evaluate("window.replaced") - before <= 3 and page.evaluate("history.length") == entries
    camel.play_crab(CRAB)
    camel.replay(1)
    hash_of(page)
    before = page.evaluate("window.replaced")
    page.click("#replay-next", click_count=25)
    page.wait_for_function("() => document.getElementById('replay').dataset.round === '25'")
    assert hash_of(page) == "#crab&replay=1&round=25" and page.evaluate("window.replaced") - before <= 3
    assert page.evaluate("history.length") == entries and camel.console_errors == []


def test_a_place_set_while_stepping_is_not_written_over(camel):
    camel.open().code_tab().step_through()
    page = camel.page
    page.evaluate("() => { document.getElementById('trace-next').click(); location.hash = '#crab'; }")
    camel.settled()
    assert hash_of(page) == "#crab" and page.get_attribute("#tab-crab", "aria-selected") == "true"
    page.goto(camel.base_url + "#how")
    page.wait_for_selector('#step[data-step="1"]', state="attached")
    page.evaluate("() => { document.getElementById('step-next').click(); history.replaceState(null, '', '#code'); }")
    camel.settled()
    assert hash_of(page) == "#code" and camel.console_errors == []


def stepped_to_four(camel):
    """How it works opened at its first step, and stepped on three times at once (stepping does not pause)."""
    camel.open("#how")
    page = camel.page
    page.wait_for_selector('#step[data-step="1"]', state="attached")
    for _ in range(3):
        page.click("#step-next")
    return page


def test_a_page_left_while_stepping_keeps_the_step_last_shown(camel):
    page = stepped_to_four(camel)
    page.goto(camel.base_url + "?elsewhere")  # left before stepping paused: the step is written as it goes
    page.go_back()
    page.wait_for_selector('#step[data-step="4"]', state="attached")
    assert hash_of(page) == "#how&step=4" and camel.console_errors == []


def test_a_reload_keeps_the_place_of_each_tab_not_on_show_for_when_it_is_chosen_again(camel):
    page = stepped_to_four(camel)
    page.click("#tab-camel")  # the step still waiting is the tab's to give back
    page.reload()
    page.wait_for_selector("html[data-ready]", state="attached")
    page.click("#tab-how")
    page.wait_for_selector('#step[data-step="4"]', state="attached")
    assert hash_of(page) == "#how&step=4" and camel.console_errors == []


def test_the_replay_playing_writes_its_round_as_it_goes_and_a_reload_opens_it(camel):
    camel.open().play_crab(CRAB)
    page = camel.page
    page.click("#replay-play")  # four rounds a second: stepping never pauses
    playing = page.wait_for_function(
        "() => /&round=[1-9]/.test(location.hash) && document.getElementById('replay-play').textContent"
    )
    assert playing.json_value() == "Pause"  # written while it played on
    page.reload()
    written = page.evaluate("location.hash")
    page.wait_for_function("() => document.getElementById('replay').dataset.round", timeout=60_000)
    camel.settled()
    assert replay_place(page) == ["2", written.rsplit("=", 1)[1]] and hash_of(page) == written
    assert camel.console_errors == []


def test_a_problems_line_followed_from_the_code_tab_while_its_step_waits_keeps_the_step_for_the_tab(camel):
    """A problem of the Code tab's run leads to its line in the puzzle's box (another tab) before the step on show
    is written: the Code tab chosen again gives that step back."""
    camel.open()
    camel.paste(EXAMPLE + "ZZZZZ 12\n")
    page = camel.page
    camel.code_tab().run_code().step_through("crab")
    page.fill("#crab-trace-slider", "40")
    assert page.evaluate("document.documentElement.hasAttribute('data-placing')")
    page.click("#code-problems-list button >> nth=0")
    assert page.get_attribute("#tab-camel", "aria-selected") == "true"
    page.click("#tab-code")
    camel.settled()
    assert camel.trace("crab")["step"] == 40 and hash_of(page) == "#code&game=crab&step=40"


def test_back_to_an_entry_of_the_same_address_while_a_step_waits_shows_that_entrys_step(camel):
    """Two history entries hold #how&step=3 (a tab chosen after an address that named another); steps taken in the
    second and Back before they are written: the first entry keeps its step, which is shown, and Forward comes
    back to the second."""
    camel.open("#how&step=3")
    page = camel.page
    wait_step(page, 3)
    page.evaluate("location.hash = '#crab'")
    page.wait_for_function("() => location.hash === '#crab'")
    page.click("#tab-how")
    assert hash_of(page) == "#how&step=3"
    page.click("#step-next", click_count=2)
    wait_step(page, 5)
    assert page.evaluate("document.documentElement.hasAttribute('data-placing')")
    page.go_back()
    wait_step(page, 3)
    camel.settled()
    assert hash_of(page) == "#how&step=3"
    page.go_forward()
    camel.settled()
    assert hash_of(page) == "#how&step=3" and page.get_attribute("#step", "data-step") == "3"
    assert camel.console_errors == []
