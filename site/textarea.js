// The input's text stays on the JavaScript side.  MicroPython's heap cannot hold a string of much more
// than 1 MB, so main.py never reads a big input into Python: these helpers hand it to the worker, keep it
// across reloads (IndexedDB has room for a 10 MB paste where localStorage does not) and load files.
//
// A text longer than SHOWN_LIMIT is held here rather than put in the textarea, which shows only its start,
// read-only: Chromium lays out every line of a textarea, at some 20 µs a line, whenever the page changes, so
// a million-line input would freeze the page for seconds at each paste, status line and answer.

const STORE = "kept";
const SHOWN_LIMIT = 50_000;
const PREVIEW_LINES = 500;
const PREVIEW_CHARS = 20_000;
const held = new WeakMap();
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

function linesIn(text) {
  let lines = 0;
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) lines++;
  return lines + (text && !text.endsWith("\n") ? 1 : 0);
}

/** Stop holding: the textarea's value is the whole input again, and editable. */
function letGo(textarea) {
  held.delete(textarea);
  textarea.readOnly = false;
}

/** Put `text` in as the whole input: into the textarea, or held here with its start on show. */
export function show(textarea, text) {
  if (text.length <= SHOWN_LIMIT) {
    letGo(textarea);
    textarea.value = text;
    return;
  }
  let end = -1;
  let shownLines = 0;
  while (shownLines < PREVIEW_LINES) {
    const next = text.indexOf("\n", end + 1);
    if (next === -1 || next >= PREVIEW_CHARS) break;
    end = next;
    shownLines++;
  }
  const preview = end === -1 ? text.slice(0, PREVIEW_CHARS) : text.slice(0, end + 1);
  held.set(textarea, { text, preview, chars: text.length, lines: linesIn(text), shownLines, shownChars: preview.length });
  textarea.readOnly = true;
  textarea.value = preview;
}

/** The held input, unless a script has since set the textarea's value, which then holds the input again. */
function current(textarea) {
  const input = held.get(textarea);
  if (input && textarea.value !== input.preview) {
    letGo(textarea);
    return undefined;
  }
  return input;
}

/** The whole input. */
export const text = (textarea) => current(textarea)?.text ?? textarea.value;

/** The whole input's length in characters. */
export const size = (textarea) => current(textarea)?.chars ?? textarea.textLength;

/** {chars, lines, shownLines, shownChars} of a held input (shownLines is 0 when even its first line is cut
 * short), or false when the textarea holds all of it.  Never the text itself, which must not cross into
 * MicroPython. */
export function holding(textarea) {
  const input = current(textarea);
  if (!input) return false;
  const { chars, lines, shownLines, shownChars } = input;
  return { chars, lines, shownLines, shownChars };
}

/** Put a held input into the textarea whole, for editing, at the cost of its layout. */
export function release(textarea) {
  const input = current(textarea);
  if (!input) return;
  letGo(textarea);
  textarea.value = input.text;
}

/** Paste what would make the input too long to show as held text instead; a paste into a held input
 * replaces it.  Either way an `input` event follows, as after any paste. */
export function watch(textarea) {
  textarea.addEventListener("paste", (event) => {
    const data = event.clipboardData?.getData("text/plain");
    if (!data) return; // no text (an image, say): a held input must not be replaced by nothing
    const { selectionStart: start, selectionEnd: end, value } = textarea;
    const holdingNow = current(textarea) !== undefined;
    if (!holdingNow && value.length - (end - start) + data.length <= SHOWN_LIMIT) return;
    event.preventDefault();
    show(textarea, holdingNow ? data : value.slice(0, start) + data + value.slice(end));
    textarea.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertFromPaste" }));
  });
}

/** Call `call` (a worker function) with the whole input as a Blob, which crosses to the worker by reference. */
export const send = (call, textarea) => call(new Blob([text(textarea)], { type: "text/plain" }));

/** Save the whole input under `slot`; true once it is stored. */
export const keep = (textarea, slot = "input") => put(slot, text(textarea));

/** Put the text saved under `slot` in as the input; true when there was any. */
export async function restore(textarea, slot = "input") {
  const saved = await get(slot);
  if (typeof saved !== "string" || !saved) return false;
  show(textarea, saved);
  return true;
}

/** Whether the text saved under `slot` differs from the input, and is not empty. */
export async function differs(textarea, slot = "input") {
  const saved = await get(slot);
  return typeof saved === "string" && saved.trim() !== "" && saved !== text(textarea);
}

/** Copy the saved text from one slot to another. */
export const copy = async (from, to) => put(to, (await get(from)) ?? "");

/** Load a dropped or chosen file as the input (undecodable bytes become U+FFFD, which the parser names). */
export async function load(file, textarea) {
  show(textarea, await file.text());
  return file.size;
}
