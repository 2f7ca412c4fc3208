// The Code tab's workers, one for each editor and one for the prompt: each started on first need (Pyodide,
// in a worker of its own, workers.own), ended by Stop or by the time limit whatever its code is doing, and
// started again by the next call.

import * as input_text from "../js/input_text.js";
import { own } from "../worker/workers.js";

export class Runner {
  constructor() {
    this.worker = null;
    this.end = null;
  }

  /** The worker, started if need be. */
  start() {
    this.worker ??= own("./code/runner.py", "./code/runner.json");
    const starting = this.worker;
    starting.catch(() => this.worker === starting && (this.worker = null)); // a failed start is tried again
    return starting;
  }

  /** Whether the worker has been started (or is starting). */
  started() {
    return this.worker !== null;
  }

  /** Call the worker's `name` with `args`, and end it if the call takes more than `limit` ms: {said} (the
   * call's answer), or {ended: "stop"} or {ended: "limit"} when it was ended first. */
  async call(limit, name, ...args) {
    const worker = await this.start();
    const ended = new Promise((resolve) => (this.end = resolve));
    const timer = setTimeout(() => this.stop("limit"), limit);
    try {
      return await Promise.race([worker.sync[name](...args).then((said) => ({ said })), ended]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Run code on the text of `snap` (a box's snapshot, or {text} for another): as `call`. */
  run(limit, snap, code, game, file) {
    return input_text.send((blob) => this.call(limit, "run", blob, code, game, file), snap);
  }

  /** End the worker now, saying `why` ("stop" or "limit") to the call waiting on it. */
  stop(why = "stop") {
    const worker = this.worker;
    this.worker = null;
    worker?.then((started) => started.terminate()).catch(() => {});
    this.end?.({ ended: why });
  }
}

export const make = () => new Runner();

/** The text of the file at `url`, from this origin. */
export const text = (url) => fetch(url).then((response) => response.text());
