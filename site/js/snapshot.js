// Pyodide's memory snapshot (snapshot.py makes it when the site is built): a worker that restores it starts in
// a tenth of the time.  Where the site has none (no Node where it was built), Pyodide starts as it is.

const SNAPSHOT = new URL("../pyscript/pyodide/snapshot/memory.bin.gz", import.meta.url).href;

/** The snapshot as served (gzip), fetched by `get` and read by `read` (a Response's body to what it gives), or
 * undefined where the site has none or it cannot be read. */
async function served(read, get = fetch) {
  try {
    const response = await get(SNAPSHOT);
    return response.ok ? await read(response) : undefined;
  } catch {
    return undefined;
  }
}

/** The snapshot as served (gzip), as a Blob, or undefined.  The sandbox takes it so: a Blob crosses to it as a
 * handle, not as bytes, and it unpacks it off every main thread (sandbox.js). */
export const packed = (get) => served((response) => response.blob(), get);

/** The snapshot's bytes, unpacked with the browser's own gzip, or undefined. */
export const snapshot = () =>
  served((response) => new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer());

// Every worker restored from the snapshot would draw the same random numbers: each draws its own seed.
export const RESEED = "import random; random.seed()";
