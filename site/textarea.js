// The textarea's text stays on the JavaScript side.  MicroPython's heap cannot hold a string of much more
// than 1 MB, so main.py never reads a big input into Python: these helpers hand it to the worker, keep it
// across reloads (IndexedDB has room for a 10 MB paste where localStorage does not) and load files into it.

const STORE = "kept";
let database = null;

function open() {
  database ??= new Promise((resolve, reject) => {
    const request = indexedDB.open("camel-cards", 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  return database;
}

async function put(key, value) {
  const db = await open();
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(STORE, "readwrite");
    transaction.objectStore(STORE).put(value, key);
    transaction.oncomplete = () => resolve(true);
    transaction.onerror = () => reject(transaction.error);
  });
}

async function get(key) {
  const db = await open();
  return new Promise((resolve, reject) => {
    const request = db.transaction(STORE).objectStore(STORE).get(key);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Call `call` (a worker function) with the textarea's text as a Blob, which crosses to the worker by reference. */
export const send = (call, textarea) => call(new Blob([textarea.value], { type: "text/plain" }));

/** Save the text under `slot`; true once it is stored. */
export const keep = (textarea, slot = "input") => put(slot, textarea.value);

/** Put the text saved under `slot` into the textarea; true when there was any. */
export async function restore(textarea, slot = "input") {
  const text = await get(slot);
  if (typeof text !== "string" || !text) return false;
  textarea.value = text;
  return true;
}

/** Whether the text saved under `slot` differs from the textarea's, and is not empty. */
export async function differs(textarea, slot = "input") {
  const text = await get(slot);
  return typeof text === "string" && text.trim() !== "" && text !== textarea.value;
}

/** Copy the saved text from one slot to another. */
export const copy = async (from, to) => put(to, (await get(from)) ?? "");

/** Load a dropped or chosen file into the textarea (undecodable bytes become U+FFFD, which the parser names). */
export async function load(file, textarea) {
  textarea.value = await file.text();
  return file.size;
}
