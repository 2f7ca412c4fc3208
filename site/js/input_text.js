// The text of an input box, whole and byte for byte, kept across reloads and handed to a worker without
// passing through the page's MicroPython, whose heap cannot hold a string of much more than 1 MB.
//
// A textarea does not always hold the input as given:
// - Chromium lays out every line of a textarea whenever the page changes, at some 20 µs a line, so a text
//   longer than SHOWN_LIMIT is held here and the textarea shows only its start, read-only;
// - a textarea turns every CR into LF, so a text with a CR that ends no line (which the parser refuses, as
//   the command line does) is held here too, while the textarea shows it with line feeds.
// Either way the text held is the input until the textarea's value changes from what was put there.

import * as store from "./store.js";

const SHOWN_LIMIT = 50_000;
const PREVIEW_LINES = 500;
const PREVIEW_CHARS = 20_000;
// Saving a big text as it is typed would write megabytes at every key; it waits for a pause instead.
const TYPING_PAUSE = 400;
const LONE_CR = /\r(?!\n)/;
const held = new WeakMap();
const keys = new WeakMap();
// The text a paste is about to make, known in its paste event, before the browser inserts it.
const coming = new WeakMap();
const pending = new Map();
let saves = 0;

function linesIn(text) {
  let lines = 0;
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) lines++;
  return lines + (text && !text.endsWith("\n") ? 1 : 0);
}

function letGo(textarea) {
  held.delete(textarea);
  textarea.readOnly = false;
}

/** The offset at which line `line` (from 1) of `text` starts, or -1. */
function lineStart(text, line) {
  let at = 0;
  for (let n = 1; n < line; n++) {
    at = text.indexOf("\n", at) + 1;
    if (at === 0) return -1;
  }
  return at;
}

/** Show a held long input's lines from `firstLine` on: up to PREVIEW_LINES of them, within PREVIEW_CHARS. */
function preview(textarea, input, firstLine) {
  const from = lineStart(input.text, firstLine);
  let end = from - 1;
  let shownLines = 0;
  while (shownLines < PREVIEW_LINES) {
    const next = input.text.indexOf("\n", end + 1);
    if (next === -1 || next - from >= PREVIEW_CHARS) break;
    end = next;
    shownLines++;
  }
  textarea.readOnly = true;
  textarea.value = end < from ? input.text.slice(from, from + PREVIEW_CHARS) : input.text.slice(from, end + 1);
  // What the textarea hands back, its line ends already turned into LF, is what later reads compare with.
  Object.assign(input, { shown: textarea.value, from, firstLine, shownLines });
}

/** Put `text` in as the whole input: into the textarea, or held here with the textarea showing it. */
export function show(textarea, text) {
  letGo(textarea);
  if (text.length <= SHOWN_LIMIT) {
    textarea.value = text;
    if (LONE_CR.test(text)) held.set(textarea, { text, shown: textarea.value, from: 0, chars: text.length, long: false });
    return;
  }
  // The Blob that hands it to a worker is made now, with the paste, rather than in every Solve's task: copying
  // 10 MB into one takes some tens of milliseconds.
  const input = { text, chars: text.length, long: true, lines: linesIn(text), blob: new Blob([text], { type: "text/plain" }) };
  preview(textarea, input, 1);
  held.set(textarea, input);
}

/** The held input, unless the textarea's value has since changed (an edit, an undo, a script), which makes
 * the textarea the input again. */
function current(textarea) {
  const input = held.get(textarea);
  if (input && textarea.value !== input.shown) {
    letGo(textarea);
    return undefined;
  }
  return input;
}

/** The whole input. */
export const text = (textarea) => current(textarea)?.text ?? textarea.value;

/** The whole input's length in characters. */
export const size = (textarea) => current(textarea)?.chars ?? textarea.textLength;

/** {chars, lines, firstLine, shownLines, shownChars} of a long input of which the textarea shows only some
 * lines (shownLines is 0 when even one line is cut short), or false.  Never the text itself, which must not
 * cross into MicroPython. */
export function holding(textarea) {
  const input = current(textarea);
  if (!input?.long) return false;
  const { chars, lines, firstLine, shownLines } = input;
  return { chars, lines, firstLine, shownLines, shownChars: input.shown.length };
}

/** Focus the textarea with line `line` of the input (as the parser counts lines) selected and scrolled into
 * view; a held long input shows the lines around it first. */
export function selectLine(textarea, line) {
  const input = current(textarea);
  if (input?.long && (line < input.firstLine || line >= input.firstLine + Math.max(input.shownLines, 1))) {
    preview(textarea, input, Math.max(1, line - PREVIEW_LINES / 2));
  }
  const whole = input ? input.text : textarea.value;
  const from = input ? input.from : 0;
  let start = lineStart(whole, line);
  if (start === -1) start = whole.length;
  let end = whole.indexOf("\n", start);
  if (end === -1) end = whole.length;
  if (whole[end - 1] === "\r" && whole[end] === "\n") end--;
  // The textarea shows each CRLF of the part on show as one LF.
  const shown = (offset) => Math.max(0, offset - from - (whole.slice(from, offset).split("\r\n").length - 1));
  const [first, last] = [shown(start), Math.min(shown(end), textarea.value.length)];
  textarea.focus();
  const style = getComputedStyle(textarea);
  const row = parseFloat(style.lineHeight) || 1.4 * parseFloat(style.fontSize);
  const above = textarea.value.slice(0, first).split("\n").length - 1;
  textarea.scrollTop = Math.max(0, above * row - textarea.clientHeight / 3);
  textarea.setSelectionRange(first, last);
  textarea.scrollIntoView({ block: "nearest" });
}

/** Put a held long input into the textarea whole, for editing, at the cost of its layout. */
export function release(textarea) {
  const input = current(textarea);
  if (!input?.long) return;
  letGo(textarea);
  textarea.value = input.text;
}

/** The offset in the whole input of a position in the textarea, whose CRLF pairs count as one character. */
function offsetIn(input, position) {
  if (!input) return position;
  let offset = input.from;
  for (let shown = 0; shown < position && offset < input.text.length; shown++) {
    offset += input.text.startsWith("\r\n", offset) ? 2 : 1;
  }
  return offset;
}

/** Save the input now, or once typing pauses when it is a big text being typed. */
function keepSoon(textarea, typing) {
  clearTimeout(pending.get(textarea));
  if (typing && size(textarea) > SHOWN_LIMIT) {
    pending.set(textarea, setTimeout(() => keep(textarea, "own"), TYPING_PAUSE));
  } else {
    keep(textarea, "own");
  }
}

/** Watch the textarea, whose input is kept under `key`: pastes that the textarea would lay out slowly or
 * alter are held here instead (a paste into a held long input replaces it), and every edit is saved. */
export function watch(textarea, key) {
  keys.set(textarea, key);
  textarea.addEventListener("paste", (event) => {
    const data = event.clipboardData?.getData("text/plain");
    if (!data) return; // no text (an image, say): a held input must not be replaced by nothing
    const input = current(textarea);
    const { selectionStart: start, selectionEnd: end, value } = textarea;
    const whole = input ? input.text : value;
    const replaced = input?.long ? data : whole.slice(0, offsetIn(input, start)) + data + whole.slice(offsetIn(input, end));
    if (!input && replaced.length <= SHOWN_LIMIT && !LONE_CR.test(data)) {
      // The browser inserts it (keeping undo), which for a thousand lines takes it some 25 ms: say now
      // what the text will be, so that it can be answered meanwhile.
      coming.set(textarea, replaced.replace(/\r\n?/g, "\n"));
      textarea.dispatchEvent(new Event("pasting"));
      return;
    }
    event.preventDefault();
    show(textarea, replaced);
    if (!input?.long && replaced.length <= SHOWN_LIMIT) {
      const caret = start + data.replace(/\r\n?/g, "\n").length;
      textarea.setSelectionRange(caret, caret);
    }
    textarea.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertFromPaste" }));
  });
  textarea.addEventListener("input", (event) => keepSoon(textarea, !event.inputType?.startsWith("insertFrom")));
}

// A reload or a closed tab must not lose an edit that was waiting for a pause in the typing.
function flush() {
  for (const [textarea, timer] of pending) {
    clearTimeout(timer);
    keep(textarea, "own");
  }
  pending.clear();
}
addEventListener("pagehide", flush);
document.addEventListener("visibilitychange", () => { if (document.visibilityState === "hidden") flush(); });

/** Save the whole input now, with where it came from: "own" (typed, opened, or brought back) or "link".
 * Resolves to whether it will outlast the page; html[data-kept] counts the saves, for a watcher. */
export async function keep(textarea, origin) {
  pending.delete(textarea);
  const lasting = await store.put(keys.get(textarea), { text: text(textarea), origin });
  document.documentElement.dataset.kept = String(++saves);
  return lasting;
}

async function saved(textarea) {
  const record = await store.get(keys.get(textarea));
  return typeof record === "string" ? { text: record, origin: "own" } : record; // kept by an older page
}

/** Put the kept input back in; true when there was any. */
export async function restore(textarea) {
  const record = await saved(textarea);
  if (!record?.text) return false;
  show(textarea, record.text);
  return true;
}

const ownKey = (textarea) => keys.get(textarea) + ":own";

/** Show a share link's text.  The input on show is set aside first, unless it came from a link and was not
 * edited since, so that a second link never takes the place of the visitor's own input. */
export async function adopt(textarea, shared) {
  const record = await saved(textarea);
  if (record?.origin !== "link" && record?.text?.trim() && record.text !== shared) {
    await store.put(ownKey(textarea), record.text);
  }
  show(textarea, shared);
  await keep(textarea, "link");
}

/** Whether the visitor's own input is set aside while a link's is on show. */
export async function ownWaiting(textarea) {
  const [record, own] = await Promise.all([saved(textarea), store.get(ownKey(textarea))]);
  return record?.origin === "link" && typeof own === "string" && own !== record.text;
}

/** Put the visitor's own input back in place of a link's. */
export async function bringBack(textarea) {
  const own = await store.get(ownKey(textarea));
  if (typeof own !== "string") return false;
  show(textarea, own);
  await keep(textarea, "own");
  await store.remove(ownKey(textarea));
  return true;
}

/** Call `call` (a worker function) with the whole input (or, in a "pasting" event, the text the paste is
 * about to make) as a Blob, which crosses to the worker by reference, and any further arguments. */
export function send(call, textarea, ...rest) {
  const input = current(textarea);
  const blob = !coming.has(textarea) && input?.long ? input.blob : new Blob([coming.get(textarea) ?? text(textarea)], { type: "text/plain" });
  return call(blob, ...rest);
}

/** Once the paste announced by "pasting" has landed: whether the input is the text announced. */
export function landed(textarea) {
  const announced = coming.get(textarea);
  coming.delete(textarea);
  return announced !== undefined && announced === textarea.value;
}

/** Load a dropped or chosen file as the input, byte for byte (undecodable bytes become U+FFFD, which the
 * parser names). */
export async function load(file, textarea) {
  show(textarea, await file.text());
  return file.size;
}
