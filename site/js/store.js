// Keeping values in this browser: IndexedDB, because a 10 MB paste does not fit in localStorage.  What is
// kept, and under which keys, is kept.js's business; this module only keeps values.
//
// A browser may refuse to keep anything (site data blocked), and site data may be cleared while the page is
// open, which closes the database under it.  A call that fails opens the database again and tries once
// more; when none can be opened, values live in memory for as long as the page stays open.
//
// A reload or a closed tab can cut off a write still under way.  So a page that goes away with writes
// unfinished copies their values to localStorage, which writes at once (a long ASCII text packed two
// characters to a UTF-16 unit, so that 10 MB fit in its 5 million units), and the next page reads them from
// there first and moves them into the database.  A write too big even for that makes the browser ask
// before it leaves the page, until the write is done.
//
// An embedded page (router.js) keeps its values in memory only: it never opens the database or the journal of
// the page's origin, where the visitor's own input is kept, to read or to write.

import { NAME } from "../boot/name.js";
import { embedded } from "../boot/router.js";

export { NAME };
const STORE = "kept";
const memory = new Map();
let database = null;
let lasting = !embedded;
let trouble = null;
const unfinished = new Map();
const JOURNAL = NAME + ":unfinished:";
// A journalled string longer than this is kept under a key of its own, packed when it can be.
const LONG = 1000;

function connect() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error("the database is held open by another tab"));
  });
}

function open() {
  database ??= connect();
  return database;
}

// Opened while the page's Python starts, which reads what was kept as soon as it runs; the first read or write
// opens it again when this fails.
const opening = embedded ? null : open();
opening?.catch(() => {
  if (database === opening) database = null;
});

/** Run `act` on the store in one transaction; it returns a request, or an object with a `result` getter
 * that reads its requests once the transaction is complete. */
function run(db, mode, act) {
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = act(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request?.result);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error("the write was cancelled"));
  });
}

/** Do `act` on the store, opening the database again if it was closed under the page; when that fails
 * too, the browser keeps nothing: fall back to memory, and remember why. */
async function using(mode, act, fallback) {
  if (lasting) {
    for (let tries = 0; tries < 2; tries++) {
      try {
        return await run(await open(), mode, act);
      } catch (error) {
        database = null;
        trouble = error;
      }
    }
    lasting = false;
    document.dispatchEvent(new Event("keeping-refused"));
  }
  return fallback();
}

// --- the journal of unfinished writes, in localStorage ----------------------------------------------------

function journal(act) {
  if (embedded) return undefined;
  try {
    return act(localStorage);
  } catch {
    return undefined; // blocked, or more than localStorage takes
  }
}

/** A string as half as many UTF-16 units, two ASCII characters to a unit (never a surrogate), or null when
 * it holds a character beyond ASCII. */
function pack(text) {
  if (/[^\x00-\x7f]/.test(text)) return null;
  const units = new Uint16Array(Math.ceil(text.length / 2));
  for (let i = 0; i < units.length; i++) units[i] = (text.charCodeAt(2 * i) << 8) | (text.charCodeAt(2 * i + 1) || 0);
  const parts = [];
  for (let i = 0; i < units.length; i += 8192) parts.push(String.fromCharCode(...units.subarray(i, i + 8192)));
  return parts.join("");
}

function unpack(packed, length) {
  const parts = [];
  for (let i = 0; i < packed.length; i += 8192) {
    const codes = [];
    for (const unit of packed.slice(i, i + 8192)) codes.push(unit.charCodeAt(0) >> 8, unit.charCodeAt(0) & 0xff);
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join("").slice(0, length);
}

/** Journal `value` under `key`: whether it all went in.  Each long string goes under a key of its own. */
function note(key, value) {
  const long = [];
  const shape = JSON.stringify(value ?? null, (_, part) => {
    if (typeof part !== "string" || part.length <= LONG) return part;
    long.push(part);
    return { long: long.length - 1, length: part.length };
  });
  forget(key);
  const written = journal((storage) => {
    long.forEach((text, i) => {
      const packed = pack(text);
      storage.setItem(`${JOURNAL}${key}:${i}`, packed === null ? "T" + text : "P" + packed);
    });
    storage.setItem(JOURNAL + key, shape);
    return true;
  });
  if (!written) forget(key);
  return Boolean(written);
}

function forget(key) {
  journal((storage) => {
    for (let i = 0; storage.getItem(`${JOURNAL}${key}:${i}`) !== null; i++) storage.removeItem(`${JOURNAL}${key}:${i}`);
    storage.removeItem(JOURNAL + key);
  });
}

/** The value journalled under `key`: [true, value], or [false] when there is none. */
function noted(key) {
  return journal((storage) => {
    const shape = storage.getItem(JOURNAL + key);
    if (shape === null) return [false];
    const value = JSON.parse(shape, (_, part) => {
      if (part === null || typeof part !== "object" || !("long" in part) || !("length" in part)) return part;
      const kept = storage.getItem(`${JOURNAL}${key}:${part.long}`) ?? "";
      return kept[0] === "P" ? unpack(kept.slice(1), part.length) : kept.slice(1);
    });
    return [true, value ?? undefined];
  }) ?? [false];
}

// What each key's journal holds now, so that leaving journals each value once.
const journalled = new Map();

/** Journal every unfinished write; whether they all went in. */
function noteUnfinished() {
  let all = true;
  for (const [key, value] of unfinished) {
    if (journalled.get(key) !== value) {
      if (note(key, value)) journalled.set(key, value);
      else all = false;
    }
  }
  return all;
}

let leaving = false;
addEventListener("beforeunload", (event) => {
  if (noteUnfinished()) return;
  event.preventDefault(); // the browser asks before leaving, while the write goes on
  event.returnValue = "";
});
addEventListener("pagehide", () => {
  leaving = true;
  noteUnfinished();
});
addEventListener("pageshow", () => { leaving = false; });

// --- reading and writing -----------------------------------------------------------------------------------

// html[data-writing] is there while a write is unfinished, for a watcher.
const showWriting = () => document.documentElement.toggleAttribute("data-writing", unfinished.size > 0);

/** Write `value` (undefined: delete) under `key`; settles once the write is done or has failed for good. */
async function write(key, value) {
  memory.set(key, value);
  if (embedded) return;
  unfinished.set(key, value);
  showWriting();
  if (leaving && note(key, value)) journalled.set(key, value); // a write by another pagehide listener
  await using("readwrite", (store) => (value === undefined ? store.delete(key) : store.put(value, key)), () => undefined);
  if (unfinished.get(key) === value) {
    unfinished.delete(key);
    journalled.delete(key);
    forget(key); // this page's journal of it, or one an earlier page left
    showWriting();
  }
}

/** The values kept under `keys`, in one transaction, as an array (undefined where none is kept); a value
 * journalled by a page that went away mid-write is moved into the database first. */
export async function getMany(keys) {
  const values = new Array(keys.length);
  const asked = [];
  for (const [i, key] of keys.entries()) {
    const [left, value] = unfinished.has(key) ? [false] : noted(key);
    if (left) {
      await write(key, value);
      values[i] = value;
    } else if (unfinished.has(key)) {
      values[i] = memory.get(key);
    } else {
      asked.push(i);
    }
  }
  if (asked.length) {
    const read = await using(
      "readonly",
      (store) => {
        const requests = asked.map((i) => store.get(keys[i]));
        return { get result() { return requests.map((request) => request.result); } };
      },
      () => asked.map((i) => memory.get(keys[i])),
    );
    asked.forEach((i, at) => { values[i] = read[at]; });
  }
  return values;
}

/** The value kept under `key`, or undefined. */
export const get = async (key) => (await getMany([key]))[0];

/** Keep `value` under `key`; true when it will outlast the page, false when it lives in memory only.  The
 * first refusal is also announced by the event "keeping-refused" on the document. */
export async function put(key, value) {
  await write(key, value);
  return lasting;
}

/** Forget the value under `key`. */
export const remove = (key) => write(key, undefined);

/** Change the value under `key` to `change(value)` (undefined: delete) in one transaction, so that two
 * tabs changing it at once both count; the new value.  `also` (optional) is called in that transaction
 * with the store, for deletes that go with the change. */
export async function update(key, change, also) {
  let changed;
  await using(
    "readwrite",
    (store) => {
      const request = store.get(key);
      request.onsuccess = () => {
        changed = change(request.result);
        if (changed === undefined) store.delete(key);
        else store.put(changed, key);
        also?.(store, request.result, changed);
      };
      return request;
    },
    () => {
      changed = change(memory.get(key));
    },
  );
  memory.set(key, changed);
  return changed;
}

/** Why the browser refused, as a sentence, or "" when it has not. */
export const refusal = () => (lasting || !trouble ? "" : String(trouble.message || trouble.name || trouble));

/** Whether values outlast the page; the database is tried now, so that a browser that blocks site data is
 * found at the start, not at the first edit. */
export async function check() {
  await using("readonly", (store) => store.count(), () => 0);
  return lasting;
}
