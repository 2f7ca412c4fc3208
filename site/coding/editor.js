// The Code tab's editors: CodeMirror, as the pinned PyScript ships it for its py-editor (the same files, served
// from this origin), with Python's highlighting in the page's colours, line numbers, Tab to indent (Esc, then
// Tab, leaves the editor), Ctrl+Enter to run, an error's line marked, and a trace's step's line.  The element an
// editor is made in has `.code`, which reads and sets its code, as PyScript's editor offers.  Loaded when the tab first opens.
//
// The code stays here, never read into the page's MicroPython, whose heap cannot hold a string of much more than
// 1 MB: the page's Python holds a snapshot of it (`snapshot`), asks here whether the editor still holds it or
// another code (`holds`), and has the code kept, run, traced and shared from here.
//
// Each editor lives in a shadow root: there CodeMirror adopts its styles as constructed style sheets, where
// in the document it would add <style> elements, which the page's Content-Security-Policy refuses.

import { basicSetup, EditorView } from "../pyscript/codemirror-BDx3jn9j.js";
import { indentWithTab } from "../pyscript/codemirror_commands-JTJPAaAA.js";
import { python } from "../pyscript/codemirror_lang-python-r-dBg-Wd.js";
import { x as language, t as tags } from "../pyscript/codemirror_language-BeYrpeur.js";
import {
  Compartment, EditorState, RangeSet, StateEffect, StateField, Text,
} from "../pyscript/codemirror_state-DxSVIxgn.js";
import { v as view } from "../pyscript/codemirror_view-BsXnWedx.js";

const { Decoration, GutterMarker, gutterLineClass, keymap } = view;

// Each kind of token in a colour of code.css, which sets them for the light and the dark scheme.
const colours = language.HighlightStyle.define([
  { tag: [tags.keyword, tags.controlKeyword, tags.definitionKeyword, tags.moduleKeyword], color: "var(--code-keyword)" },
  { tag: [tags.string, tags.special(tags.string)], color: "var(--code-string)" },
  { tag: [tags.number, tags.bool, tags.null], color: "var(--code-number)" },
  { tag: [tags.comment, tags.lineComment], color: "var(--code-comment)", fontStyle: "italic" },
  { tag: [tags.function(tags.definition(tags.variableName)), tags.definition(tags.className)], color: "var(--code-name)" },
  { tag: [tags.operator, tags.punctuation], color: "var(--code-plain)" },
]);

/** A line marked as `decoration` (one at most): set by its effect (a line from 1, 0 for none), and cleared by
 * any edit. */
function lineMark(decoration) {
  const effect = StateEffect.define();
  const field = StateField.define({
    create: () => Decoration.none,
    update(lines, transaction) {
      if (transaction.docChanged) lines = Decoration.none;
      for (const each of transaction.effects) {
        if (each.is(effect)) {
          const at = each.value && transaction.state.doc.line(each.value).from;
          lines = each.value ? Decoration.set([decoration.range(at)]) : Decoration.none;
        }
      }
      return lines;
    },
    provide: (field) => EditorView.decorations.from(field),
  });
  return { effect, field };
}

// The line of an error (`mark`), and the line a trace's step is at (`step`).
const errorLine = lineMark(Decoration.line({ class: "cm-error-line" }));
const stepLine = lineMark(Decoration.line({ class: "cm-step-line", attributes: { "data-step-line": "" } }));

// The step's line number is filled too (editor.css), as How it works fills its marked lines' numbers: a tint
// alone is faint on a projector.
const stepNumber = new (class extends GutterMarker {
  elementClass = "cm-step-gutter";
})();
const stepGutter = gutterLineClass.compute([stepLine.field], (state) => {
  const marks = [];
  state.field(stepLine.field).between(0, state.doc.length, (from) => void marks.push(stepNumber.range(from)));
  return RangeSet.of(marks);
});

// Python's highlighting, for code of this many characters at most (some ten times a solution's): CodeMirror parses
// code for it in slices of up to 100 ms of the main thread, which for megabytes of code go on for seconds, and
// past this length take more than 50 ms.  Longer code is plain text.
export const HIGHLIGHTED_MOST = 30_000;
const highlighting = new Compartment();
const highlighted = (length) => (length <= HIGHLIGHTED_MOST ? python() : []);
// An edit that takes the code across that length turns the highlighting on or off with it.
const highlightingFollows = EditorState.transactionExtender.of((edit) => {
  if (!edit.docChanged) return null;
  const [before, after] = [edit.startState.doc.length, edit.newDoc.length].map((length) => length <= HIGHLIGHTED_MOST);
  return before === after ? null : { effects: highlighting.reconfigure(highlighted(edit.newDoc.length)) };
});

/** The text of `code`: a text, or a record kept ({text, …}, kept.js's). */
const textOf = (code) => (typeof code === "string" ? code : code.text);

/** Make an editor in `holder` (labelled by the element `labelledBy`) holding `code` (as `put` takes it); `run`
 * is called on Ctrl+Enter, `changed` after every edit.  The holder's `.code` reads and sets the code. */
export function make(holder, labelledBy, code, run, changed) {
  const root = holder.attachShadow({ mode: "open" });
  const styles = document.createElement("link");
  styles.rel = "stylesheet";
  styles.href = new URL("./editor.css", import.meta.url).href;
  const parent = document.createElement("div");
  root.append(styles, parent);
  const label = document.getElementById(labelledBy).textContent;
  const text = textOf(code);
  const editor = new EditorView({
    doc: text,
    root,
    parent,
    extensions: [
      // Before basicSetup, whose own Mod-Enter (a blank line inserted) it would otherwise come after.
      keymap.of([
        { key: "Mod-Enter", run: () => (run(), true) },
        indentWithTab,
      ]),
      basicSetup,
      EditorView.lineWrapping,
      highlighting.of(highlighted(text.length)),
      highlightingFollows,
      language.syntaxHighlighting(colours),
      errorLine.field,
      stepLine.field,
      stepGutter,
      // While a step's line is marked, the editor says so (.cm-stepping), and tints no other line: not the
      // cursor's (editor.css).
      EditorView.editorAttributes.from(stepLine.field, (lines) => (lines.size ? { class: "cm-stepping" } : {})),
      EditorView.contentAttributes.of({ "aria-label": label, "aria-multiline": "true", tabindex: "0" }),
      EditorView.updateListener.of((update) => update.docChanged && changed()),
    ],
  });
  Object.defineProperty(holder, "code", {
    configurable: true,
    get: () => editor.state.doc.toString(),
    set: (text) => put(holder, text),
  });
  holder.editor = editor;
  return editor;
}

/** Put `code` (a text, or a record kept) in the editor in `holder`, in place of its code. */
export function put(holder, code) {
  const editor = holder.editor;
  editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: textOf(code) } });
}

/** What the editor in `holder` holds now: its document, an immutable CodeMirror Text, which crosses into the
 * page's Python as a JavaScript object, never as text. */
export const snapshot = (holder) => holder.editor.state.doc;

/** Whether the editor in `holder` holds `code`: a snapshot (held again once edits are undone back to it), a
 * text, or a record kept. */
export function holds(holder, code) {
  const doc = holder.editor.state.doc;
  if (code instanceof Text) return doc.eq(code);
  const text = textOf(code);
  return doc.length === text.length && doc.toString() === text;
}

/** A digest of `code` (a snapshot): its length and a 32-bit FNV-1a hash of its text, read a line at a time.  The
 * page keeps it for the code it traced, to know after a reload whether the editor still holds that code without
 * keeping the code twice. */
export function digest(code) {
  let hash = 0x811c9dc5;
  for (const lines = code.iter(); !lines.next().done; ) {
    const text = lines.value;
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  }
  return `${code.length}:${(hash >>> 0).toString(36)}`;
}

/** Whether the editor in `holder` holds only white space, or nothing. */
export const blank = (holder) => !holder.editor.state.doc.toString().trim();

/** The code in the editor in `holder` as kept.js keeps it: {text, file, origin}, the origin "link" while it
 * holds `link` (a share link's code as it came, or null), else "own". */
export function record(holder, file, link) {
  const origin = link != null && holds(holder, link) ? "link" : "own";
  return { text: holder.editor.state.doc.toString(), file, origin };
}

/** A share link's code (links.read's answer, {code, file}) as a record kept: its text stays in JavaScript, for
 * the page's Python, whose strings end at a NUL on their way back, would cut it there. */
export const linked = (shared) => ({ text: shared.code, file: shared.file ?? "", origin: "link" });

/** The code in the editor in `holder` as a Blob, which crosses to a worker by reference. */
export const blob = (holder) => new Blob([holder.editor.state.doc.toString()], { type: "text/plain" });

/** Mark line `line` of the editor in `holder` (counted from 1) for an error, select it and bring it into view;
 * 0 clears the mark. */
export function mark(holder, line) {
  const editor = holder.editor;
  // The line comes from the code's answer, which the code may have made: anything but one of its lines clears.
  if (!Number.isSafeInteger(line) || line < 1 || line > editor.state.doc.lines) {
    editor.dispatch({ effects: errorLine.effect.of(0) });
    return;
  }
  const at = editor.state.doc.line(line);
  editor.dispatch({
    effects: [errorLine.effect.of(line), EditorView.scrollIntoView(at.from, { y: "center" })],
    selection: { anchor: at.from, head: at.to },
  });
}

/** Mark line `line` of the editor in `holder` (from 1) as a trace's step, and scroll the editor alone (never
 * the page, where the step's controls are) to show it; 0, or a line the code does not have, clears the mark. */
export function step(holder, line) {
  const editor = holder.editor;
  const real = Number.isSafeInteger(line) && line >= 1 && line <= editor.state.doc.lines;
  editor.dispatch({ effects: stepLine.effect.of(real ? line : 0) });
  holder.stepAsked = (holder.stepAsked ?? 0) + 1;
  if (real) inSight(holder, line, holder.stepAsked, 4);
}

/** Scroll the editor in `holder` to show line `line` once it has measured its lines.  Where it only estimated
 * the lines it scrolls to (those never drawn, or drawn before a change of type size, as presenting makes), it
 * measures them once they are drawn and looks again in the next frame, up to `tries` times, while that line is
 * still the step asked for (`asked`). */
function inSight(holder, line, asked, tries) {
  const editor = holder.editor;
  editor.requestMeasure({
    key: stepLine,
    read: () => (line <= editor.state.doc.lines ? editor.lineBlockAt(editor.state.doc.line(line).from) : null),
    write: (block) => {
      if (!block || holder.stepAsked !== asked) return;
      const scroller = editor.scrollDOM;
      const margin = Math.min(2 * editor.defaultLineHeight, scroller.clientHeight / 4);
      let top = scroller.scrollTop;
      if (block.top - margin < top) top = Math.max(0, block.top - margin);
      else if (block.bottom + margin > top + scroller.clientHeight) top = block.bottom + margin - scroller.clientHeight;
      if (Math.abs(top - scroller.scrollTop) < 1) return;
      scroller.scrollTop = top;
      if (tries > 1) requestAnimationFrame(() => holder.stepAsked === asked && inSight(holder, line, asked, tries - 1));
    },
  });
}

/** Put the cursor in the editor in `holder`. */
export const focus = (holder) => holder.editor.focus();
