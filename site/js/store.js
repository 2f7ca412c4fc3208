// What the page keeps in this browser: each game's input, the visitor's own input while a share link's is
// on show, and the chosen part.  IndexedDB holds it, because a 10 MB paste does not fit in localStorage.
//
// A browser may refuse to keep anything (site data blocked), and site data may be cleared while the page is
// open, which closes the database under it.  A call that fails opens the database again and tries once
// more; when none can be opened, values live in memory for as long as the page stays open.
//
// A reload or a closed tab can cut off a write still under way, so a page that goes away with writes
// unfinished copies their values to localStorage, which writes at once; the next page reads them from there
// first and moves them into the database.

const NAME = "camel-cards";
const STORE = "kept";
const memory = new Map();
let database = null;
let lasting = true;
let trouble = null;
const unfinished = new Map();
const JOURNAL = NAME + ":unfinished:";

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

function run(db, mode, act) {
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = act(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error("the write was cancelled"));
  });
}

/** Every key and value kept, as a Map: two requests of one transaction, which `run` answers together. */
function everything(store) {
  const keys = store.getAllKeys();
  const values = store.getAll();
  return { get result() { return new Map(keys.result.map((key, i) => [key, values.result[i]])); } };
}

// Read now, while the page's Python is still starting, so that the start's reads (the part, the rules, the
// input, the input set aside) cost no round trip each: a key the page has not written is answered from this
// reading, one it has written from the database.  A refusal is met again, and handled, by the first read.
const loaded = open().then((db) => run(db, "readonly", everything)).catch(() => null);

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

function journal(act) {
  try {
    return act(localStorage);
  } catch {
    return undefined; // blocked, or the value is larger than localStorage takes: the database write is all
  }
}

const note = (key, value) => journal((storage) => storage.setItem(JOURNAL + key, JSON.stringify(value ?? null)));
let leaving = false;
addEventListener("pagehide", () => {
  leaving = true;
  for (const [key, value] of unfinished) note(key, value);
});
addEventListener("pageshow", () => { leaving = false; });

/** Write `value` (undefined: delete) under `key`; settles once the write is done or has failed for good. */
async function write(key, value) {
  memory.set(key, value);
  loaded.then((kept) => kept?.delete(key)); // an older copy, never read again, of what may be a 10 MB input
  unfinished.set(key, value);
  if (leaving) note(key, value); // written by another pagehide listener, after this module's
  await using("readwrite", (store) => (value === undefined ? store.delete(key) : store.put(value, key)), () => undefined);
  if (unfinished.get(key) === value) {
    unfinished.delete(key);
    journal((storage) => storage.removeItem(JOURNAL + key));
  }
}

/** The value kept under `key`, or undefined. */
export async function get(key) {
  const left = journal((storage) => storage.getItem(JOURNAL + key));
  if (left != null && !unfinished.has(key)) {
    const value = JSON.parse(left);
    await write(key, value ?? undefined);
    return value ?? undefined;
  }
  if (memory.has(key) && unfinished.has(key)) return memory.get(key);
  const kept = memory.has(key) ? null : await loaded;
  if (kept) return kept.get(key);
  return using("readonly", (store) => store.get(key), () => memory.get(key));
}

/** Keep `value` under `key`; true when it will outlast the page, false when it lives in memory only.  The
 * first refusal is also announced by the event "keeping-refused" on the document. */
export async function put(key, value) {
  await write(key, value);
  return lasting;
}

/** Forget the value under `key`. */
export const remove = (key) => write(key, undefined);


/** Why the browser refused, as a sentence, or "" when it has not. */
export const refusal = () => (lasting || !trouble ? "" : String(trouble.message || trouble.name || trouble));

/** Try the database now, so that a browser that blocks site data is found at the start, not at the first edit. */
export async function check() {
  await get("part");
  return lasting;
}
