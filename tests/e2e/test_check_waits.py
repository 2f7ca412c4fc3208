"""Check your answer as people meet it: a check made right after a part switch or an edit waits for the
answer it needs and answers, never refused; a number typed over a verdict puts the verdict away at once, and
a check under way shows that it is; a wrong number says how far it is from the answer, in coarse words while
the answer is hidden; a Crab Combat check that waits for full Python's download says how it goes."""

from camelcards_core.rules import PARTS
from tests.answers import total_winnings
from tests.e2e.slow import figures_come, figures_then_stopped, full_python_started, slowed
from tests.examples import CAMEL, CRAB

# Every verdict #check-result (or the Crab tab's) takes, in order, and what it is at the first frame after each
# input event of its field.
VERDICTS = """where => { window.__verdicts = []; window.__typed = [];
  const result = document.querySelector(where + '-result');
  new MutationObserver(() => window.__verdicts.push(result.hidden ? 'hidden' : result.dataset.verdict))
    .observe(result, { attributes: true, attributeFilter: ['data-verdict', 'hidden'] });
  document.querySelector(where + '-answer').addEventListener('input', () => requestAnimationFrame(() =>
    window.__typed.push({ hidden: result.hidden, said: result.querySelector('.verdict')?.textContent })), true);
}"""


def paste_and_enter(camel, number, field="#check-answer"):
    """Paste `number` over the field's text with Ctrl+V and press Enter, as a person does at once; the result."""
    camel.page.evaluate("text => navigator.clipboard.writeText(text)", number)
    camel.page.locator(field).click()
    camel.page.keyboard.press("Control+A")
    camel.page.keyboard.press("Control+V")
    camel.settle(lambda: camel.page.keyboard.press("Enter"))
    return camel.check_result(field.replace("answer", "result"))


# The page's MicroPython worker kept busy for a while, as on a slow machine: calls made of it meanwhile wait.
BUSY_WORKER = """async () => { const workers = await import(new URL('worker/workers.js', document.baseURI));
  const worker = await workers.get('micropython');
  for (let turn = 0; turn < 40; turn++) worker.warm_up(turn); }"""


def test_a_check_right_after_a_part_switch_waits_for_its_answer(camel):
    camel.open().solve(CAMEL)
    camel.page.evaluate(BUSY_WORKER)
    camel.page.locator('input[name="part"][value="2"]').click()
    result = paste_and_enter(camel, "5905")
    assert camel.page.is_checked('input[name="part"][value="2"]')
    assert result["verdict"] == "right" and result["said"] == "5,905 is right: it is the answer to part 2."


def test_a_check_right_after_an_edit_waits_for_its_answer(camel):
    camel.open().solve(CAMEL)
    camel.page.locator("#input").click()
    camel.page.keyboard.press("Control+End")
    camel.page.keyboard.press("ArrowLeft")  # before the last line's end
    camel.page.keyboard.type("7")  # the last bid, 483, is 4837
    total = str(total_winnings(camel.input_text, PARTS[1]))
    result = paste_and_enter(camel, total)
    assert result["verdict"] == "right" and camel.total == total, result


def typed_over(camel, check, digit):
    """Type `digit` at the end of the number in `check`'s field, over its verdict, and press Enter: what each
    frame after the key showed of the verdict, and the verdicts the result went through."""
    camel.page.evaluate(VERDICTS, check)
    camel.page.locator(check + "-answer").click()
    camel.page.keyboard.press("End")
    camel.page.keyboard.type(digit)
    camel.settle(lambda: camel.page.keyboard.press("Enter"))
    return camel.page.evaluate("[window.__typed, window.__verdicts]")


def test_a_number_typed_over_a_verdict_puts_it_away_and_a_check_shows_it_is_under_way(camel):
    camel.open().solve(CAMEL)
    assert camel.check_answer("6440")["verdict"] == "right"
    typed, verdicts = typed_over(camel, "#check", "1")
    assert typed and all(frame["hidden"] for frame in typed), typed  # no frame shows the verdict on 6,440
    assert verdicts[0] == "hidden" and verdicts.index("checking") < verdicts.index("wrong"), verdicts
    assert camel.check_result()["said"].startswith("64,401 is not the answer to part 1")


def test_a_crab_number_typed_over_a_verdict_puts_it_away(camel):
    camel.open().play_crab(CRAB)
    assert camel.check_crab_answer(306, 1)["verdict"] == "right"
    typed, verdicts = typed_over(camel, "#crab-check", "5")
    assert typed and all(frame["hidden"] for frame in typed), typed
    assert "checking" in verdicts and verdicts.index("checking") < verdicts.index("wrong"), verdicts


def test_a_wrong_number_says_how_far_it_is_in_coarse_words_while_the_answer_is_hidden(camel):
    camel.open().solve(CAMEL)
    near = camel.check_answer("6,441")
    assert near["said"] == "6,441 is not the answer to part 1: it is too high, by 1 (0.016%)."
    assert camel.check_answer(7000)["said"] == "7,000 is not the answer to part 1: it is too high, by 560 (8.7%)."
    assert "Does your code give each of these hands of your input its type?" in camel.page.inner_text("#check-result")
    camel.check_answer("6,441")
    camel.page.locator("#spoiler-free").click()
    hidden = "6,441 is not the answer to part 1: it is too high, and very close: within 0.1% of the answer."
    assert camel.check_result()["said"] == hidden  # the verdict on show reads as the choice wants
    assert camel.check_answer("6,441")["said"] == hidden and hidden in camel.status
    assert "6,440" not in camel.page.inner_text("#answer")
    camel.page.locator("#reveal").click()
    assert camel.check_result()["said"] == near["said"]


def test_a_crab_check_stopped_while_full_python_downloads_keeps_stops_words(camel):
    """A Crab Combat check on a slow connection says how much of full Python has come, as it comes; once
    stopped, the line says so, unchanged while the download goes on, and the next check is answered."""
    camel.open().play_crab(CRAB)
    slowed(camel.page, 4_000_000)
    camel.watch_status("#crab-check-status")
    camel.page.fill("#crab-check-answer", "326")
    camel.page.click("#crab-check-go")
    loading = figures_come(camel, "#crab-check-status")
    assert loading.startswith("Loading full Python (Pyodide, ") and loading.endswith("the mistaken games…")
    camel.settle(lambda: camel.page.click("#crab-check-stop"))
    full_python_started(camel)
    figures_then_stopped(camel, "#crab-check-status", loading)
    slowed(camel.page, None)
    assert camel.check_crab_answer(326, 1)["matches"] == ["loser-card-first"]


def test_a_crab_check_whose_download_stops_says_so_and_puts_its_checking_away(camel):
    """A check whose start of full Python stalls says so, with what to do, and leaves no "Checking…" behind."""
    camel.open().play_crab(CRAB)
    camel.page.route("**/pyscript/pyodide/pyodide.asm.wasm", lambda route: None)  # asked for, never answered
    assert camel.check_crab_answer(326, 1)["hidden"]
    said = camel.page.inner_text("#crab-check-status")
    assert "(its download stopped: " in said and said.endswith("Your decks are kept; press Check to try again.")
    camel.page.unroute("**/pyscript/pyodide/pyodide.asm.wasm")
    assert camel.check_crab_answer(326, 1)["matches"] == ["loser-card-first"]
