// Pyodide's memory snapshot (snapshot.py makes it when the site is built): a worker that restores it starts in
// a tenth of the time.  Where the site has none (no Node where it was built), Pyodide starts as it is.

const SNAPSHOT = new URL("../pyscript/pyodide/snapshot/memory.bin.gz", import.meta.url).href;

/** The snapshot as served (gzip), as a Blob, or undefined where the site has none.  The sandbox takes it so: a
 * Blob crosses to it as a handle, not as bytes, and it unpacks it off every main thread (sandbox.js). */
export async function packed() {
  try {
    const response = await fetch(SNAPSHOT);
    return response.ok ? await response.blob() : undefined;
  } catch {
    return undefined;
  }
}

/** The snapshot's bytes, unpacked with the browser's own gzip, or undefined where the site has none. */
export async function snapshot() {
  const blob = await packed();
  if (!blob) return undefined;
  return new Response(blob.stream().pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
}

// Every worker restored from the snapshot would draw the same random numbers: each draws its own seed.
export const RESEED = "import random; random.seed()";
