// The tabs and the address's fragment: one router, at work from the page's first paint.
//
// The tabs follow the WAI-ARIA tabs pattern: a click, or the arrows, Home and End, choose one, which shows its
// panel, title and introduction at once, even while the page's Python starts.  The tab on show is the
// fragment (#crab, #how; none for Camel Cards), so that a reload, or a link, opens it.  A fragment may also be:
// - a share link (input=…): taken out of the address at once, so that a reload does not open it again, and
//   held here for the page's Python, which never holds its text (it may be megabytes); its game's tab shows;
// - a link to a line of the core's source (#rules.py-L12), which opens How it works.
// A share link may name its tab (`tab=how`), and `embed` in it makes the page an embedded one (html[data-embed],
// from the first paint): its address is left as it is, since the page keeps nothing and a reload must open the
// link again.
// What follows in Python: opening a tab on the event "tab-chosen" (the start opens the tab on show), a link
// opened in an open page on "link-opened", a line on "line-chosen".

// Each tab's name in the address, and its id: the page's Python asks by name (`named`, `nameOf`).
const TABS = { "": "tab-camel", crab: "tab-crab", how: "tab-how", code: "tab-code" };
const LINE = /^[a-z_]+\.py-L\d+$/;
let link = null;

/** Whether this page is embedded in another (`embed` in the address's fragment), fixed as it loads: what it
 * keeps lives in memory only, and only the view it was made for shows. */
export const embedded = /(^|&)embed(=|&|$)/.test(location.hash.slice(1));
if (embedded) document.documentElement.setAttribute("data-embed", "");

const all = () => [...document.querySelectorAll('[role="tab"]')];
/** The tab called `name` in the address ("" for Camel Cards, "crab", "how", "code"). */
export const named = (name) => document.getElementById(TABS[name]);

/** The name in the address of `tab`. */
export const nameOf = (tab) => Object.keys(TABS).find((name) => TABS[name] === tab.id);

/** The tab on show. */
export const current = () => document.querySelector('[role="tab"][aria-selected="true"]');

function address(fragment) {
  if (embedded) return;
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
  if (fragment in TABS) {
    show(named(fragment));
    return "tab";
  }
  if (LINE.test(fragment)) {
    show(named("how"), fragment);
    return "line";
  }
  if (/(^|&)input=/.test(fragment)) {
    link = fragment;
    const tab = fragment.match(/(?:^|&)tab=([a-z]*)(?:&|$)/)?.[1];
    show(named(tab in TABS ? tab : /(^|&)code=/.test(fragment) ? "code" : /(^|&)game=crab(&|$)/.test(fragment) ? "crab" : ""));
    return "link";
  }
  return "";
}

/** A share link's fragment held for the page, as a Blob, once; or null. */
export function takeLink() {
  const held = link === null ? null : new Blob([link]);
  link = null;
  return held;
}

/** The address of the full page for this embedded one: its link, without `embed`. */
export function fullPage() {
  const fields = location.hash.slice(1).split("&").filter((field) => field.split("=")[0] !== "embed");
  return location.origin + location.pathname + "#" + fields.join("&");
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
