// One of the page's workers: Python, on the runtime its name says ("micropython" or "pyodide"), from the page's
// own origin, with worker.py and the core unpacked from its runtime's archive into its files, as the page's
// own Python is from page.tar.gz.  Started from the runtime's own module: a worker that only answers calls
// needs nothing of PyScript's.
//
// It says {kind: "ready", names} once started, its exports' names (and full Python, meanwhile, {kind: "loading",
// got}: the bytes of its files come so far); then each {call, name, args} is answered, one at a time in the order
// asked, by {kind: "said", call, said} (what the export returned) or {kind: "failed", call, said} (why not).

import { unpacked, write } from "../js/archives.js";
import { watching } from "../js/downloads.js";
import { RESEED, snapshot } from "../js/snapshot.js";

const RUNTIME = self.name;
const HOME = "/home/worker";
const here = (path) => new URL(path, import.meta.url).href;
const PYODIDE_WASM = here("../pyscript/pyodide/pyodide.asm.wasm");

/** Start compiling Pyodide's WebAssembly at `url` now, as it arrives, while the snapshot is unpacked and the scripts
 * load (Pyodide fetches and compiles it only once it holds the snapshot): until `restore` is called, Pyodide's
 * own fetch and compiling of it are handed the module compiled so, and it fetches the file only where that
 * failed.  Pyodide only logs a module it cannot instantiate (a download cut off), and waits for ever: `failed`
 * is told why. */
function compileEarly(url, failed) {
  const compiled = WebAssembly.compileStreaming(fetch(url)).catch(() => null);
  const { fetch: fetchFile } = self;
  const { instantiateStreaming } = WebAssembly;
  self.fetch = (resource, options) =>
    String(resource) === url
      ? compiled.then((module) => (module ? new Response() : fetchFile(resource, options)))
      : fetchFile(resource, options);
  WebAssembly.instantiateStreaming = async (source, imports) => {
    try {
      const module = await compiled;
      if (!module) return await instantiateStreaming(source, imports);
      return { instance: await WebAssembly.instantiate(module, imports), module };
    } catch (error) {
      failed(error);
      throw error;
    }
  };
  return function restore() {
    self.fetch = fetchFile;
    WebAssembly.instantiateStreaming = instantiateStreaming;
  };
}

const START = {
  micropython: async () => {
    const { loadMicroPython } = await import(here("../pyscript/micropython/micropython.mjs"));
    return loadMicroPython({ url: here("../pyscript/micropython/micropython.wasm") });
  },
  pyodide: async () => {
    const restore = compileEarly(PYODIDE_WASM, (error) => {
      postMessage({ kind: "unstarted", said: `its WebAssembly could not be loaded: ${why(error)}` });
    });
    try {
      const [{ loadPyodide }, asm, memory] = await Promise.all([
        import(here("../pyscript/pyodide/pyodide.mjs")),
        import(here("../pyscript/pyodide/pyodide.asm.mjs")),
        snapshot(),
      ]);
      const indexURL = here("../pyscript/pyodide/");
      const pyodide = await loadPyodide({ indexURL, createPyodideModule: asm.default, _loadSnapshot: memory });
      pyodide.runPython(RESEED);
      return pyodide;
    } finally {
      restore();
    }
  },
};

/** A CSV file's blob: URL, so that its megabytes never cross to the page; the one offered before is released. */
let offered = null;
self.offer = (text) => {
  if (offered) URL.revokeObjectURL(offered);
  offered = URL.createObjectURL(new Blob([text], { type: "text/csv" }));
  return offered;
};

/** Each runtime's archive: its modules as it imports them soonest (python_files.py says how). */
const ARCHIVES = { micropython: "../worker-micropython.tar.gz", pyodide: "../worker-pyodide.tar.gz" };

/** Full Python's start watches every fetch it makes (its WebAssembly, the snapshot, the archive, what Pyodide
 * fetches itself), some 20 MB on a first visit (downloads.js), and says how much has come ({kind: "loading",
 * got}).  MicroPython's comes from the page's own files, which the page's MicroPython has loaded already. */
const watched = (fetchFile) =>
  RUNTIME === "pyodide"
    ? watching(
        fetchFile,
        (why) => postMessage({ kind: "unstarted", said: why }),
        PYODIDE_WASM,
        (got) => postMessage({ kind: "loading", got }),
      )
    : { fetch: fetchFile, done() {} };

async function load() {
  const { fetch: fetchFile } = self;
  const downloads = await watched(fetchFile);
  self.fetch = downloads.fetch;
  try {
    const [python, files] = await Promise.all([START[RUNTIME](), unpacked(here(ARCHIVES[RUNTIME]))]);
    write(python.FS, files, HOME);
    python.runPython(`import sys; sys.path.insert(0, ${JSON.stringify(HOME)})`);
    return python.pyimport("worker");
  } finally {
    self.fetch = fetchFile;
    downloads.done();
  }
}

/** The last line of a Python error's message: what went wrong, without the traceback. */
const why = (error) => String(error?.message ?? error).trim().split("\n").pop();

let queue = load()
  .then((worker) => {
    postMessage({ kind: "ready", names: [...worker.__export__] });
    return worker;
  })
  .catch((error) => postMessage({ kind: "unstarted", said: why(error) }));

addEventListener("message", ({ data: { call, name, args } }) => {
  queue = queue.then(async (worker) => {
    try {
      postMessage({ kind: "said", call, said: await worker[name](...args) });
    } catch (error) {
      postMessage({ kind: "failed", call, said: why(error) });
    }
    return worker;
  });
});
