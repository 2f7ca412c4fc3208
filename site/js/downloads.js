// A download that stops (its bytes no longer come, the connection still open) would hold whatever waits on it for
// ever: full Python's start, in the page's Pyodide worker and in the Code tab's sandbox.

// With a download under way and no byte of any come for this long, the start fails, saying so, and the next to
// ask starts another.
export const STALLED_MS = 15000;

/** Whether the service worker keeps the file at `url`: then what starts with it downloads nothing. */
async function kept(url) {
  try {
    return Boolean(self.caches && (await caches.match(url)));
  } catch {
    return false; // a blocked storage
  }
}

// How often the bytes come so far are told, at most.
const TOLD_MS = 250;

/** {fetch, done}: `fetch` is `fetchFile` watched: from the moment one is asked for until its body has all come,
 * or `done` is called, `stalled` is told once (why, in words) when no byte of any has come for STALLED_MS, and
 * `told` the bytes of all come so far, as they come.  A stall, or `done(true)` (the start failed), ends every
 * download still under way: each holds one of the few connections a browser opens to a site.  Where the service
 * worker keeps `key` (the start's largest file), `fetch` is `fetchFile` as it is: the start downloads nothing,
 * and a body watched chunk by chunk comes a fifth slower. */
export async function watching(fetchFile, stalled, key, told = () => {}) {
  if (await kept(key)) return { fetch: fetchFile, done() {} };
  let [under, timer, over, got, last] = [0, undefined, false, 0, performance.now()];
  const ending = new AbortController();
  const arm = () => {
    clearTimeout(timer);
    if (under > 0 && !over) {
      timer = setTimeout(() => {
        over = true;
        stalled(`its download stopped: no byte came for ${STALLED_MS / 1000} s`);
        ending.abort(); // after the stall is said: what the downloads' ends make fail comes second
      }, STALLED_MS);
    }
  };
  const ended = () => {
    under -= 1;
    arm();
  };
  async function fetch(resource, options) {
    under += 1;
    arm();
    let response;
    try {
      const signal = options?.signal ? AbortSignal.any([options.signal, ending.signal]) : ending.signal;
      response = await fetchFile(resource, { ...options, signal });
    } catch (error) {
      ended();
      // (in the browser's own words: "Failed to fetch", "NetworkError when attempting to fetch resource.")
      throw error instanceof TypeError ? new Error("the connection to the site failed") : error;
    }
    if (!response.body) {
      ended();
      return response;
    }
    arm();
    const watched = new TransformStream({
      transform(chunk, out) {
        arm();
        got += chunk.byteLength;
        if (performance.now() - last >= TOLD_MS) {
          last = performance.now();
          told(got);
        }
        out.enqueue(chunk);
      },
      flush: ended,
    });
    const { status, statusText, headers } = response;
    return new Response(response.body.pipeThrough(watched), { status, statusText, headers });
  }
  function done(failed = false) {
    over = true;
    clearTimeout(timer);
    if (failed) ending.abort();
  }
  return { fetch, done };
}
