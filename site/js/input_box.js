// An input box over time: watched as it is typed in and pasted into, kept in this browser at every edit,
// replaced by the page (a share link, the example, a file) with the visitor's own set aside, and brought back.
// What the box holds at any moment is input_text.js's.

import * as kept from "./kept.js";
import { current, LONE_CR, linesIn, SHOWN_LIMIT, show, showNext, size, text } from "./input_text.js";

// How long typing pauses before what follows it, in milliseconds: the Camel Cards answer (answering.py), Your
// rules (rules_form.py), the table's hand filter (table.py), and the keeping of a big text.  Saving a big text
// as it is typed would write megabytes at every key; it waits for a pause instead.  A big text put in at once
// is saved in a task of its own, after the one that asks for its answer: copying 10 MB into the database
// takes some 15 ms.
export const TYPING_PAUSES = Object.freeze({ answer: 300, rules: 300, filter: 150, keeping: 400 });
const games = new WeakMap();
// Where the text in each box came from: "own" (typed, pasted, opened, brought back), "link" or "example".
// Only an input of one's own is set aside when the page puts another in its place: the others can be had
// again.
const origins = new WeakMap();
const pending = new Map();

/** The offset in the whole input of a position in the textarea, whose CRLF pairs count as one character. */
function offsetIn(input, position) {
  if (!input) return position;
  let offset = input.from;
  for (let shown = 0; shown < position && offset < input.text.length; shown++) {
    offset += input.text.startsWith("\r\n", offset) ? 2 : 1;
  }
  return offset;
}

/** Save the input now, or, when it is a big text, in the next task or once typing pauses. */
function keepSoon(textarea, typing) {
  clearTimeout(pending.get(textarea));
  if (size(textarea) > SHOWN_LIMIT) {
    pending.set(textarea, setTimeout(() => keep(textarea), typing ? TYPING_PAUSES.keeping : 0));
  } else {
    keep(textarea);
  }
}

/** Watch the textarea, whose input is game `game`'s: pastes that the textarea would lay out slowly or alter
 * are held here instead (a paste into a held long input replaces it, and sets it aside), and every edit is
 * kept as the visitor's own.  A paste that the browser inserts itself is announced first, by the event
 * "pasting" with its snapshot to come as `detail`, so that it can be answered while the browser lays it out; one
 * it holds, by "paste-held" with its size. */
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
    const announce = () => textarea.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertFromPaste" }));
    if (replaced.length <= SHOWN_LIMIT) {
      show(textarea, replaced);
      if (!input?.long) {
        const caret = start + data.replace(/\r\n?/g, "\n").length;
        textarea.setSelectionRange(caret, caret);
      }
      announce();
      return;
    }
    // Reading 10 MB from the clipboard takes this task some 45 ms: the box holds the paste from now on (a page
    // left meanwhile keeps it), and the rest begins in tasks of their own, after its preview and its Blob
    // (`showNext`): its answer and its keeping.  "paste-held" says its size first, so that a worker it needs
    // starts now rather than once its answer is asked.
    origins.set(textarea, "own");
    textarea.dispatchEvent(new CustomEvent("paste-held", { detail: { chars: replaced.length } }));
    showNext(textarea, replaced);
    const later = (act) => {
      clearTimeout(pending.get(textarea));
      pending.set(textarea, setTimeout(() => {
        pending.delete(textarea);
        act();
      }));
    };
    later(() => later(announce));
  });
  // A key that would type or delete in a held long input, which the box shows read-only, is answered by the
  // event "key-refused", so that the page can say how to edit it rather than seem not to listen.
  textarea.addEventListener("keydown", (event) => {
    const editing = (event.key.length === 1 && !event.ctrlKey && !event.metaKey) || ["Backspace", "Delete", "Enter"].includes(event.key);
    if (textarea.readOnly && editing) textarea.dispatchEvent(new CustomEvent("key-refused"));
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

/** Save the whole input now, with where it came from.  Resolves to whether it will outlast the page. */
export function keep(textarea) {
  pending.delete(textarea);
  return kept.keep(games.get(textarea), { text: text(textarea), origin: origins.get(textarea) ?? "own" });
}

/** Take over a box the visitor may have typed in before the page watched it: what was typed is kept as
 * theirs, or else the kept input is put back; resolves to which: "typed", "restored", or "" (no input). */
export async function takeOver(textarea) {
  if (size(textarea)) {
    origins.set(textarea, "own");
    await keep(textarea);
    return "typed";
  }
  return (await restore(textarea)) ? "restored" : "";
}

/** Put the kept input back in; true when there was any. */
export async function restore(textarea) {
  const record = await kept.restored(games.get(textarea));
  if (!record?.text) return false;
  show(textarea, record.text);
  origins.set(textarea, record.origin ?? "own");
  return true;
}

/** Set the box's input aside, saying `why`, when it is the visitor's own, holds more than blanks, and is not
 * `instead`: whether it was. */
async function setAsideOwn(textarea, why, instead) {
  const before = text(textarea);
  if ((origins.get(textarea) ?? "own") !== "own" || before === instead || !before.trim()) return false;
  await kept.setAside(games.get(textarea), { text: before }, why);
  return true;
}

/** Put `given` in the box in place of the input, which is set aside when it is the visitor's own, saying
 * `why`; `origin` says where it came from.  `given` is text, a file (or any Blob, decoded as a file is), or
 * an object with the text as its `text` (a worker's answer), so that the page's Python, which would cut a
 * text at its first NUL, never carries it.  Resolves once both are kept, to whether the visitor's own input was
 * set aside. */
export async function replace(textarea, given, origin, why) {
  const replacement = typeof given === "string" ? given : given instanceof Blob ? await decode(given) : given.text;
  // The very text the box holds stays as it was: the visitor's own, if it was, for the next to set aside.
  const same = text(textarea) === replacement;
  const setAside = await setAsideOwn(textarea, why, replacement);
  show(textarea, replacement);
  if (!same) origins.set(textarea, origin);
  await keep(textarea);
  return setAside;
}

/** Put the first input set aside back in the box, setting the one on show aside at the end of the list when
 * it is the visitor's own; false when none was set aside. */
export async function bringBack(textarea) {
  const own = (origins.get(textarea) ?? "own") === "own";
  const replaced = own ? { text: text(textarea) } : undefined;
  const taken = await kept.bringBack(games.get(textarea), replaced, "when another was brought back");
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
