"""The page's glue: read the controls, call camelcards_core, write the results as text.  No rule lives here."""

from pyscript import document, when, window

from camelcards_core import InvalidInput, crab_combat
from camelcards_core.problems import MAX_PROBLEMS
from camelcards_core.table import solve

PAGE_ROWS = 200
SAVED = "camel-cards:input"

root = document.documentElement
textarea = document.getElementById("input")
status = document.getElementById("status")
shown = {"solution": None, "text": None, "rows": 0}


def part():
    return 2 if document.querySelector('input[name="part"][value="2"]').checked else 1


def element(tag, text=None, cls=None):
    node = document.createElement(tag)
    if text is not None:
        node.textContent = text
    if cls:
        node.className = cls
    return node


def list_problems(problems, listing_id):
    listing = document.getElementById(listing_id)
    listing.replaceChildren()
    for problem in problems:
        item = element("li", str(problem))
        if problem.text:
            item.append(element("code", problem.text))
        listing.append(item)


def show_problems(problems):
    document.getElementById("answer").hidden = True
    list_problems(problems, "errors")
    document.getElementById("problems").hidden = False
    more = " (showing the first %d)" % len(problems) if len(problems) >= MAX_PROBLEMS else ""
    status.textContent = "The input has %d problem%s%s; nothing was totalled." % (len(problems), "" if len(problems) == 1 else "s", more)


def hand_cell(hand, joker):
    cell = element("td", None, "hand")
    for label in hand:
        cell.append(element("mark", label, "joker") if label == joker else document.createTextNode(label))
    return cell


def change_text(change):
    return "+%d" % change if change > 0 else ("−%d" % -change if change < 0 else "0")


def append_rows():
    solution, chosen = shown["solution"], part()
    joker = solution.rankings[chosen].rules.joker
    start = shown["rows"]
    body = document.querySelector("#results tbody")
    for row in solution.rows(chosen, start, PAGE_ROWS):
        tr = element("tr")
        tr.append(element("td", str(row["rank"]), "num"))
        tr.append(hand_cell(row["hand"], joker))
        tr.append(element("td", row["type"]))
        tr.append(element("td", row["effective"] if row["effective"] != row["hand"] else "—", "hand"))
        tr.append(element("td", row["bid"], "num"))
        tr.append(element("td", row["winnings"], "num"))
        tr.append(element("td", "%d (%s)" % (row["other_rank"], change_text(row["change"])), "num"))
        body.append(tr)
    shown["rows"] = min(len(solution.hands), start + PAGE_ROWS)
    more = document.getElementById("more")
    more.hidden = shown["rows"] >= len(solution.hands)
    more.textContent = "Show %d more of %d" % (min(PAGE_ROWS, len(solution.hands) - shown["rows"]), len(solution.hands))


def show_solution():
    solution, chosen = shown["solution"], part()
    summary = solution.summary(chosen)
    document.getElementById("problems").hidden = True
    total = document.getElementById("total")
    total.textContent = summary["total"]
    total.dataset.value = summary["total"]
    document.getElementById("other-total").textContent = "Part %d would total %s." % (3 - chosen, summary["other_total"])
    count = summary["hands"]
    document.querySelector("#results caption").textContent = "Part %d: %d hand%s, weakest first" % (chosen, count, "" if count == 1 else "s")
    document.querySelector("#results tbody").replaceChildren()
    shown["rows"] = 0
    append_rows()
    document.getElementById("answer").hidden = False
    status.textContent = "Part %d: total winnings %s from %d hand%s." % (chosen, summary["total"], count, "" if count == 1 else "s")


def run():
    text = textarea.value
    root.setAttribute("data-busy", "")
    try:
        if text != shown["text"] or shown["solution"] is None:
            shown["text"], shown["solution"] = text, None
            shown["solution"] = solve(text)
        show_solution()
    except InvalidInput as error:
        show_problems(error.problems)
    finally:
        root.removeAttribute("data-busy")


@when("click", "#solve")
def on_solve(event):
    run()


@when("keydown", "#input")
def on_key(event):
    if event.key == "Enter" and (event.ctrlKey or event.metaKey):
        event.preventDefault()
        run()


@when("input", "#input")
def on_input(event):
    window.localStorage.setItem(SAVED, textarea.value)


@when("change", 'input[name="part"]')
def on_part(event):
    window.localStorage.setItem(SAVED + ":part", str(part()))
    if shown["solution"] is not None and textarea.value == shown["text"]:
        show_solution()


@when("click", "#more")
def on_more(event):
    append_rows()


@when("click", "#crab-solve")
def on_crab(event):
    crab_status = document.getElementById("crab-status")
    answer, trouble = document.getElementById("crab-answer"), document.getElementById("crab-problems")
    try:
        decks = crab_combat.parse(document.getElementById("crab-input").value)
    except InvalidInput as error:
        answer.hidden = True
        list_problems(error.problems, "crab-errors")
        trouble.hidden = False
        crab_status.textContent = "The decks have %d problem%s." % (len(error.problems), "" if len(error.problems) == 1 else "s")
        return
    body = document.querySelector("#crab-results tbody")
    body.replaceChildren()
    said = []
    for game, name in ((1, "Combat"), (2, "Recursive Combat")):
        result = crab_combat.play(decks[0], decks[1], game).as_dict()
        tr = element("tr")
        tr.dataset.part = str(game)
        tr.append(element("th", name))
        score = element("td", result["score"] or "no winner: the game repeats", "num score")
        if result["score"]:
            score.dataset.value = result["score"]
        tr.append(score)
        tr.append(element("td", "player %d" % result["winner"] if result["winner"] else "—"))
        for key in ("rounds", "sub_games", "max_depth"):
            tr.append(element("td", str(result[key]), "num"))
        tr.append(element("td", " ".join(result["deck"])))
        body.append(tr)
        said.append("%s %s" % (name, result["score"] or "never ends"))
    trouble.hidden = True
    answer.hidden = False
    crab_status.textContent = "; ".join(said) + "."


@when("click", '[role="tab"]')
def on_tab(event):
    for tab in document.querySelectorAll('[role="tab"]'):
        chosen = tab.id == event.currentTarget.id
        tab.setAttribute("aria-selected", "true" if chosen else "false")
        tab.tabIndex = 0 if chosen else -1
        document.getElementById(tab.getAttribute("aria-controls")).hidden = not chosen


def restore():
    saved = window.localStorage.getItem(SAVED)
    if saved and not textarea.value:
        textarea.value = saved
    if window.localStorage.getItem(SAVED + ":part") == "2":
        document.querySelector('input[name="part"][value="2"]').checked = True


restore()
document.getElementById("solve").disabled = False
document.getElementById("crab-solve").disabled = False
status.textContent = "Ready: paste your input and press Solve."
root.setAttribute("data-ready", "")
if textarea.value.strip():
    run()
