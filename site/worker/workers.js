// The page's two workers, each started once, on first need, by whoever asks first: two callers asking at
// once share one start.  (The page's Python cannot share it itself: MicroPython's asyncio on the web drops
// a waiting task when another starts waiting, so its Python waits only on promises.)

import { SESSION } from "../js/kept.js";

/** Full Python's download, as the page says it. */
export const PYODIDE_SIZE = "about 20 MB";

// Each runtime's worker: the promise of its start, and the worker once started.
const started = new Map();
const ready = new Map();
// Those told of each start's download as its bytes come (`onDownload`), by its name.
const told = new Map();

/** A worker running worker.py on `runtime`, once started: an object of its exports, each a function that
 * sends its call and returns the promise of the answer (python.js says how).  A worker that stops, before
 * its start or after, fails its start and every call it owes, and `ended` is told, so that the next to ask
 * starts another. */
function start(runtime, ended) {
  const worker = new Worker(new URL("./python.js", import.meta.url), { type: "module", name: runtime });
  const answers = new Map();
  let calls = 0;
  let stopped = null;
  const call =
    (name) =>
    (...args) =>
      new Promise((resolve, reject) => {
        if (stopped) return reject(stopped);
        answers.set(++calls, { resolve, reject });
        worker.postMessage({ call: calls, name, args });
      });
  return new Promise((resolve, reject) => {
    const stop = (why) => {
      if (stopped) return;
      stopped = new Error(why);
      worker.terminate();
      reject(stopped);
      answers.forEach(({ reject: failed }) => failed(stopped));
      answers.clear();
      ended();
    };
    worker.addEventListener("message", ({ data: { kind, call: id, said, names, got } }) => {
      if (kind === "ready") resolve(Object.fromEntries(names.map((name) => [name, call(name)])));
      else if (kind === "loading") downloaded(runtime, got);
      else if (kind === "unstarted") stop(said);
      else if (answers.has(id)) {
        const { resolve: answered, reject: failed } = answers.get(id);
        answers.delete(id);
        if (kind === "said") answered(said);
        else failed(new Error(said));
      }
    });
    // its script could not be loaded (offline, before it was ever kept), or its runtime stopped
    worker.addEventListener("error", (event) => {
      event.preventDefault();
      stop(event.message || `the ${runtime} worker stopped`);
    });
  });
}

/** The exported functions of worker.py running on `runtime` ("micropython" or "pyodide"). */
export function get(runtime) {
  if (!started.has(runtime)) {
    const ended = () => {
      if (started.get(runtime) === starting) {
        started.delete(runtime);
        ready.delete(runtime);
      }
    };
    const starting = start(runtime, ended).then((worker) => {
      ready.set(runtime, worker);
      if (runtime === "pyodide") keepPyodide();
      return worker;
    });
    starting.catch(() => {}); // a start that failed (offline, say) is tried again when asked: see ended
    started.set(runtime, starting);
  }
  return started.get(runtime);
}

/** Ask the service worker to keep Pyodide's files, and the Python only it runs (sw.js says why), once full
 * Python has been used, by this worker or by the Code tab's sandbox; html[data-pyodide-kept] once it has.  A
 * browser without one, or that refuses it, starts full Python from the network as before. */
export function keepPyodide() {
  const kept = ({ data }) => {
    if (data?.type !== "PYODIDE_KEPT") return;
    navigator.serviceWorker.removeEventListener("message", kept);
    document.documentElement.setAttribute("data-pyodide-kept", "");
  };
  navigator.serviceWorker?.addEventListener("message", kept);
  navigator.serviceWorker?.ready.then((registration) => registration.active.postMessage({ type: "KEEP_PYODIDE" }));
}

/** Whether to warm the MicroPython worker up (worker.py says why): the tests of anything else leave it out,
 * by "no" under kept.js's SESSION.warm in the tab's sessionStorage.  (Read here: a blocked sessionStorage throws on
 * reading the property, which MicroPython cannot catch.) */
export function warm() {
  try {
    return sessionStorage.getItem(SESSION.warm) !== "no";
  } catch {
    return true;
  }
}

/** Tell `tell` the bytes the start of `name` (a runtime's worker, or the Code tab's "sandbox") has downloaded so
 * far, as they come, until the function returned is called. */
export function onDownload(name, tell) {
  if (!told.has(name)) told.set(name, new Set());
  told.get(name).add(tell);
  return () => told.get(name).delete(tell);
}

/** The start of `name` has downloaded `got` bytes so far. */
export const downloaded = (name, got) => told.get(name)?.forEach((tell) => tell(got));

/** Whether the worker on `runtime` has been asked for. */
export const asked = (runtime) => started.has(runtime);

/** Whether the worker on `runtime` has started and answers at once. */
export const isReady = (runtime) => ready.has(runtime);

/** The worker on `runtime` if it has started, else null: for a call made within the event that asks it. */
export const now = (runtime) => ready.get(runtime) ?? null;

/** "micropython" or "pyodide": the runtime of a worker started here. */
export const runtimeOf = (worker) => [...ready].find(([, each]) => each === worker)?.[0];

/** Start the Pyodide worker now if this browser holds its largest file already (the service worker keeps it once
 * used), so that starting it downloads nothing; else leave it to start on need.  The promise of the worker once
 * started, or of null. */
export function preloadIfKept() {
  // A page that is no secure context (a plain http address on a network) has no Cache Storage: it starts on need.
  if (!self.caches) return Promise.resolve(null);
  return caches
    .match(new URL("./pyscript/pyodide/pyodide.asm.wasm", location.href))
    .then((kept) => (kept ? get("pyodide") : null))
    .catch(() => null); // no caches (a blocked storage), or a start that failed: it starts on need
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
