// What the page keeps in this browser, and under which keys.
//
// - Each browser tab of the page keeps its own: each game's input and code, and the part, rules and tab on
//   show.  A reload brings back the tab's own; a new tab starts from the newest of any tab.  So two tabs never
//   overwrite each other's input or code.  A tab knows itself by an id in its sessionStorage, which lasts as
//   long as the tab; a duplicated tab, which copies it, is told by the tab it copied (a BroadcastChannel) and
//   takes a new one.
// - What the page set aside when it put something else in its place (an input or a game's code: a share
//   link's, the example, a file, Reset, one brought back) is kept too, newest first, for every tab to bring
//   back.
//
// What is kept is named: each game's id (GAMES) for its input, `code(game)` for its code, "state".  Each record
// kept holds its text as `text`, and what else its owner needs.
//
// An embedded page (router.js) keeps in memory only (store.js), and is a tab of its own that no other tab hears
// of: it never writes its id in the sessionStorage it may share with the visitor's own tab of the page.

import * as store from "./store.js";
import { NAME } from "./store.js";
import { embedded } from "../boot/router.js";

/** The games' ids, by which the page's Python (pyscript.js_modules) names them too. */
export const GAMES = ["camel", "crab"];
/** The name under which game `game`'s code is kept. */
export const code = (game) => `code:${game}`;
const KEPT = [...GAMES, ...GAMES.map(code), "state"];
// Browser tabs whose inputs are kept: the oldest beyond these are forgotten.
const TABS = 12;
// Texts set aside, for each thing kept.
const ASIDE = 5;

/** What a tab keeps in its sessionStorage, under these keys: its id, and "no" under `warm` for a page whose
 * MicroPython worker is not warmed up (workers.js reads it; the tests of anything else set it). */
export const SESSION = { tab: NAME + ":tab", warm: NAME + ":warm" };

const keys = {
  kept: (tab, what) => `tab:${tab}:${what}`,
  index: "tabs", // {camel: {tab: time}, "code:camel": {…}, …, state: {…}}: when each tab last kept each thing
  aside: (what) => `aside:${what}`,
};
// What an earlier version of the page kept: one input a game, one set aside, the part, the rules as "order
// joker", and one code a game ({code, file, link}) with one set aside ({code, file}).
const LEGACY = ["input", "crab", "input:own", "crab:own", "part", "rules", "code:camel", "code:crab", "code-aside:camel", "code-aside:crab"];

const newId = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 10);

function tabId() {
  try {
    let id = sessionStorage.getItem(SESSION.tab);
    if (!id) sessionStorage.setItem(SESSION.tab, (id = newId()));
    return id;
  } catch {
    return newId(); // sessionStorage blocked: a tab of its own for as long as the page is open
  }
}

const me = { id: embedded ? newId() : tabId() };
const asked = newId();
const channel = "BroadcastChannel" in self && !embedded ? new BroadcastChannel(NAME) : null;
channel?.addEventListener("message", ({ data }) => {
  if (data.hello === me.id && data.from !== asked) channel.postMessage({ taken: me.id, to: data.from });
  if (data.taken === me.id && data.to === asked) {
    me.id = newId(); // a duplicate of another open tab: the same inputs so far, kept apart from now on
    try {
      sessionStorage.setItem(SESSION.tab, me.id);
    } catch {}
  }
});
channel?.postMessage({ hello: me.id, from: asked });

/** The tab most recently to keep `what`, other than this one, or undefined. */
function newest(index, what) {
  const times = Object.entries(index?.[what] ?? {}).filter(([tab]) => tab !== me.id);
  return times.sort((a, b) => b[1] - a[1])[0]?.[0];
}

let reading = null;

/** What the start restores, read once, in one transaction where it can be: this tab's own; for a new tab, the
 * newest tab's; else what an earlier version of the page kept (moved to where this one keeps it). */
function atStart() {
  reading ??= (async () => {
    const [index, ...values] = await store.getMany([keys.index, ...KEPT.map((what) => keys.kept(me.id, what)), ...LEGACY]);
    const found = { records: Object.fromEntries(KEPT.map((what, i) => [what, values[i]])) };
    // A tab that has kept anything before is being reloaded: what it did not keep, it did not hold.
    const known = Object.values(index ?? {}).some((times) => me.id in times);
    const missing = known ? [] : KEPT.filter((what) => !found.records[what]);
    const from = missing.map((what) => newest(index, what));
    const theirs = await store.getMany(missing.map((what, i) => (from[i] ? keys.kept(from[i], what) : "")));
    // What a new tab takes from the newest is its own at once: its reloads bring it back, whatever that tab
    // does next, and whether or not this one has shown it yet (a game's code before the Code tab opens).
    for (const [i, what] of missing.entries()) if ((found.records[what] = theirs[i])) await keep(what, theirs[i]);
    const legacy = values.slice(KEPT.length);
    if (legacy.some((value) => value !== undefined)) await moveLegacy(found.records, legacy);
    found.records.state ??= {};
    return found;
  })();
  return reading;
}

async function moveLegacy(found, [input, crab, ownInput, ownCrab, part, rules, ...codes]) {
  const inputs = [input, crab];
  const owns = [ownInput, ownCrab];
  const record = (value) => (typeof value === "string" ? { text: value, origin: "own" } : value);
  const codeRecord = (value) => value?.code && { text: value.code, file: value.file ?? "", origin: value.link ? "link" : "own" };
  GAMES.forEach((game, i) => {
    found[game] ??= record(inputs[i]);
    found[code(game)] ??= codeRecord(codes[i]);
  });
  if (!found.state) {
    const [order, ...joker] = typeof rules === "string" ? rules.split(" ") : [];
    found.state = { part, ...(order !== undefined ? { rules: { order, joker: joker.join(" ") } } : {}) };
  }
  const why = "kept by an earlier version of the page";
  for (const [i, game] of GAMES.entries()) {
    if (typeof owns[i] === "string") await setAside(game, { text: owns[i] }, why);
    const aside = codeRecord(codes[GAMES.length + i]);
    if (aside) await setAside(code(game), aside, why);
  }
  for (const what of KEPT) if (found[what]) await keep(what, found[what]);
  await Promise.all(LEGACY.map((key) => store.remove(key)));
}

/** What to put back at the start of `what` (an input or a game's code): its record, or undefined. */
export async function restored(what) {
  return (await atStart()).records[what];
}

/** The part, rules, tab and choice to hide the answers to put back at the start, and the digest of each game's code
 * the tab last traced: {part, rules: {order, joker}, view, spoilerFree, traced: {camel, crab}}, each optional.  A new tab's, the newest tab's, is its own at once, for its reloads. */
export async function restoredState() {
  return { ...(await atStart()).records.state };
}

/** Note in the index that this tab kept `what` now, and forget the tabs that kept nothing for longest. */
function touch(what) {
  let gone = [];
  return store.update(
    keys.index,
    (index = {}) => {
      const changed = { ...index, [what]: { ...index[what], [me.id]: Date.now() } };
      const last = new Map();
      for (const times of Object.values(changed)) {
        for (const [tab, at] of Object.entries(times)) last.set(tab, Math.max(last.get(tab) ?? 0, at));
      }
      gone = [...last.keys()].sort((a, b) => last.get(b) - last.get(a)).slice(TABS);
      for (const [each, times] of Object.entries(changed)) {
        changed[each] = Object.fromEntries(Object.entries(times).filter(([tab]) => !gone.includes(tab)));
      }
      return changed;
    },
    (objects) => {
      for (const tab of gone) KEPT.forEach((what) => objects.delete(keys.kept(tab, what)));
    },
  );
}

let saves = 0;

/** Keep `record` as this tab's `what` (an input, {text, origin}, or a game's code, {text, file, origin}); true
 * when it will outlast the page.  html[data-kept] counts the saves, for a watcher. */
export async function keep(what, record) {
  const lasting = await store.put(keys.kept(me.id, what), record);
  await touch(what);
  document.documentElement.dataset.kept = String(++saves);
  return lasting;
}

const state = {};

/** Keep `change` (some of part, rules, view, spoilerFree, traced) as this tab's state, with the rest as it was. */
export async function keepState(change) {
  const atLoad = (await atStart()).records.state;
  Object.assign(state, { ...atLoad, ...state, ...change }); // what this page chose since it loaded wins
  await store.put(keys.kept(me.id, "state"), { ...state });
  await touch("state");
}

const entry = (record, why) => ({ ...record, why, at: Date.now() });

/** Set `record` ({text, …}) aside for `what`, saying `why`, unless its text is blank: first of those to bring
 * back (one set aside before with the same text moves up with it). */
export async function setAside(what, record, why) {
  if (!record.text.trim()) return;
  await store.update(keys.aside(what), (list = []) => capped([entry(record, why), ...list.filter((each) => each.text !== record.text)]));
}

/** The list kept to ASIDE by forgetting, wherever they stand in it, first what came from a share link (the
 * link gives it again), then what was set aside longest ago: Bring back puts what it replaces at the end, and
 * that was set aside just now. */
function capped(list) {
  const mine = (each) => (each.origin === "link" ? 0 : 1);
  const kept = [...list].sort((a, b) => mine(b) - mine(a) || b.at - a.at).slice(0, ASIDE);
  return list.filter((each) => kept.includes(each));
}

/** The size of a record's text, by which the page names it without reading it (a game's code may be more than
 * its Python can hold): {chars, lines}, the lines up to the last that holds more than its line feed. */
export function sizeOf({ text }) {
  let end = text.length;
  while (end && text[end - 1] === "\n") end--;
  let lines = 1;
  for (let at = text.indexOf("\n"); at !== -1 && at < end; at = text.indexOf("\n", at + 1)) lines++;
  return { chars: text.length, lines };
}

/** What is set aside for `what`, the next to bring back first: [{text, why, at, …}]. */
export const setAsideList = async (what) => (await store.get(keys.aside(what))) ?? [];

/** Take the first record set aside for `what` out of the list, and put `replaced` (when given, and not blank)
 * at its end, saying `why`: so that bringing back again and again steps through every one of them.  The
 * record taken, {text, why, at, …}, or undefined. */
export async function bringBack(what, replaced, why) {
  let taken;
  await store.update(keys.aside(what), (list = []) => {
    taken = list[0];
    const rest = list.slice(1).filter((each) => each.text !== replaced?.text);
    if (taken && replaced?.text.trim()) rest.push(entry(replaced, why));
    return rest.length ? rest : undefined;
  });
  return taken;
}
