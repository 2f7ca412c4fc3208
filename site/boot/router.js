// The tabs and the address's fragment: one router, at work from the page's first paint.
//
// The tabs follow the WAI-ARIA tabs pattern: a click, or the arrows, Home and End, choose one, which shows its
// panel, title and introduction at once, even while the page's Python starts.  The tab on show is the
// fragment (#crab, #how; none for Camel Cards), so that a reload, or a link, opens it.  A fragment may also be:
// - a share link (input=…): taken out of the address at once, so that a reload does not open it again, and
//   held here for the page's Python, which never holds its text (it may be megabytes); its game's tab shows;
// - a link to a line of the core's source (#rules.py-L12), which opens How it works;
// - a tab with fields of its view (#code&step=12), which that tab's Python reads (`field`).
// What follows in Python: opening a tab on the event "tab-chosen" (the start opens the tab on show), a link
// opened in an open page on "link-opened", a line on "line-chosen".

// Each tab's name in the address, and its id: the page's Python asks by name (`named`, `nameOf`).
const TABS = { "": "tab-camel", crab: "tab-crab", how: "tab-how", code: "tab-code" };
const LINE = /^[a-z_]+\.py-L\d+$/;
let link = null;

const all = () => [...document.querySelectorAll('[role="tab"]')];
/** The tab called `name` in the address ("" for Camel Cards, "crab", "how", "code"). */
export const named = (name) => document.getElementById(TABS[name]);

/** The name in the address of `tab`. */
export const nameOf = (tab) => Object.keys(TABS).find((name) => TABS[name] === tab.id);

/** The tab on show. */
export const current = () => document.querySelector('[role="tab"][aria-selected="true"]');

/** Put `fragment` in the address in place of the one there (no history entry). */
export function address(fragment) {
  history.replaceState(history.state, "", location.pathname + location.search + (fragment ? "#" + fragment : ""));
}

/** Show `tab`: its panel, its title (the tab's own name) and its introduction (the one for its id); the
 * address names it, unless `fragment` is given to keep. */
export function show(tab, fragment) {
  for (const other of all()) {
    const selected = other === tab;
    other.setAttribute("aria-selected", String(selected));
    other.tabIndex = selected ? 0 : -1;
    document.getElementById(other.getAttribute("aria-controls")).hidden = !selected;
  }
  for (const intro of document.querySelectorAll(".intro")) intro.hidden = intro.dataset.tab !== tab.id;
  document.getElementById("title").textContent = tab.textContent;
  document.title = `${tab.textContent} solver · Advent of Code`;
  address(fragment ?? nameOf(tab));
}

function choose(tab) {
  show(tab);
  tab.dispatchEvent(new Event("tab-chosen", { bubbles: true }));
}

/** Follow the fragment in the address: what it was ("tab", "line", "link"), or "" when it names nothing. */
function follow() {
  const fragment = location.hash.slice(1);
  const name = fragment.split("&")[0]; // a tab, with fields of its view to keep (code&step=12)
  if (name in TABS) {
    show(named(name), fragment);
    return "tab";
  }
  if (LINE.test(fragment)) {
    show(named("how"), fragment);
    return "line";
  }
  if (/(^|&)input=/.test(fragment)) {
    link = fragment;
    show(named(/(^|&)code=/.test(fragment) ? "code" : /(^|&)game=crab(&|$)/.test(fragment) ? "crab" : ""));
    return "link";
  }
  return "";
}

/** The field `name` of the address's fragment (step, in #code&step=12), or null. */
export const field = (name) => new URLSearchParams(location.hash.slice(1)).get(name);

/** A share link's fragment held for the page, as a Blob, once; or null. */
export function takeLink() {
  const held = link === null ? null : new Blob([link]);
  link = null;
  return held;
}

/** The line of the core's source the address links to (rules.py-L12), or "". */
export const line = () => (LINE.test(location.hash.slice(1)) ? location.hash.slice(1) : "");

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", follow, { once: true });
else follow();

addEventListener("hashchange", () => {
  const followed = follow();
  if (followed === "link") document.dispatchEvent(new Event("link-opened"));
  else if (followed === "line") document.dispatchEvent(new Event("line-chosen"));
  else if (followed === "tab") current().dispatchEvent(new Event("tab-chosen", { bubbles: true }));
});

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
