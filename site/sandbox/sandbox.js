// The sandbox's frame: an opaque origin, where the Code tab's code runs out of reach of the page's storage,
// caches, service worker and DOM.  The page hands it, once, the runtime's files, the worker's script and the
// Python files; it starts a worker for each of the page's runners, and passes messages between them and the
// page, each rebuilt from the fields its kind has, so that nothing else crosses.  A worker's messages are
// stamped with the runner it belongs to here, not by the worker, so that one runner's code cannot answer
// for another's.  (A classic script: a module from an opaque origin would need CORS.)
"use strict";

// Characters of one answer that cross to the page: more is refused, in words.
const LARGEST = 1024 * 1024;
// A worker that is ready and idle hears a call at once, and says so: one that has not within this many
// milliseconds has ended itself (its code closed it), which no event tells.
const HEARD_MS = 2000;
const urls = {};
let handed = null;
let compiled = null;
const workers = new Map();

const toPage = (message) => parent.postMessage(message, "*");

/** What a worker said, as the page may read it: its kind, the call it answers, and its text. */
function checked(data) {
  if (typeof data !== "object" || data === null) return null;
  const { kind, call, said } = data;
  if (kind === "ready") return { kind };
  if (kind === "unstarted" && typeof said === "string") return { kind, said: said.slice(0, 1000) };
  if (kind === "heard" && Number.isSafeInteger(call)) return { kind, call };
  if ((kind === "said" || kind === "failed") && Number.isSafeInteger(call) && typeof said === "string") {
    if (said.length > LARGEST) return { kind: "failed", call, said: `it answered with more than ${LARGEST} characters` };
    return { kind, call, said };
  }
  return null;
}

/** A worker for runner `id`: its calls wait until it is ready, and each then must be heard at once.  Only its
 * first "ready", and one answer to each call made of it, cross to the page: its code may post any number of
 * messages, which the page would otherwise go on reading long after the run. */
function start(id) {
  const worker = new Worker(urls["worker.js"]);
  const runner = { worker, ready: false, waiting: [], unheard: new Map(), asked: new Set() };
  const died = (why, kind = "died") => {
    if (workers.get(id) !== runner) return;
    end(id);
    toPage({ kind, id, said: why });
  };
  // A call that was never heard never began: the page may make it again of another worker.
  runner.post = (call) => {
    worker.postMessage(call);
    if (call.kind === "call") runner.asked.add(call.call);
    runner.unheard.set(call.call, setTimeout(() => died("its code closed its worker", "unheard"), HEARD_MS));
  };
  worker.addEventListener("message", ({ data }) => {
    const message = workers.get(id) === runner && checked(data);
    if (!message) return;
    if (message.kind === "heard") {
      clearTimeout(runner.unheard.get(message.call));
      runner.unheard.delete(message.call);
      return;
    }
    if ((message.kind === "said" || message.kind === "failed") && !runner.asked.delete(message.call)) return;
    if (message.kind === "ready") {
      if (runner.ready) return;
      runner.ready = true;
      runner.waiting.splice(0).forEach(runner.post);
    }
    toPage({ ...message, id });
    // Code that closed its worker ends it once the call is answered: asked now, so that the next call
    // starts another rather than waiting on it.
    if (message.kind !== "ready") runner.post({ kind: "ping", call: -message.call });
  });
  worker.addEventListener("error", (event) => died(event.message || "its worker stopped"));
  worker.addEventListener("messageerror", () => died("it sent a message that could not be read"));
  workers.set(id, runner);
  compiled.then((module) => worker.postMessage({ kind: "init", urls, python: handed.python, module }));
}

// A worker's script that unpacks a gzip Blob it is sent, and sends back the unpacked Blob, or null where it
// cannot (a failure inside it would reach no handler here).
const INFLATE = `onmessage = async ({ data }) => postMessage(
  await new Response(data.stream().pipeThrough(new DecompressionStream("gzip"))).blob().catch(() => null));`;

/** The gzip Blob `packed`, unpacked (or null) by a worker of its own: on this frame's main thread, which is the page's
 * where the browser runs the two in one process (as on a phone), it took a task of 60 ms and more.  (Compiling
 * the WebAssembly there too made a first Run 0.2 s slower: it streams in from the main thread, above, meanwhile.) */
function unpack(packed) {
  // Its address says what it is (a blob: URL's fragment names nothing it holds): the tests tell it from runners'.
  const worker = new Worker(URL.createObjectURL(new Blob([INFLATE], { type: "text/javascript" })) + "#unpack");
  return new Promise((resolve, reject) => {
    worker.onmessage = ({ data }) => resolve(data);
    worker.onerror = (event) => reject(new Error(event.message));
    worker.postMessage(packed);
  }).finally(() => worker.terminate());
}

function end(id) {
  const runner = workers.get(id);
  runner.worker.terminate();
  runner.unheard.forEach(clearTimeout);
  workers.delete(id);
}

addEventListener("message", ({ source, data }) => {
  if (source !== parent || typeof data !== "object" || data === null) return;
  const { kind, id } = data;
  if (kind === "runtime" && handed === null) {
    handed = data;
    const { "memory.bin.gz": packed, ...files } = data.files;
    for (const [name, blob] of Object.entries(files)) urls[name] = URL.createObjectURL(blob);
    // Pyodide's WebAssembly, compiled once for every worker here (each run's worker is a fresh one), as it
    // streams from the Blob, its functions off the main thread.  Its memory snapshot, where the site has one,
    // is unpacked once too, by a worker.
    const wasm = new Response(files["pyodide.asm.wasm"], { headers: { "Content-Type": "application/wasm" } });
    compiled = Promise.all([
      WebAssembly.compileStreaming(wasm).catch(() => null),
      packed &&
        unpack(packed).then((memory) => memory && (urls["memory.bin"] = URL.createObjectURL(memory)), () => null),
    ]).then(([module]) => module);
  } else if (kind === "start" && handed !== null && !workers.has(id)) {
    start(id);
  } else if (kind === "call" && workers.has(id)) {
    const { call, name, args } = data;
    const runner = workers.get(id);
    if (runner.ready) runner.post({ kind: "call", call, name, args });
    else runner.waiting.push({ kind: "call", call, name, args });
  } else if (kind === "end" && workers.has(id)) {
    end(id);
  }
});

toPage({ kind: "loaded" });
