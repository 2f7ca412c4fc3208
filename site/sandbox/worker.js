// A worker of the sandbox: full Python (Pyodide) started from the blob: URLs the frame made of the runtime's
// bytes, with the Code tab's Python files (runner.tar.gz's) written into its file system.  It answers the
// frame's calls (which it sends once the worker is ready), one at a time, with what runner.py's functions
// return (JSON text).
//
// A classic worker: in an opaque origin, a module worker made from a blob: URL does not start.  Pyodide's
// module refuses classic workers, which it tells by importScripts: that is hidden from it.
"use strict";

// Where the Python files go, first on sys.path.
const HOME = "/home/pyodide/sandbox";
let runner = null;

self.importScripts = () => {
  throw new Error("no importScripts here");
};

async function load(urls, python, module) {
  const realFetch = self.fetch.bind(self);
  // The frame's compiled module, where it could compile it: instantiated here rather than compiled again.
  if (module) {
    WebAssembly.instantiateStreaming = async (source, imports) => ({
      instance: await WebAssembly.instantiate(module, imports),
      module,
    });
  }
  // Pyodide fetches its files by name, under its indexURL (a base that names no host): each is the frame's
  // blob: URL of the same name.
  self.fetch = (resource, options) => {
    const url = String(resource?.url ?? resource);
    const name = Object.keys(urls).find((each) => url.endsWith("/" + each));
    return realFetch(name ? urls[name] : url, options);
  };
  const { loadPyodide } = await import(urls["pyodide.mjs"]);
  const asm = await import(urls["pyodide.asm.mjs"]);
  const pyodide = await loadPyodide({
    indexURL: "sandbox:/",
    createPyodideModule: asm.default,
    lockFileContents: await (await realFetch(urls["pyodide-lock.json"])).text(),
    stdLibURL: urls["python_stdlib.zip"],
    // Pyodide's memory snapshot, where the site has one (js/snapshot.js): each worker restored from it draws
    // its own seed.
    _loadSnapshot: urls["memory.bin"] && (await (await realFetch(urls["memory.bin"])).arrayBuffer()),
    stdout: () => {},
    stderr: () => {},
  });
  pyodide.runPython("import random; random.seed()");
  for (const [path, text] of Object.entries(python)) {
    const file = `${HOME}/${path}`;
    pyodide.FS.mkdirTree(file.slice(0, file.lastIndexOf("/")));
    pyodide.FS.writeFile(file, text);
  }
  pyodide.runPython(`import sys; sys.path.insert(0, ${JSON.stringify(HOME)})`);
  return pyodide.pyimport("runner");
}

/** Call runner.py's `name` with `args` (a Blob among them stands for its text). */
async function answer(call, name, args) {
  try {
    const values = await Promise.all(args.map((each) => (each instanceof Blob ? each.text() : each)));
    postMessage({ kind: "said", call, said: String(runner[name](...values)) });
  } catch (error) {
    postMessage({ kind: "failed", call, said: String(error?.message ?? error) });
  }
}

addEventListener("message", async ({ data }) => {
  if (data.kind === "init" && runner === null) {
    runner = load(data.urls, data.python, data.module);
    try {
      runner = await runner;
    } catch (error) {
      postMessage({ kind: "unstarted", said: String(error?.message ?? error) });
      return;
    }
    postMessage({ kind: "ready" });
  } else if (data.kind === "ping") {
    postMessage({ kind: "heard", call: data.call });
  } else if (data.kind === "call" && runner !== null && !(runner instanceof Promise)) {
    const { call, name, args } = data;
    postMessage({ kind: "heard", call });
    await answer(call, name, args);
  }
});
