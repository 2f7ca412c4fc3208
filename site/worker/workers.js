// The page's two workers, each started once, on first need, by whoever asks first: two callers asking at
// once share one start.  (The page's Python cannot share it itself: MicroPython's asyncio on the web drops
// a waiting task when another starts waiting, so its Python waits only on promises.)

import { MPWorker, PyWorker } from "../pyscript/core.js";

const RUNTIMES = {
  micropython: [MPWorker, "./pyscript/micropython/micropython.mjs"],
  pyodide: [PyWorker, "./pyscript/pyodide/pyodide.mjs"],
};
const started = new Map();
const ready = new Set();
let config = null;

/** worker.json: the core's files, which every worker of the page loads. */
const coreConfig = () => (config ??= fetch("./worker/worker.json").then((response) => response.json()));

/** A worker running `file` on `runtime` with `config`, once started.  The config goes as an object (as a URL,
 * the worker would not see `sync_main_only`), and the runtime as an absolute URL (a relative one does not
 * resolve inside the worker). */
async function start(runtime, file, config) {
  const [make, interpreter] = RUNTIMES[runtime];
  const version = new URL(interpreter, location.href).href;
  // A worker whose runtime cannot be fetched (Pyodide offline, before it was ever kept) never says so: its
  // module is fetched here first, and a failure is an error of the start.  (MicroPython's is the page's own.)
  if (runtime === "pyodide" && !(await fetch(version)).ok) throw new Error(`${version} could not be fetched`);
  const worker = make(file, { config, version });
  await worker.ready;
  return worker;
}

/** The exported functions of worker.py running on `runtime` ("micropython" or "pyodide"). */
export function get(runtime) {
  if (!started.has(runtime)) {
    const starting = coreConfig().then(async (config) => {
      const worker = await start(runtime, "./worker/worker.py", config);
      ready.add(runtime);
      return worker;
    });
    starting.catch(() => started.delete(runtime)); // a start that failed (offline, say) is tried again when asked
    started.set(runtime, starting);
  }
  return started.get(runtime).then((worker) => worker.sync);
}

/** Whether to warm the MicroPython worker up (worker.py says why): the tests of anything else leave it out,
 * by "camel-cards:warm" = "no" in the tab's sessionStorage.  (Read here: a blocked sessionStorage throws on
 * reading the property, which MicroPython cannot catch.) */
export function warm() {
  try {
    return sessionStorage.getItem("camel-cards:warm") !== "no";
  } catch {
    return true;
  }
}

/** Whether the worker on `runtime` has been asked for. */
export const asked = (runtime) => started.has(runtime);

/** Whether the worker on `runtime` has started and answers at once. */
export const isReady = (runtime) => ready.has(runtime);

/** Start the Pyodide worker now if this browser holds its largest file already (the service worker keeps it once
 * used), so that starting it downloads nothing; else leave it to start on need. */
export function preloadIfKept() {
  caches
    .match(new URL("./pyscript/pyodide/pyodide.asm.wasm", location.href))
    .then((kept) => kept && preload("pyodide"))
    .catch(() => {}); // no caches (a blocked storage): it starts on need
}

/** The first of `promises` to settle, as {index, value}: which of the workers playing a game answered first. */
export const first = (...promises) => Promise.race(promises.map((promise, index) => promise.then((value) => ({ index, value }))));

/** Start the worker on `runtime` now, for a caller that will ask for it once it is ready (isReady); a start
 * that fails is tried again by the next to ask. */
export function preload(runtime) {
  get(runtime).catch(() => {});
}

/** A promise that settles after `ms` milliseconds: what the page's Python waits on instead of asyncio.sleep. */
export const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
