// In one column, as on a phone, the answer sits below the box, out of sight while one types or pastes there:
// a bar at the foot of the window says what the answer pane shows (the total, or the first problem, marked
// while out of date), and brings the pane into view when pressed.  It reads the pane's own marks, so that it
// says no more and no less than the pane: a hidden answer stays hidden.

/** What `pane` shows, in a line, and whether it is out of date; null when it shows no answer or problems. */
function summary(pane) {
  const one = (selector) => pane.querySelector(selector);
  const answer = one("#answer");
  const problems = one("#problems");
  if (answer && !answer.hidden) {
    const hidden = document.documentElement.hasAttribute("data-spoiler-free") && !answer.hasAttribute("data-revealed");
    const total = hidden ? "(hidden until you ask)" : one("#total").textContent;
    return { text: `${one("#total-label").textContent} ${total}`, stale: answer.hasAttribute("data-stale") };
  }
  if (problems && !problems.hidden) {
    const listed = problems.querySelectorAll("#errors li");
    // A problem's place (its button) and message, as draw.js lists them, without the line's own text.
    const [place, message] = listed.length ? listed[0].childNodes : [];
    const first = place ? place.textContent.replace(/^./, (letter) => letter.toUpperCase()) + (message?.textContent ?? "") : "";
    const count = listed.length === 1 ? "1 problem" : `${listed.length} problems`;
    return { text: `${count}. ${first}`, stale: problems.hasAttribute("data-stale") };
  }
  return null;
}

/** Keep `bar` saying what `pane` shows, on show while the pane is out of sight; at the top of the window while
 * it would cover the foot of `box` as it is typed in (a phone's keyboard open leaves the window short). */
export function watch(bar, pane, box) {
  const [text] = bar.getElementsByClassName("answer-bar-text");
  let away = false;
  const update = () => {
    const shown = summary(pane);
    if (shown) {
      if (text.textContent !== shown.text) text.textContent = shown.text;
      bar.toggleAttribute("data-stale", shown.stale);
    }
    bar.hidden = !shown || !away;
    place();
  };
  const place = () => {
    const typing = document.activeElement === box && !bar.hidden;
    const top = bar.classList.toggle("at-top", typing && box.getBoundingClientRect().bottom > innerHeight - bar.offsetHeight - 16);
    // What the keyboard's focus, or a link, brings into view stops clear of the bar, so that it never covers a
    // control one goes to.
    const room = bar.hidden ? "" : `${bar.offsetHeight + 16}px`;
    document.documentElement.style.scrollPaddingTop = top ? room : "";
    document.documentElement.style.scrollPaddingBottom = top ? "" : room;
  };
  for (const event of ["focusin", "focusout"]) document.addEventListener(event, place);
  for (const event of ["scroll", "resize"]) addEventListener(event, place, { passive: true });
  new IntersectionObserver(([entry]) => {
    away = !entry.isIntersecting;
    update();
  }).observe(pane);
  new MutationObserver(update).observe(pane, {
    subtree: true, childList: true, characterData: true, attributes: true,
    attributeFilter: ["hidden", "data-stale", "data-value", "data-revealed"],
  });
  new MutationObserver(update).observe(document.documentElement, { attributes: true, attributeFilter: ["data-spoiler-free"] });
  bar.addEventListener("click", () => {
    pane.scrollIntoView({ block: "start" });
    // Where it leads, for a keyboard and a screen reader too: the total, or the first problem's line.
    pane.querySelector("#answer:not([hidden]) #total, #problems:not([hidden]) #errors button")?.focus({ preventScroll: true });
  });
}
