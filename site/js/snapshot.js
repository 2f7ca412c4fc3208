// Pyodide's memory snapshot (snapshot.py makes it when the site is built): a worker that restores it starts in
// a tenth of the time.  Where the site has none (no Node where it was built), Pyodide starts as it is.

const SNAPSHOT = new URL("../pyscript/pyodide/snapshot/memory.bin.gz", import.meta.url).href;

/** The snapshot's bytes, unpacked with the browser's own gzip where `unpack`, or undefined where the site has
 * none.  The sandbox takes them packed and unpacks them itself: off the page's main thread, and with a fifth of
 * the bytes to cross to it. */
export async function snapshot(unpack = true) {
  try {
    const response = await fetch(SNAPSHOT);
    if (!response.ok) return undefined;
    const body = unpack ? response.body.pipeThrough(new DecompressionStream("gzip")) : response.body;
    return await new Response(body).arrayBuffer();
  } catch {
    return undefined;
  }
}

// Every worker restored from the snapshot would draw the same random numbers: each draws its own seed.
export const RESEED = "import random; random.seed()";
