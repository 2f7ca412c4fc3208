// The Code tab's runners, one for each editor and one for the prompt: each a worker of its own in the sandbox
// (sandbox/client.js), started on first need, ended by Stop or by the time limit whatever its code is doing,
// and started again by the next call; an editor's is renewed after each run.
//
// What a runner answers is the code's to make (the code runs beside runner.py, and may answer in its place),
// so the page reads it as JSON of a bounded size and depth, with the numbers it writes out checked to be
// whole numbers (in digits, or small enough to be exact); anything else is refused in words.

import * as input_text from "../js/input_text.js";
import { Runner } from "../sandbox/client.js";
import { read } from "./trace.js";

const BOUNDS = { depth: 8, items: 1000, chars: 400_000, digits: 10_000 };
// The fields whose values the page writes out as whole numbers.
const WHOLE = new Set(["value", "right", "number"]);
// The fields the page goes through item by item, with what each item must be: a list (of records, of text, of
// either), never anything else that the page could not go through.
const LISTS = { parts: "object", matches: "object", mistakes: "object", first: "object", ids: "string", lines: "string", checklist: "" };
// The fields the page reads field by field: a record, not a list.
const RECORDS = new Set(["check", "keyed", "error"]);
const record = (value) => typeof value === "object" && value !== null && !Array.isArray(value);

/** `text` (JSON) within BOUNDS, as JSON again; it throws when it is not. */
export function bounded(text) {
  let chars = 0;
  const count = (length) => {
    if ((chars += length) > BOUNDS.chars) throw new Error(`it answered with more than ${BOUNDS.chars} characters`);
  };
  const whole = new RegExp(`^-?\\d{1,${BOUNDS.digits}}$`);
  const walk = (value, depth) => {
    if (depth > BOUNDS.depth) throw new Error("its answer is nested too deep");
    if (typeof value === "string") return count(value.length), value;
    if (value === null || typeof value === "boolean" || Number.isFinite(value)) return value;
    const entries = typeof value === "object" ? Object.entries(value) : null;
    if (entries === null || entries.length > BOUNDS.items) throw new Error("its answer is not one the page reads");
    if (Array.isArray(value)) return value.map((each) => walk(each, depth + 1));
    return Object.fromEntries(
      entries.map(([name, each]) => {
        count(name.length);
        const isWhole = Number.isSafeInteger(each) || (typeof each === "string" && whole.test(each));
        if (WHOLE.has(name) && !isWhole) throw new Error(`its ${name} is not a whole number`);
        const item = LISTS[name];
        const listed = (each) => (item === "object" ? record(each) : item === "" || typeof each === item);
        if (name in LISTS && !(Array.isArray(each) && each.every(listed))) throw new Error(`its ${name} is not a list the page reads`);
        if (RECORDS.has(name) && !record(each)) throw new Error(`its ${name} is not a record the page reads`);
        return [name, walk(each, depth + 1)];
      }),
    );
  };
  return JSON.stringify(walk(JSON.parse(text), 0));
}

export const make = () => new Runner();

/** Call `runner`'s `name` with `args`, as Runner.call, its answer read within bounds: {said}, or {unread}
 * (why it was not read). */
export async function call(runner, limit, name, ...args) {
  const answer = await runner.call(limit, name, ...args);
  if (answer.said === undefined) return answer;
  try {
    return { said: bounded(answer.said) };
  } catch (error) {
    return { unread: error.message };
  }
}

/** Run `code` (an editor's snapshot, editor.js's) on the text of `snap` (a box's snapshot, or {text} for
 * another) with `runner`: as `call`.  Each run
 * has a worker that no code ran in before: the code could leave its Python changed (runner.py's functions
 * replaced, to answer for the next code) or leave work running, so its worker ends with the run, and a fresh one
 * starts meanwhile for the next. */
export async function run(runner, limit, snap, code, game, file) {
  try {
    return await input_text.send((blob) => call(runner, limit, "run", blob, String(code), game, file), snap);
  } finally {
    if (!runner.busy()) runner.renew(); // (a newer run, begun meanwhile, has a fresh worker, and renews it itself)
  }
}

/** Trace `code` (an editor's snapshot) on the text of `snap` with `runner`, as `run` runs it: {trace} (trace.js's `read`), {unread},
 * or what Runner.call answers when the call gave no answer. */
export async function trace(runner, limit, snap, code, game, file) {
  try {
    const answer = await input_text.send((blob) => runner.call(limit, "trace", blob, String(code), game, file), snap);
    if (answer.said === undefined) return answer;
    try {
      return { trace: read(answer.said) };
    } catch (error) {
      return { unread: error.message };
    }
  } finally {
    if (!runner.busy()) runner.renew();
  }
}

/** The text of the file at `url`, from this origin. */
export const text = (url) => fetch(url).then((response) => response.text());
