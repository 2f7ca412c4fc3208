// The tabs and the address's fragment: one router, at work from the page's first paint.
//
// The tabs follow the WAI-ARIA tabs pattern: a click, or the arrows, Home and End, choose one, which shows its
// panel, title and introduction at once, even while the page's Python starts.  A tab chosen by the keyboard keeps
// the focus, for the arrows; one chosen with a pointer hands it to its panel, so that the arrows then step the view
// there (How it works) rather than choose the next tab.  The tab on show is the fragment (#crab, #how; none for
// Camel Cards), so that a reload, or a link, opens it.  A fragment may also be:
// - a share link (input=…): taken out of the address at once, so that a reload does not open it again, and
//   held here for the page's Python, which never holds its text (it may be megabytes); its game's tab shows;
// - a link to a line of the core's source (#rules.py-L12), which opens How it works;
// - a tab with the place on show in it, after its name (#how&step=3, #crab&replay=2&sub=8.3&round=5,
//   #code&game=crab&step=12), which a view that shows steps writes (`setPlace`, once stepping pauses) and reads
//   (`place`), and which the tab chosen again gives back; a share link may carry one (view=how&step=3).
// A share link with `embed` in it makes the page an embedded one (html[data-embed], from the first paint): its
// address is left as it is, since the page keeps nothing and a reload must open the link again.  Python follows:
// a tab opened on "tab-chosen" (the start opens the tab on show), a link on "link-opened", a line on "line-chosen".

import { FURTHEST, LINE, LINK, ORDER, TABS, linkTab, placeIn, tabOf, unplaced } from "./fields.js";
import { NAME } from "./name.js";

export { READ, readable } from "./fields.js";

let link = null;
// What the page says back of the fields after a tab's name in the address last followed that say no place in it
// (replay=3, typed by hand), as `unplaced` gives it ({fields, more}: none when a tab was chosen since); null once
// told.
const NONE = { fields: [], more: 0 };
let ignored = null;

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

// Each tab's place as the address last held it while the tab was on show (a replay's round still to come, say).
const places = {};

function address(fragment) {
  if (embedded) return;
  const name = tabOf(fragment);
  if (name !== undefined) places[name] = fragment;
  history.replaceState(history.state, "", location.pathname + location.search + (fragment ? "#" + fragment : ""));
}

/** Show `tab`: its panel, its title (the tab's own name) and its introduction (the one for its id); the
 * address names it, unless `fragment` is given to keep. */
export function show(tab, fragment) {
  if (waiting && tab !== current()) write(); // the place on show, still to be written, is the tab's to give back
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
  ignored = NONE; // what was said of the address before goes
  if (tab === current()) return; // the tab on show chosen again: its place, in the address, stays
  show(tab, places[nameOf(tab)]);
  tab.dispatchEvent(new Event("tab-chosen", { bubbles: true }));
}

// A place is written once stepping pauses this long, or a second at most after the first step unwritten (a
// browser refuses a page that replaces its address hundreds of times in a few seconds: Safari throws past 100 in
// 30 s), and as its tab or the page is left.
const [PAUSE_MS, MOST_MS] = [300, 1000];
const root = document.documentElement;
// The place waiting to be written ({fragment, from, since, timer}: `from` the address it was set over, `since`
// when), and the fragment written last.
let [waiting, written] = [null, ""];

/** The place on show in tab `name`, as the address holds it (or will, once stepping pauses): {game, step, round,
 * replay, sub}, each a string, "" when the address says none. */
export function place(name) {
  const fragment = waiting?.fragment ?? location.hash.slice(1);
  // An embedded page's address stays its link, which names its tab and place as a share link does.
  // A code link's step is the Code tab's to offer once the link's code is in (a link's code never runs by itself).
  const fromLink = embedded && name !== "code" && linkTab(fragment) === name;
  const said = tabOf(fragment) === name || fromLink ? placeIn(fragment, name) : "";
  const fields = said.split("&").filter(Boolean).map((field) => field.split("="));
  const read = { game: "", step: "", round: "", replay: "", sub: "", ...Object.fromEntries(fields) };
  for (const number of ["step", "round"]) read[number] = read[number].replace(/^0+(?=\d)/, "").replace(/^\d{10,}$/, FURTHEST);
  return read;
}

/** The fields after a tab's name in the address last followed that said no place in it ({fields, more}, `unplaced`),
 * once: the page says why it shows none of them.  Null when no address was followed, nor a tab chosen, since. */
export function takeIgnored() {
  const said = ignored;
  ignored = null;
  return said;
}

/** Write the place on show in tab `name` into the address ({step: 3}) while that tab is on show: replacing the
 * history entry, once stepping pauses (or a second on, while it goes on), and only if the address has not changed
 * meanwhile (a link followed, a tab chosen, Back).  html[data-placing] is there while a place waits. */
export function setPlace(name, fields) {
  if (nameOf(current()) !== name) return;
  const said = ORDER.filter((field) => field in fields).map((field) => `${field}=${fields[field]}`).join("&");
  waiting ??= { from: location.hash, since: performance.now() };
  clearTimeout(waiting.timer);
  waiting.fragment = [name, placeIn(said, name)].filter(Boolean).join("&");
  waiting.timer = setTimeout(write, Math.min(PAUSE_MS, waiting.since + MOST_MS - performance.now()));
  root.setAttribute("data-placing", "");
}

function write() {
  const { fragment, from } = waiting ?? {};
  drop();
  if (location.hash !== from) return;
  written = fragment;
  if (fragment !== location.hash.slice(1)) address(fragment);
}

/** Forget the place waiting to be written. */
function drop() {
  clearTimeout(waiting?.timer);
  waiting = null;
  root.removeAttribute("data-placing");
}

/** Whether the place in the address is one the page itself put there (or is about to), rather than a link, a
 * reload or the visitor. */
export const own = () => waiting !== null || location.hash.slice(1) === written;


/** Follow the fragment in the address: what it was ("tab", "line", "link"; "tab" too for one that names nothing of
 * this page, the tab on show), or "" when there is none (or, embedded, it names nothing). */
function follow() {
  drop();
  written = ""; // what the address holds is no longer the page's own
  const fragment = location.hash.slice(1);
  const tab = tabOf(fragment);
  ignored = NONE;
  if (tab !== undefined) {
    ignored = unplaced(fragment, tab);
    show(named(tab), [tab, placeIn(fragment, tab)].filter(Boolean).join("&")); // what says no place is dropped
    return "tab";
  }
  if (LINE.test(fragment)) {
    show(named("how"), fragment);
    return "line";
  }
  if (LINK.test(fragment)) {
    link = fragment;
    const name = linkTab(fragment);
    // A link's code never runs by itself: its step is the Code tab's to offer, once the code is in, and to put
    // in the address when shown.  The other tabs are each one game's.
    const place = name === "code" ? "" : placeIn(fragment, name);
    show(named(name), name && [name, place].filter(Boolean).join("&"));
    return "link";
  }
  if (fragment && !embedded) {
    // It names nothing of this page (#bogus, typed by hand): the tab on show says so, and the address names it.
    ignored = unplaced(fragment);
    show(current());
    return "tab";
  }
  return "";
}

/** A share link's fragment held for the page, as a Blob, once; or null. */
export function takeLink() {
  const held = link === null ? null : new Blob([link]);
  link = null;
  return held;
}

/** This page's whole address with the fragment `fragment`: a link to it, with what the fragment carries. */
export const linkTo = (fragment) => location.origin + location.pathname + "#" + fragment;

/** The address of the full page for this embedded one: its link, without `embed`. */
export function fullPage() {
  return linkTo(location.hash.slice(1).split("&").filter((field) => field.split("=")[0] !== "embed").join("&"));
}

/** The line of the core's source the address links to (rules.py-L12), or "". */
export const line = () => (LINE.test(location.hash.slice(1)) ? location.hash.slice(1) : "");

// A reload comes back to the place on show as it goes: the reload's address is fixed as it is asked for
// (beforeunload), though the page runs on until it goes (pagehide), and may step and write its place meanwhile; the
// place then on show (written or still waiting) is kept in the tab's sessionStorage beside that address, and put
// in the address before it is followed.  The other tabs' places are kept with it, for each tab chosen again.
const PLACING = NAME + ":placing";
let asked = null; // the address a reload asked for goes to

function caughtUp() {
  try {
    const said = sessionStorage.getItem(PLACING);
    unkeep();
    const { from, fragment, others } = JSON.parse(said ?? "null") ?? {};
    const reloaded = performance.getEntriesByType("navigation")[0]?.type === "reload";
    const kept = typeof fragment === "string" && typeof from === "string";
    if (!kept || !reloaded || embedded || location.hash !== from) return;
    if (fragment !== from.slice(1)) history.replaceState(history.state, "", "#" + fragment);
    for (const [name, place] of Object.entries(others ?? {})) {
      if (typeof place === "string" && tabOf(place) === name) places[name] = place;
    }
  } catch {} // a blocked sessionStorage: the address as it is
}

function keep() {
  const from = asked ?? location.hash;
  const fragment = waiting?.fragment ?? location.hash.slice(1);
  if (embedded) return;
  try {
    sessionStorage.setItem(PLACING, JSON.stringify({ from, fragment, others: places }));
  } catch {}
}

/** Forget a place kept for a reload that did not come back to it (the page shown again from the back-forward cache). */
const unkeep = () => { try { sessionStorage.removeItem(PLACING); } catch {} };

caughtUp();
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", follow, { once: true });
else follow();

function changed() {
  asked = null; // (a reload asked for is called off by a new address)
  const followed = follow();
  if (followed === "link") document.dispatchEvent(new Event("link-opened"));
  else if (followed === "line") document.dispatchEvent(new Event("line-chosen"));
  else if (followed === "tab") current().dispatchEvent(new Event("tab-chosen", { bubbles: true }));
}

addEventListener("hashchange", changed);
// Back or Forward to an entry of the same address (a tab chosen after a link to it) is no change of the hash: a
// place still waiting was for the entry left, and is not written into this one, whose own place is followed.
addEventListener("popstate", () => waiting && location.hash === waiting.from && changed());

addEventListener("beforeunload", () => { asked = location.hash; });
addEventListener("pagehide", () => { keep(); if (waiting) write(); });
// A page kept whole as it was left (the back-forward cache) and shown again is not reloaded: the place it kept for a
// reload is forgotten, or a reload later on, at that address again, would show it instead of the step on show.
addEventListener("pageshow", (event) => event.persisted && unkeep());
addEventListener("visibilitychange", () => document.visibilityState === "hidden" && waiting && write());

addEventListener("click", (event) => {
  const tab = event.target.closest?.('[role="tab"]');
  if (!tab) return;
  choose(tab);
  // (Enter or Space on a tab clicks it too, with a `detail` of 0: no pointer.)
  if (event.detail > 0) document.getElementById(tab.getAttribute("aria-controls")).focus({ preventScroll: true });
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
