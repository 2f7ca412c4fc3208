// The page's side of the sandbox (sandbox.html), where the Code tab's code runs in an origin of its own: one
// frame, made on first need, handed the runtime's files (Pyodide, from this origin, where the service worker
// keeps it) and the Python files once; and a runner for each editor and the prompt, each a worker there of
// its own.  The page listens to that frame alone, and reads only the fields each kind of message has.

import { unpacked } from "../js/archives.js";
import { watching } from "../js/downloads.js";
import { packed } from "../js/snapshot.js";
import { downloaded, keepPyodide, PYODIDE_SIZE } from "../worker/workers.js";

const RUNTIME = "./pyscript/pyodide/";
const RUNTIME_FILES = {
  "pyodide.mjs": "text/javascript",
  "pyodide.asm.mjs": "text/javascript",
  "pyodide.asm.wasm": "application/wasm",
  "python_stdlib.zip": "application/zip",
  "pyodide-lock.json": "application/json",
};
// The frame's answers beyond this many characters are refused (the frame refuses them first).
const LARGEST = 4 * 1024 * 1024;
// How long after its element's load event a frame may take to say it has loaded.
const UNLOADED_MS = 2000;
const runners = new Map();
let frame = null;
let count = 0; // runners made
let readied = 0; // their workers ready, html[data-runners-ready]

/** The file at `url`, as a Blob of `type`, fetched by `get`: a Blob crosses to the frame as a handle to the
 * browser's copy, so that neither the page nor the frame copies its megabytes on a main thread. */
async function file(url, type, get) {
  const response = await get(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return new Blob([await response.blob()], { type });
}

/** Why the runtime could not be fetched, in words. */
const unfetched = (error) => new Error(`full Python could not be fetched (${error.message})`);

// A frame of an origin of its own is never served by the page's service worker: offline, it cannot open.
const OFFLINE = `code runs in full Python (Pyodide, ${PYODIDE_SIZE}) in a frame of its own, which opens only online: connect and press Run; once it is open, code runs offline too, until the page is left`;

/** The sandbox's window, once it holds the runtime. */
function sandbox() {
  if (frame === null && !navigator.onLine) return Promise.reject(new Error(OFFLINE));
  frame ??= (async () => {
    const iframe = document.createElement("iframe");
    iframe.sandbox = "allow-scripts";
    iframe.title = "Where the Code tab's code runs, apart from the page";
    iframe.hidden = true;
    iframe.src = "./sandbox/sandbox.html";
    // The frame says it has loaded; one whose page failed to load (the connection dropped) never does, but
    // the element's load event comes either way: a frame that has not said so within a moment of it is given up.
    const loaded = new Promise((resolve, reject) => {
      iframe.loaded = resolve;
      iframe.addEventListener("load", () => setTimeout(() => reject(new Error("its page did not load")), UNLOADED_MS));
    });
    loaded.catch(() => {}); // awaited once the runtime is fetched: not a rejection left unheard meanwhile
    document.body.append(iframe);
    let files, stop;
    const stopped = new Promise((_, reject) => (stop = (why) => reject(new Error(why))));
    const key = new URL(RUNTIME + "pyodide.asm.wasm", location.href);
    const { fetch: get, done } = await watching(fetch, stop, key, (got) => downloaded("sandbox", got));
    try {
      const names = Object.keys(RUNTIME_FILES);
      const fetched = Promise.all([
        Promise.all(names.map((name) => file(RUNTIME + name, RUNTIME_FILES[name], get))),
        file("./sandbox/worker.js", "text/javascript", get),
        unpacked("./runner.tar.gz", get).then(Object.fromEntries), // the runner's Python: python_files.py says which
        packed(get),
      ]);
      const [runtime, worker, code, memory] = await Promise.race([fetched, stopped]);
      done();
      files = Object.fromEntries(names.map((name, i) => [name, runtime[i]]));
      files["worker.js"] = worker;
      if (memory) files["memory.bin.gz"] = memory;
      keepPyodide();
      await loaded;
      iframe.contentWindow.postMessage({ kind: "runtime", files, python: code }, "*");
    } catch (error) {
      done(true);
      iframe.remove();
      frame = null;
      throw files ? new Error(`the sandbox for code could not be opened (${error.message})`) : unfetched(error);
    }
    return iframe;
  })();
  return frame;
}

/** A message from the sandbox, as the page reads it, or null: the frame's own, of a kind and fields it has. */
function read(data) {
  if (typeof data !== "object" || data === null || typeof data.kind !== "string") return null;
  const { kind, id, call, said } = data;
  if (kind === "loaded") return { kind };
  if (!runners.has(id)) return null;
  if (kind === "ready") return { kind, id };
  if (typeof said !== "string" || said.length > LARGEST) return null;
  if (kind === "unstarted" || kind === "died" || kind === "unheard") return { kind, id, said };
  if ((kind === "said" || kind === "failed") && Number.isSafeInteger(call)) return { kind, id, call, said };
  return null;
}

addEventListener("message", (event) => {
  const iframe = document.querySelector("iframe[sandbox]");
  if (!iframe || event.source !== iframe.contentWindow) return;
  const message = read(event.data);
  if (message?.kind === "loaded") iframe.loaded?.();
  else if (message) runners.get(message.id).heard(message);
});

export class Runner {
  constructor() {
    this.id = null; // its worker in the sandbox, once asked for
    this.ready = null;
    this.waiting = new Map(); // call → the resolve of its answer
    this.end = null;
    this.live = false;
  }

  /** Its worker in the sandbox, started if need be; it resolves once the worker's Python is ready. */
  start() {
    if (this.ready === null) {
      const id = `runner-${++count}`;
      this.id = id;
      runners.set(id, this);
      this.ready = sandbox().then(
        (iframe) =>
          new Promise((resolve, reject) => {
            this.starting = { resolve: () => resolve(iframe), reject };
            iframe.contentWindow.postMessage({ kind: "start", id }, "*");
          }),
      );
      this.ready.catch(() => this.id === id && this.forget());
    }
    return this.ready;
  }

  /** Whether a call is under way. */
  busy() {
    return this.end !== null;
  }

  heard({ kind, call, said }) {
    if (kind === "ready") {
      this.live = true;
      this.starting?.resolve();
      document.documentElement.dataset.runnersReady = String(++readied); // for a watcher: workers ready so far
    }
    else if (kind === "unstarted") this.starting?.reject(new Error(`full Python did not start (${said})`));
    else if (kind === "died") this.stop("died", said);
    else if (kind === "unheard") this.stop("unheard", said);
    else this.waiting.get(call)?.(kind === "said" ? { said } : { failed: said });
  }

  /** Call the worker's `name` with `args` (a Blob stands for its text), and end it if the call takes more than
   * `limit` ms once started: {said} (its answer), {failed} (why its Python could not answer), or {ended}
   * ("stop", "limit", or "died" with `why`, and `starting` where its Python was not yet ready) when it was ended
   * first. */
  async call(limit, name, ...args) {
    let end;
    const ended = new Promise((resolve) => (end = resolve));
    this.end = end;
    let timer, call;
    try {
      const iframe = await Promise.race([this.start(), ended]);
      if (iframe.ended) return iframe;
      timer = setTimeout(() => this.stop("limit"), limit);
      call = ++count;
      const answered = new Promise((resolve) => this.waiting.set(call, resolve));
      iframe.contentWindow.postMessage({ kind: "call", id: this.id, call, name, args }, "*");
      const answer = await Promise.race([answered, ended]);
      // A call its worker never heard (its code had closed it) is made again, of a new worker.
      return answer.ended === "unheard" ? this.call(limit, name, ...args) : answer;
    } finally {
      clearTimeout(timer);
      this.waiting.delete(call);
      if (this.end === end) this.end = null;
    }
  }

  /** End the worker now, saying `why` ("stop", "limit", "died" or "unheard", with `said`) to the call waiting
   * on it. */
  stop(why = "stop", said = "") {
    const id = this.id;
    const starting = !this.live; // its Python had not the code yet
    if (id !== null) frame?.then((iframe) => iframe.contentWindow.postMessage({ kind: "end", id }, "*")).catch(() => {});
    this.forget();
    this.end?.({ ended: why, why: said, starting });
  }

  /** End its worker, whatever the code that ran there left behind (a Python patched, a worker of its own
   * still busy), and start another, afresh, for the next call. */
  renew() {
    this.stop("renewed");
    if (frame !== null) this.start().catch(() => {}); // (a frame that could not open is opened again by a call)
  }

  forget() {
    runners.delete(this.id);
    this.live = false; // whether its worker is ready: a call made of it runs the code at once
    this.id = null;
    this.ready = null;
    this.starting = null;
  }
}
