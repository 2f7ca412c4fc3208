"""Check your answer for Crab Combat: a visitor's score checked in the Pyodide worker (engine.crab_checker
says why), where each mistaken game is played a slice at a time (so that the page shows the progress, and Stop
works), and each mistake that gives the score is named with the round where its game leaves the right one,
which opens in the replay of the games on show."""

from pyscript import document
from pyscript.js_modules import input_text

from camelcards_core.checking import REFUSED
from camelcards_core.words import capital, plural
from crab import replay
from crab.crab_view import NAMES, SLICE_MS
from page import check_result
from page.dom import bring_into_view, by_id, element, say, when
from page.marks import CRAB, answered
from page.newest import Newest
from worker import engine

field = by_id("crab-check-answer")
result = by_id("crab-check-result")
stop = by_id("crab-check-stop")


class Checking:
    """`checks` are the checks begun, stopped or put away: a check goes on only while it is the newest.
    `played`: the games on show (crab_tab's snapshot of their decks) once the checking worker, when it is
    not the one that played them, has played them too, so that it checks any number of answers against
    them, each mistaken game played once (CrabSession.scored)."""

    def __init__(self):
        self.checks = Newest()
        self.played = None
        self.games = None


checking = Checking()


def checks(games):
    """Check scores against the games on show, `games` (crab_tab.Games), which hands them in."""
    checking.games = games


def status(text, quietly=None):
    say(text, "crab-check-status", quietly)


def chosen_game():
    return int(document.querySelector('input[name="crab-check-part"]:checked').value)


@when("submit", "#crab-check-form", CRAB)
def on_check(event):
    event.preventDefault()
    return check()


@when("click", "#crab-check-stop", CRAB)
def on_stop(event):
    checking.checks.drop()
    check_result.put_away(result)
    stop.hidden = True
    status("Stopped. Press Check to check again.")
    answered()
    return stopped()


async def stopped():
    worker = engine.crab_checker_now()
    if worker is not None:
        await worker.crab_check_stop()


@when("input", "#crab-check-answer")
def on_number(event):
    """Another number typed: the verdict on show, or the check under way, is for one no longer in the field."""
    checking.checks.drop()
    check_result.put_away(result)
    stop.hidden = True
    status("")


async def check():
    mine = checking.checks.begin()
    number = field.value
    box = by_id("crab-input")
    games = checking.games
    try:
        # Games being played on the decks in the box are waited for: the check is against them.
        while games.playing is not None and input_text.holds(box, games.playing) and checking.checks.newest(mine):
            check_result.busy(result, "Checking, once both games are played…")
            await games.played()
        snap = games.snap
        if not checking.checks.newest(mine):
            return
        if snap is None or games.worker is None or not input_text.holds(box, snap):
            refuse(capital(REFUSED["unplayed"]) + ".")
            return
        part = chosen_game()
        check_result.busy(result, "Checking…")
        stop.hidden = False
        worker = await engine.crab_checker(status)
        if not checking.checks.newest(mine):
            return
        if worker is not games.worker and checking.played is not snap:
            if not await played_in(worker, snap, mine):
                return
            checking.played = snap
        started = engine.parsed(await worker.crab_check_start(number, part))
        if not checking.checks.newest(mine):
            return
        if hasattr(started, "problem"):
            refuse(capital(started.problem) + ".")
            return
        if started.games:
            status("Checking against %s of %s…" % (plural(started.games, "mistaken game"), NAMES[part]))
        while True:
            said = engine.parsed(await worker.crab_check_for(SLICE_MS))
            if not checking.checks.newest(mine):
                return
            if hasattr(said, "checked"):
                break
            progress(said.progress, started.games)
        if said.checked is not None:
            show(said.checked)
    except Exception as error:
        if checking.checks.newest(mine):
            check_result.put_away(result)  # its "Checking…" with it
            status(engine.failed(error, "Your decks are kept", "press Check"))
    finally:
        if checking.checks.newest(mine):
            stop.hidden = True
            answered()


async def played_in(worker, snap, mine):
    """Play both games on `snap` in the checking worker, which is not the one that played them on show: True
    once played, False when the check was stopped or put away meanwhile."""
    status("Playing the games in full Python…")
    await input_text.send(worker.crab_start, snap)
    while checking.checks.newest(mine):
        if hasattr(engine.parsed(await worker.crab_play_for(SLICE_MS)), "games"):
            return checking.checks.newest(mine)
    return False


def progress(shown, games_to_play):
    if hasattr(shown, "parting"):
        status("Finding where each mistaken game leaves the right one…")
    else:
        status("Checking: %d of %d mistaken games played…" % (shown.done, games_to_play))


def refuse(why):
    check_result.refuse(result, why)
    status("")


def show(said):
    check_result.write(
        result,
        said,
        lambda item, match: parting(item, match, said.part),
        lambda: [element("li", rule) for rule in said.checklist],
    )
    status("")  # the result, a live region, says the verdict
    bring_into_view(result)


def parting(item, match, part):
    """Where the mistaken game leaves the right one, with a way to that round in the replay."""
    item.append(element("p", match.parted))
    if hasattr(match, "show"):
        jump = element("button", match.show, "secondary round-link")
        jump.type = "button"
        jump.dataset.part = str(part)
        jump.dataset.round = str(match.round)
        jump.dataset.what = match.what
        item.append(jump)


@when("click", "#crab-check-result", CRAB)
def on_result(event):
    jump = event.target.closest(".round-link")
    if jump is None:
        return None
    return open_round(int(jump.dataset.part), int(jump.dataset.round), jump.dataset.what)


async def open_round(part, number, what):
    await replay.show_round(part, number, what)
    answered()


@when("crab-played", document)
def on_played(event):
    """Other games are on show: a check of the games before is put away."""
    checking.checks.drop()
    check_result.put_away(result)
    stop.hidden = True
    status("")
