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
// How an address, and a link, is read: its first `most` fields (past them, a field names no tab and no place), and
// of those the page does not read, the first `said` said back, each cut after `cut` characters.  The page hands it
// to the core's share.py, which reads a link's fields so.
export const READ = { most: 100, said: 3, cut: 40 };
const { most: MAX_FIELDS, said: SAID, cut: CUT } = READ;

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

/** What the page says back of the fields after the tab's name in `fragment` that say no place in tab `name`
 * ({fields, more}): the first SAID, each [field, why], cut after CUT characters with "…" (a fragment may be
 * megabytes, more than the page's Python holds), and how many more.  `why` is "again" when a field of its name
 * came before it, which alone is read; "past" when it lies past the first MAX_FIELDS; the name of the part it is
 * of when that part is not said (BESIDE); else "": its value is not one the place takes, or the tab's place has
 * no such part (every field when `name` is undefined: the fragment names no tab). */
export function unplaced(fragment, name) {
  const [seen, fields, read] = [new Set(), [], placed(fragment, name)];
  const first = fragment.split("&", MAX_FIELDS);
  first.forEach((field, at) => {
    const part = field.split("=")[0];
    if (!field || (at === 0 && name !== undefined)) return;
    const again = seen.has(part);
    seen.add(part);
    if (read.get(part) === field && !again) return;
    const beside = fits(field, name) && BESIDE[name]?.[part];
    fields.push([field, again ? "again" : beside || ""]);
  });
  // Past them, every field (none empty) is said, counted without being split out one by one.
  let [more, at] = [Math.max(0, fields.length - SAID), first.join("&").length + 1];
  while (at < fragment.length) {
    const end = fragment.indexOf("&", at) >>> 0;
    if (Math.min(end, fragment.length) > at) {
      if (fields.length < SAID) fields.push([fragment.slice(at, Math.min(end, at + CUT + 1)), "past"]);
      else more += 1;
    }
    at = Math.min(end, fragment.length) + 1;
  }
  return { fields: fields.slice(0, SAID).map(([field, why]) => [cut(field), why]), more };
}

const cut = (field) => (field.length > CUT ? field.slice(0, CUT) + "…" : field);

// Characters that would move or hide the words around them (controls, the marks that reverse text or break a line,
// and those that show nothing): shown as "\uFFFD".
const UNSHOWN =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u115f\u1160\u180e\u200b\u200e\u200f\u2028-\u202e\u2060-\u2069\u3164\ufeff\uffa0\u{e0000}-\u{e007f}]/gu;
// Letters written from right to left: a field that holds one is isolated, so that the words around it keep their
// order.
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;

/** `said` (a field the page says back) as a person reads it: the %-escapes the address holds for what is not
 * ASCII decoded (as far as they are whole, when it was cut: "…"), and no other, so that "%3D" stays as typed. */
export function readable(said) {
  const cut = said.endsWith("…");
  // (where it was cut, an escape cut short and a character cut in its middle are left out; bytes of no character
  // show as "\uFFFD")
  const text = cut ? said.slice(0, -1).replace(/%[0-9a-f]?$/i, "") : said;
  const decoded = text.replace(/(?:%[89a-f][0-9a-f])+/gi, (run, at) => {
    const bytes = Uint8Array.from(run.slice(1).split("%"), (hex) => parseInt(hex, 16));
    return new TextDecoder().decode(bytes, { stream: cut && at + run.length === text.length });
  });
  const shown = decoded.replace(UNSHOWN, "\uFFFD") + (cut ? "…" : "");
  return RIGHT_TO_LEFT.test(shown) ? `\u2068${shown}\u2069` : shown;
}

/** Whether `fragment` is a share link's: it carries an input. */
export const LINK = /(^|&)input=/;

/** The tab called by the first field of `fragment` (Camel Cards' by an empty one, unless the fragment is a link
 * that begins with "&"), or undefined (`placeIn` reads the place after it). */
export const tabOf = (fragment) =>
  fragment.split("&", 1).find((name) => Object.hasOwn(TABS, name) && (name || !LINK.test(fragment)));

/** The name of the tab that the share link `fragment` opens: of each field, its first is read. */
export function linkTab(fragment) {
  const first = (name) => firsts(fragment).get(name)?.slice(name.length + 1);
  if (first("code")) return "code";
  if (first("game") === "crab") return "crab";
  return first("view") === "how" ? "how" : "";
}
