// What the page keeps in this browser, and under which keys.
//
// - Each browser tab of the page keeps its own: each game's input, and the part, rules and tab on show.  A
//   reload brings back the tab's own; a new tab starts from the newest of any tab.  So two tabs never
//   overwrite each other's input.  A tab knows itself by an id in its sessionStorage, which lasts as long as
//   the tab; a duplicated tab, which copies it, is told by the tab it copied (a BroadcastChannel) and takes a
//   new one.
// - The inputs the page set aside when it put another in their place (a share link, the example, a file, an
//   input brought back) are kept too, newest first, for every tab to bring back.

import * as store from "./store.js";

const NAME = "camel-cards";
export const GAMES = ["camel", "crab"];
// Browser tabs whose inputs are kept: the oldest beyond these are forgotten.
const TABS = 12;
// Inputs set aside, for each game.
const ASIDE = 5;

const keys = {
  input: (tab, game) => `tab:${tab}:${game}`,
  state: (tab) => `tab:${tab}:state`,
  index: "tabs", // {camel: {tab: time}, crab: {…}, state: {…}}: when each tab last kept each thing
  aside: (game) => `aside:${game}`,
};
// What an earlier version of the page kept: one input a game, one set aside, the part, and the rules as
// "order joker".
const LEGACY = ["input", "crab", "input:own", "crab:own", "part", "rules"];

const newId = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 10);

function tabId() {
  try {
    let id = sessionStorage.getItem(NAME + ":tab");
    if (!id) sessionStorage.setItem(NAME + ":tab", (id = newId()));
    return id;
  } catch {
    return newId(); // sessionStorage blocked: a tab of its own for as long as the page is open
  }
}

const me = { id: tabId() };
const asked = newId();
const channel = "BroadcastChannel" in self ? new BroadcastChannel(NAME) : null;
channel?.addEventListener("message", ({ data }) => {
  if (data.hello === me.id && data.from !== asked) channel.postMessage({ taken: me.id, to: data.from });
  if (data.taken === me.id && data.to === asked) {
    me.id = newId(); // a duplicate of another open tab: the same inputs so far, kept apart from now on
    try {
      sessionStorage.setItem(NAME + ":tab", me.id);
    } catch {}
  }
});
channel?.postMessage({ hello: me.id, from: asked });

/** The tab most recently to keep `what` ("camel", "crab" or "state"), other than this one, or undefined. */
function newest(index, what) {
  const times = Object.entries(index?.[what] ?? {}).filter(([tab]) => tab !== me.id);
  return times.sort((a, b) => b[1] - a[1])[0]?.[0];
}

let reading = null;

/** What the start restores, read once, in one transaction where it can be: this tab's own; for a new tab, the
 * newest tab's; else what an earlier version of the page kept (moved to where this one keeps it). */
function restored() {
  reading ??= (async () => {
    const wanted = [keys.index, ...GAMES.map((game) => keys.input(me.id, game)), keys.state(me.id), ...LEGACY];
    const [index, camel, crab, state, ...legacy] = await store.getMany(wanted);
    const found = { inputs: { camel, crab }, state };
    // A tab that has kept anything before is being reloaded: what it did not keep, it did not hold.
    const known = Object.values(index ?? {}).some((times) => me.id in times);
    const missing = known ? [] : [...GAMES.filter((game) => !found.inputs[game]), ...(state ? [] : ["state"])];
    const from = missing.map((what) => newest(index, what));
    const theirs = await store.getMany(
      missing.map((what, i) => (from[i] ? (what === "state" ? keys.state(from[i]) : keys.input(from[i], what)) : "")),
    );
    found.borrowed = new Set();
    missing.forEach((what, i) => {
      if (what === "state") found.state = theirs[i];
      else if ((found.inputs[what] = theirs[i])) found.borrowed.add(what);
    });
    if (legacy.some((value) => value !== undefined)) await moveLegacy(found, legacy);
    found.state ??= {};
    return found;
  })();
  return reading;
}

async function moveLegacy(found, [input, crab, ownInput, ownCrab, part, rules]) {
  const record = (value) => (typeof value === "string" ? { text: value, origin: "own" } : value);
  found.inputs.camel ??= record(input);
  found.inputs.crab ??= record(crab);
  if (!found.state) {
    const [order, ...joker] = typeof rules === "string" ? rules.split(" ") : [];
    found.state = { part, ...(order !== undefined ? { rules: { order, joker: joker.join(" ") } } : {}) };
  }
  for (const [game, own] of [["camel", ownInput], ["crab", ownCrab]]) {
    if (typeof own === "string") await setAside(game, own, "kept by an earlier version of the page");
  }
  for (const game of GAMES) if (found.inputs[game]) await keepInput(game, found.inputs[game]);
  await store.put(keys.state(me.id), found.state);
  await touch("state");
  await Promise.all(LEGACY.map((key) => store.remove(key)));
}

/** The input to put back in game `game`'s box at the start, {text, origin, borrowed}, or undefined; `borrowed`
 * when it is another tab's, which this tab has not kept as its own yet. */
export async function restoredInput(game) {
  const found = await restored();
  return found.inputs[game] && { ...found.inputs[game], borrowed: found.borrowed.has(game) };
}

/** The part, rules and tab to put back at the start: {part, rules: {order, joker}, view}, each optional. */
export const restoredState = async () => ({ ...(await restored()).state });

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
      for (const tab of gone) [...GAMES.map((game) => keys.input(tab, game)), keys.state(tab)].forEach((key) => objects.delete(key));
    },
  );
}

/** Keep `record` ({text, origin}) as this tab's input of game `game`; true when it will outlast the page. */
export async function keepInput(game, record) {
  const lasting = await store.put(keys.input(me.id, game), record);
  await touch(game);
  return lasting;
}

const state = {};

/** Keep `change` (some of part, rules, view) as this tab's state, with the rest as it was. */
export async function keepState(change) {
  Object.assign(state, (await restored()).state, state, change);
  await store.put(keys.state(me.id), { ...state });
  await touch("state");
}

const entry = (text, why) => ({ text, why, at: Date.now() });

/** Set `text` aside for game `game`, saying `why`, unless it is blank: first of the inputs to bring back (an
 * input set aside before with the same text moves up with it). */
export async function setAside(game, text, why) {
  if (!text.trim()) return;
  await store.update(keys.aside(game), (list = []) => capped([entry(text, why), ...list.filter((each) => each.text !== text)]));
}

/** The list kept to ASIDE inputs by forgetting those set aside longest ago, wherever they stand in it: Bring
 * back puts the input it replaces at the end, and that one was set aside just now. */
function capped(list) {
  const newest = [...list].sort((a, b) => b.at - a.at).slice(0, ASIDE);
  return list.filter((each) => newest.includes(each));
}

/** The inputs set aside for game `game`, the next to bring back first: [{text, why, at}]. */
export const setAsideList = async (game) => (await store.get(keys.aside(game))) ?? [];

/** Take the first input set aside for game `game` out of the list, and put `replaced` (when given, and not
 * blank) at its end, saying `why`: so that bringing back again and again steps through every one of them.
 * The input taken, {text, why, at}, or undefined. */
export async function bringBack(game, replaced, why) {
  let taken;
  await store.update(keys.aside(game), (list = []) => {
    taken = list[0];
    const rest = list.slice(1).filter((each) => each.text !== replaced);
    if (taken && replaced?.trim()) rest.push(entry(replaced, why));
    return rest.length ? rest : undefined;
  });
  return taken;
}
