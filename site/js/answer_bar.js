// In one column, as on a phone, the answer sits below the box, out of sight while one types or pastes there:
// a bar at the foot of the window says what the answer pane shows (the total, Crab Combat's scores, or the first
// problem, marked while out of date), and brings the pane into view when pressed.  It reads the pane's own marks,
// so that it says no more and no less than the pane: a hidden answer stays hidden.

// Each game's pane, by the ids in it: its answer, where the bar leads in it, the answer's words in a line, its
// problems and their list.
const PANES = {
  camel: {
    answer: "answer",
    focus: "total",
    said: (one, pane, hidden) =>
      `${one("#total-label").textContent} ${hidden ? "(hidden until you ask)" : one("#total").textContent}`,
    problems: "problems",
    errors: "errors",
  },
  crab: {
    answer: "crab-answer",
    focus: "crab-score-1",
    said: (one, pane, hidden) =>
      hidden
        ? "Both games played: the scores are hidden until you ask"
        : [...pane.querySelectorAll("#crab-results tbody tr")]
            .map((row) => `${row.cells[0].textContent}: ${one(`#crab-score-${row.dataset.part}`).textContent}`)
            .join(" · "),
    problems: "crab-problems",
    errors: "crab-errors",
  },
};

/** What `pane` (of `game`) shows, in a line, and whether it is out of date; null when it shows no answer or
 * problems. */
function summary(pane, game) {
  const one = (selector) => pane.querySelector(selector);
  const { answer: answerId, said, problems: problemsId, errors } = PANES[game];
  const answer = one(`#${answerId}`);
  const problems = one(`#${problemsId}`);
  if (answer && !answer.hidden) {
    const hidden = document.documentElement.hasAttribute("data-spoiler-free") && !answer.hasAttribute("data-revealed");
    return { text: said(one, pane, hidden), stale: answer.hasAttribute("data-stale") };
  }
  if (problems && !problems.hidden) {
    const listed = problems.querySelectorAll(`#${errors} li`);
    // A problem's place (its button) and message, as draw.js lists them, without the line's own text.
    const [place, message] = listed.length ? listed[0].childNodes : [];
    const first = place ? place.textContent.replace(/^./, (letter) => letter.toUpperCase()) + (message?.textContent ?? "") : "";
    const count = `${listed.length} problem${listed.length === 1 ? "" : "s"}`;
    const atLeast = problems.hasAttribute("data-more") ? "At least " : ""; // the input was read for its first ones
    return { text: `${atLeast}${count}. ${first}`, stale: problems.hasAttribute("data-stale") };
  }
  return null;
}

// Each bar watched ({bar, box}): the one in the tab on show places itself, and the room kept clear of it.
const bars = [];

/** Place the bar of the tab on show: at the top of the window while it would cover the foot of its box as it is
 * typed in (a phone's keyboard open leaves the window short); what the keyboard's focus, or a link, brings into
 * view stops clear of it, so that it never covers a control one goes to. */
function place() {
  const on = bars.find(({ bar }) => !bar.closest('[role="tabpanel"]').hidden);
  const shown = on && !on.bar.hidden;
  const typing = shown && document.activeElement === on.box;
  const top = typing && on.box.getBoundingClientRect().bottom > innerHeight - on.bar.offsetHeight - 16;
  on?.bar.classList.toggle("at-top", top);
  const room = shown ? `${on.bar.offsetHeight + 16}px` : "";
  document.documentElement.style.scrollPaddingTop = top ? room : "";
  document.documentElement.style.scrollPaddingBottom = top ? "" : room;
}
for (const event of ["focusin", "focusout"]) document.addEventListener(event, place);
for (const event of ["scroll", "resize"]) addEventListener(event, place, { passive: true });

/** Keep `bar` saying what `pane` (of `game`, PANES's) shows, on show while the pane is out of sight, beside the
 * box its input is typed in, `box`. */
export function watch(bar, pane, box, game) {
  const [text] = bar.getElementsByClassName("answer-bar-text");
  let away = false;
  const update = () => {
    const shown = summary(pane, game);
    if (shown) {
      if (text.textContent !== shown.text) text.textContent = shown.text;
      bar.toggleAttribute("data-stale", shown.stale);
    }
    bar.hidden = !shown || !away;
    place();
  };
  bars.push({ bar, box });
  const panel = bar.closest('[role="tabpanel"]');
  new MutationObserver(place).observe(panel, { attributes: true, attributeFilter: ["hidden"] });
  new IntersectionObserver(([entry]) => {
    away = !entry.isIntersecting;
    update();
  }).observe(pane);
  new MutationObserver(update).observe(pane, {
    subtree: true, childList: true, characterData: true, attributes: true,
    attributeFilter: ["hidden", "data-stale", "data-value", "data-revealed", "data-more"],
  });
  new MutationObserver(update).observe(document.documentElement, { attributes: true, attributeFilter: ["data-spoiler-free"] });
  bar.addEventListener("click", () => {
    pane.scrollIntoView({ block: "start" });
    // Where it leads, for a keyboard and a screen reader too: the answer, or the first problem's line.
    const { answer, focus, problems, errors } = PANES[game];
    const lead = `#${answer}:not([hidden]) #${focus}, #${problems}:not([hidden]) #${errors} button`;
    pane.querySelector(lead)?.focus({ preventScroll: true });
  });
}
