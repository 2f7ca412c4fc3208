// The tabs, in the WAI-ARIA tabs pattern (a click, or the arrows, Home and End, choose one), at work from the
// page's first paint: a tab chosen shows its panel, title and introduction at once, even while the page's
// Python starts.  What opening a tab does in Python (Crab Combat puts back its decks, How it works walks the
// input) follows the event "tab-chosen", or, for a tab chosen before the Python ran, the start.

const all = () => [...document.querySelectorAll('[role="tab"]')];

/** The tab on show. */
export const current = () => document.querySelector('[role="tab"][aria-selected="true"]');

/** Show `tab`: its panel, its title (the tab's own name) and its introduction (the one for its id). */
export function show(tab) {
  for (const other of all()) {
    const selected = other === tab;
    other.setAttribute("aria-selected", String(selected));
    other.tabIndex = selected ? 0 : -1;
    document.getElementById(other.getAttribute("aria-controls")).hidden = !selected;
  }
  for (const intro of document.querySelectorAll(".intro")) intro.hidden = intro.dataset.tab !== tab.id;
  document.getElementById("title").textContent = tab.textContent;
  document.title = `${tab.textContent} solver · Advent of Code`;
}

function choose(tab) {
  show(tab);
  tab.dispatchEvent(new Event("tab-chosen", { bubbles: true }));
}

addEventListener("click", (event) => {
  const tab = event.target.closest?.('[role="tab"]');
  if (tab) choose(tab);
});

addEventListener("keydown", (event) => {
  const tabs = all();
  const at = tabs.indexOf(event.target);
  if (at < 0) return;
  const moves = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 };
  if (!(event.key in moves)) return;
  event.preventDefault();
  const tab = tabs[(moves[event.key] + tabs.length) % tabs.length];
  tab.focus();
  choose(tab);
});
