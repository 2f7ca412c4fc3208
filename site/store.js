// What the page keeps in this browser: each game's input, the visitor's own input while a share link's is
// on show, and the chosen part.  IndexedDB holds it, because a 10 MB paste does not fit in localStorage.
//
// A browser may refuse to keep anything (site data blocked), and site data may be cleared while the page is
// open, which closes the database under it.  A call that fails opens the database again and tries once
// more; when none can be opened, values live in memory for as long as the page stays open.

const NAME = "camel-cards";
const STORE = "kept";
const memory = new Map();
let database = null;
let lasting = true;
let trouble = null;

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

/** The value kept under `key`, or undefined. */
export const get = (key) => using("readonly", (store) => store.get(key), () => memory.get(key));

/** Keep `value` under `key`; true when it will outlast the page, false when it lives in memory only.  The
 * first refusal is also announced by the event "keeping-refused" on the document. */
export async function put(key, value) {
  memory.set(key, value);
  await using("readwrite", (store) => store.put(value, key), () => undefined);
  return lasting;
}

/** Forget the value under `key`. */
export async function remove(key) {
  memory.delete(key);
  await using("readwrite", (store) => store.delete(key), () => undefined);
}


/** Why the browser refused, as a sentence, or "" when it has not. */
export const refusal = () => (lasting || !trouble ? "" : String(trouble.message || trouble.name || trouble));

/** Try the database now, so that a browser that blocks site data is found at the start, not at the first edit. */
export async function check() {
  await get("part");
  return lasting;
}
