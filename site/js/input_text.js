// The text of an input box: the one source of truth for what the page solves, plays, keeps and shares.  It
// is handed to a worker whole and byte for byte without passing through the page's MicroPython, whose heap
// cannot hold a string of much more than 1 MB.  (input_box.js keeps it, and puts another in its place.)
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

export const SHOWN_LIMIT = 50_000;
const PREVIEW_LINES = 500;
const PREVIEW_CHARS = 20_000;
export const LONE_CR = /\r(?!\n)/;
const held = new WeakMap();

export function linesIn(text) {
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

/** Put `text` in as the whole input: into the textarea, or held here with the textarea showing it.  The box
 * then says "shown", as an edit says "input", to whatever holds something made from its input. */
export function show(textarea, text) {
  letGo(textarea);
  put(textarea, text);
  textarea.dispatchEvent(new Event("shown", { bubbles: true }));
}

function put(textarea, text) {
  if (text.length <= SHOWN_LIMIT) {
    textarea.value = text;
    if (LONE_CR.test(text)) held.set(textarea, { text, shown: textarea.value, from: 0, chars: text.length, long: false });
    return;
  }
  const input = { text, chars: text.length, long: true };
  preview(textarea, input, 1);
  held.set(textarea, input);
  blobSoon(textarea, input);
}

/** Make the Blob that hands a long input to a worker in a task of its own, right after this one (unless
 * another input has taken its place by then), rather than in the task that put the text in or in every
 * Solve's: copying 10 MB into one takes some tens of milliseconds. */
function blobSoon(textarea, input) {
  setTimeout(() => held.get(textarea) === input && blobOf(input));
}

/** `show` for a text longer than SHOWN_LIMIT that a task has spent its time on already (reading 10 MB from
 * the clipboard takes a paste event some 45 ms): the text is the whole input at once, and the textarea,
 * read-only meanwhile, shows its first lines in the next task, its Blob being made in the task after that. */
export function showNext(textarea, text) {
  letGo(textarea);
  const input = { text, chars: text.length, long: true, shown: textarea.value, from: 0, firstLine: 1, shownLines: 0 };
  held.set(textarea, input);
  textarea.readOnly = true;
  setTimeout(() => {
    if (held.get(textarea) !== input) return;
    preview(textarea, input, 1);
    blobSoon(textarea, input);
    textarea.dispatchEvent(new Event("shown", { bubbles: true }));
  });
}

/** A long input's lines, counted once, when first asked for (10 MB take some 10 ms). */
const linesOf = (input) => (input.lines ??= linesIn(input.text));

/** A long input's text as a Blob, made once. */
const blobOf = (input) => (input.blob ??= new Blob([input.text], { type: "text/plain" }));

/** The held input, unless the textarea's value has since changed (an edit, an undo, a script), which makes
 * the textarea the input again. */
export function current(textarea) {
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
export const send = (call, snap, ...rest) =>
  call(snap.input ? blobOf(snap.input) : new Blob([snap.text], { type: "text/plain" }), ...rest);

/** {chars, lines, firstLine, shownLines, shownChars} of a long input of which the textarea shows only some
 * lines (shownLines is 0 when even one line is cut short), or false.  Never the text itself, which must not
 * cross into MicroPython. */
export function holding(textarea) {
  const input = current(textarea);
  if (!input?.long) return false;
  const { chars, firstLine, shownLines } = input;
  return { chars, lines: linesOf(input), firstLine, shownLines, shownChars: input.shown.length };
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
