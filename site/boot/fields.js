// What an address's fields say, as the router reads them: the tab a fragment names, the place that each tab's
// fields say, the tab a share link opens, and as much of the fields the page does not read as it says back.  Each
// name's first field alone is read, as share.py reads a link's.

// Each tab's name in the address, and its id: the page's Python asks by name (router's `named`, `nameOf`).
export const TABS = { "": "tab-camel", crab: "tab-crab", how: "tab-how", code: "tab-code" };
export const LINE = /^[a-z_]+\.py-L\d+$/;
// The fields of each tab's place, each with the values it takes: How it works' step (from 1); the Code tab's game
// and its trace's step; the replay's game (1 or 2), the path of rounds that began each sub-game entered, and its
// round (from 0, before the first).  Camel Cards has none.  A number may begin with zeros, which say nothing.
const PLACE = {
  how: { step: /^0*[1-9]\d*$/ },
  code: { game: /^(?:camel|crab)$/, step: /^0*[1-9]\d*$/ },
  crab: { replay: /^[12]$/, sub: /^\d{1,9}(?:\.\d{1,9}){0,99}$/, round: /^\d+$/ },
};
// The parts of a place read only beside another, which they are of: a replay's sub-game and round, of its game.
const BESIDE = { crab: { sub: "replay", round: "replay" } };
export const ORDER = ["game", "step", "replay", "sub", "round"];
// The largest step or round read: one of more digits is past every end, as this is, and is read as this, which
// each view holds to its last.
export const FURTHEST = "999999999";
// The most fields an address or a link is read for, as share.py reads a link's (its MAX_FIELDS): the fields past
// them name no tab and no place, and share.py counts them among those it does not read.
const MAX_FIELDS = 100;

/** Whether `field` ("step=3") says a part of a place in tab `name`: true with a value that part takes, false
 * with another, undefined when it names no part of one. */
function fits(field, name) {
  const at = field.indexOf("=");
  const part = field.slice(0, at);
  return at > 0 && Object.hasOwn(PLACE[name] ?? {}, part) ? PLACE[name][part].test(field.slice(at + 1)) : undefined;
}

/** The first field of each name in `fragment`'s first MAX_FIELDS (a Map, name to field, in their order), as the
 * page reads an address or a link (as share.py does): a name's later fields are never read. */
function firsts(fragment) {
  const first = new Map();
  for (const field of fragment.split("&", MAX_FIELDS)) {
    if (!first.has(field.split("=")[0])) first.set(field.split("=")[0], field);
  }
  return first;
}

/** The first fields of `fragment` that say a place in tab `name` ({part: field}): each of a value its part takes,
 * beside the part it is of (BESIDE). */
function placed(fragment, name) {
  const fitting = [...firsts(fragment)].filter(([, field]) => fits(field, name));
  const parts = new Map(fitting);
  return new Map(fitting.filter(([part]) => parts.has(BESIDE[name]?.[part] ?? part)));
}

/** The fields of `fragment` that say a place in tab `name`, the first of each, joined as the address holds them. */
export const placeIn = (fragment, name) => [...placed(fragment, name).values()].join("&");

/** The fields after the tab's name in `fragment` that say no place in tab `name`, each [field, why]: why is "again"
 * when one of its name came before it, which alone is read; "past" when it lies past the first MAX_FIELDS; the name
 * of the part it is of when that part is not said (BESIDE); else "": its value is not one the place takes, or the
 * tab's place has no such part (every field when `name` is undefined: the fragment names no tab). */
export function unplaced(fragment, name) {
  const [seen, said, read] = [new Set(), [], placed(fragment, name)];
  fragment.split("&").forEach((field, at) => {
    const part = field.split("=")[0];
    if (!field || (at === 0 && name !== undefined)) return;
    const again = seen.has(part);
    seen.add(part);
    if (read.get(part) === field && !again) return;
    const beside = fits(field, name) && BESIDE[name]?.[part];
    said.push([field, again ? "again" : at >= MAX_FIELDS ? "past" : beside || ""]);
  });
  return said;
}

/** As much of `unplaced` fields as the page says back ({fields, more}): the first three, each cut after 40
 * characters with "…" (a fragment may be megabytes, more than the page's Python holds), and how many more. */
const cut = (field) => (field.length > 40 ? field.slice(0, 40) + "…" : field);
export const told = (fields) => ({
  fields: fields.slice(0, 3).map(([field, why]) => [cut(field), why]),
  more: Math.max(0, fields.length - 3),
});

// Characters that would move or hide the words around them (controls, and the marks that reverse text): shown as
// "�".
const UNSHOWN = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** `said` (a field the page says back, or why it does not read one) as a person reads it: its %-escapes, which
 * the address holds for what is not ASCII, decoded; as far as they are whole when it was cut ("…"). */
export function readable(said) {
  const cut = said.endsWith("…") ? 1 : 0;
  // (a character cut in its middle is at most four bytes, "%F0%9F%98%80", of which the cut leaves eleven at most)
  for (let end = said.length - cut; end >= Math.max(0, said.length - cut - (cut && 11)); end -= 1) {
    try {
      return decodeURIComponent(said.slice(0, end)).replace(UNSHOWN, "\uFFFD") + (cut ? "…" : "");
    } catch {} // no escape there, or one cut short
  }
  return said;
}

/** Whether `fragment` is a share link's: it carries an input. */
export const LINK = /(^|&)input=/;

/** The tab called by the first field of `fragment` (Camel Cards' by an empty one, unless the fragment is a link
 * that begins with "&"), or undefined (`placeIn` reads the place after it). */
export const tabOf = (fragment) =>
  [fragment.split("&")[0]].find((name) => Object.hasOwn(TABS, name) && (name || !LINK.test(fragment)));

/** The name of the tab that the share link `fragment` opens: of each field, its first is read. */
export function linkTab(fragment) {
  const first = (name) => firsts(fragment).get(name)?.slice(name.length + 1);
  if (first("code")) return "code";
  if (first("game") === "crab") return "crab";
  return first("view") === "how" ? "how" : "";
}
