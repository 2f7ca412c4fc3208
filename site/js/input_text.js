// The text of an input box: the one source of truth for what the page solves, plays, keeps and shares.  It
// is kept across reloads, and handed to a worker whole and byte for byte without passing through the page's
// MicroPython, whose heap cannot hold a string of much more than 1 MB.
//
// A textarea does not always hold the input as given:
// - Chromium lays out every line of a textarea whenever the page changes, at some 20 µs a line, so a text
//   longer than SHOWN_LIMIT is held here and the textarea shows only its start, read-only;
// - a textarea turns every CR into LF, so a text with a CR that ends no line (which the parser refuses, as
//   the command line does) is held here too, while the textarea shows it with line feeds.
// Either way the text held is the input until the textarea's value changes from what was put there.
//
// A worker's answer is for a snapshot of the box, taken when it was asked; the page shows it only while the
// box still holds that snapshot (`holds`).

import * as kept from "./kept.js";

const SHOWN_LIMIT = 50_000;
const PREVIEW_LINES = 500;
const PREVIEW_CHARS = 20_000;
// Saving a big text as it is typed would write megabytes at every key; it waits for a pause instead.
const TYPING_PAUSE = 400;
const LONE_CR = /\r(?!\n)/;
const held = new WeakMap();
const games = new WeakMap();
// Where the text in each box came from: "own" (typed, pasted, opened, brought back), "link" or "example".
// Only an input of one's own is set aside when the page puts another in its place: the others can be had
// again.
const origins = new WeakMap();
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

/** What the box holds now, for a worker to answer and for `holds` to check that answer against later.  It
 * crosses into the page's Python as a JavaScript object, never as text. */
export function snapshot(textarea) {
  const input = current(textarea);
  return input?.long ? { input, chars: input.chars } : { text: text(textarea), chars: size(textarea) };
}

/** Whether the box still holds what `snap` took. */
export function holds(textarea, snap) {
  const input = current(textarea);
  return snap.input ? input === snap.input : !input?.long && text(textarea) === snap.text;
}

/** Whether two snapshots took the same text. */
export const same = (a, b) => (a.input || b.input ? a.input === b.input : a.text === b.text);

/** Call `call` (a worker function) with the text of `snap` as a Blob, which crosses to the worker by
 * reference, and any further arguments. */
export const send = (call, snap, ...rest) => call(snap.input?.blob ?? new Blob([snap.text], { type: "text/plain" }), ...rest);

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
    pending.set(textarea, setTimeout(() => keep(textarea), TYPING_PAUSE));
  } else {
    keep(textarea);
  }
}

/** Watch the textarea, whose input is game `game`'s: pastes that the textarea would lay out slowly or alter
 * are held here instead (a paste into a held long input replaces it, and sets it aside), and every edit is
 * kept as the visitor's own.  A paste that the browser inserts itself is announced first, by the event
 * "pasting" with its snapshot to come as `detail`, so that it can be answered while the browser lays it out. */
export function watch(textarea, game) {
  games.set(textarea, game);
  textarea.addEventListener("paste", (event) => {
    const data = event.clipboardData?.getData("text/plain");
    if (!data) return; // no text (an image, say): a held input must not be replaced by nothing
    const input = current(textarea);
    const { selectionStart: start, selectionEnd: end, value } = textarea;
    const whole = input ? input.text : value;
    const replaced = input?.long ? data : whole.slice(0, offsetIn(input, start)) + data + whole.slice(offsetIn(input, end));
    if (!input && replaced.length <= SHOWN_LIMIT && !LONE_CR.test(data)) {
      // The browser inserts it (keeping undo), which for a thousand lines takes it some 25 ms.
      const text = replaced.replace(/\r\n?/g, "\n");
      textarea.dispatchEvent(new CustomEvent("pasting", { detail: { text, chars: text.length } }));
      return;
    }
    event.preventDefault();
    if (input?.long) setAsideOwn(textarea, "when a paste took its place");
    show(textarea, replaced);
    if (!input?.long && replaced.length <= SHOWN_LIMIT) {
      const caret = start + data.replace(/\r\n?/g, "\n").length;
      textarea.setSelectionRange(caret, caret);
    }
    textarea.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertFromPaste" }));
  });
  textarea.addEventListener("input", (event) => {
    origins.set(textarea, "own");
    keepSoon(textarea, !event.inputType?.startsWith("insertFrom"));
  });
}

// A reload or a closed tab must not lose an edit that was waiting for a pause in the typing.
function flush() {
  for (const [textarea, timer] of pending) {
    clearTimeout(timer);
    keep(textarea);
  }
  pending.clear();
}
addEventListener("pagehide", flush);
addEventListener("beforeunload", flush);
document.addEventListener("visibilitychange", () => { if (document.visibilityState === "hidden") flush(); });

/** Save the whole input now, with where it came from.  Resolves to whether it will outlast the page;
 * html[data-kept] counts the saves, for a watcher. */
export async function keep(textarea) {
  pending.delete(textarea);
  const lasting = await kept.keepInput(games.get(textarea), { text: text(textarea), origin: origins.get(textarea) ?? "own" });
  document.documentElement.dataset.kept = String(++saves);
  return lasting;
}

/** Take over a box the visitor may have typed in before the page watched it: what was typed is kept as
 * theirs, or else the kept input is put back; resolves to whether there is an input. */
export async function takeOver(textarea) {
  if (size(textarea)) {
    origins.set(textarea, "own");
    await keep(textarea);
    return true;
  }
  return restore(textarea);
}

/** Put the kept input back in; true when there was any. */
export async function restore(textarea) {
  const record = await kept.restoredInput(games.get(textarea));
  if (!record?.text) return false;
  show(textarea, record.text);
  origins.set(textarea, record.origin ?? "own");
  return true;
}

/** Set the input in the box aside, saying `why`, when it is the visitor's own. */
function setAsideOwn(textarea, why, instead) {
  const before = text(textarea);
  if ((origins.get(textarea) ?? "own") !== "own" || before === instead) return Promise.resolve();
  return kept.setAside(games.get(textarea), before, why);
}

/** Put `given` in the box in place of the input, which is set aside when it is the visitor's own, saying
 * `why`; `origin` says where it came from.  `given` is text, a file (or any Blob, decoded as a file is), or
 * an object with the text as its `text` (a worker's answer), so that the page's Python, which would cut a
 * text at its first NUL, never carries it.  Resolves once both are kept. */
export async function replace(textarea, given, origin, why) {
  const replacement = typeof given === "string" ? given : given instanceof Blob ? await decode(given) : given.text;
  await setAsideOwn(textarea, why, replacement);
  show(textarea, replacement);
  origins.set(textarea, origin);
  await keep(textarea);
}

/** Put the first input set aside back in the box, setting the one on show aside at the end of the list when
 * it is the visitor's own; false when none was set aside. */
export async function bringBack(textarea) {
  const own = (origins.get(textarea) ?? "own") === "own";
  const taken = await kept.bringBack(games.get(textarea), own ? text(textarea) : "", "when another was brought back");
  if (!taken) return false;
  show(textarea, taken.text);
  origins.set(textarea, "own");
  await keep(textarea);
  return true;
}

/** What Bring back would bring back for this box: {chars, lines, why, more} (how many more are set aside),
 * or null. */
export async function setAside(textarea) {
  const [first, ...rest] = await kept.setAsideList(games.get(textarea));
  return first ? { chars: first.text.length, lines: linesIn(first.text), why: first.why, more: rest.length } : null;
}

/** The text of a file, decoded as the command line decodes a file: UTF-16 when it starts with a UTF-16 byte
 * order mark, else UTF-8; a byte that is not text becomes U+FFFD, which the parser names. */
async function decode(file) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const encoding = bytes[0] === 0xff && bytes[1] === 0xfe ? "utf-16le" : bytes[0] === 0xfe && bytes[1] === 0xff ? "utf-16be" : "utf-8";
  return new TextDecoder(encoding).decode(bytes);
}
