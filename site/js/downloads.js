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

/** {fetch, done}: `fetch` is `fetchFile` watched: from the moment one is asked for until its body has all come,
 * or `done` is called, `stalled` is told once (why, in words) when no byte of any has come for STALLED_MS.  Where
 * the service worker keeps `key` (the start's largest file), `fetch` is `fetchFile` as it is: the start downloads
 * nothing, and a body watched chunk by chunk comes a fifth slower. */
export async function watching(fetchFile, stalled, key) {
  if (await kept(key)) return { fetch: fetchFile, done() {} };
  let [under, timer, over] = [0, undefined, false];
  const arm = () => {
    clearTimeout(timer);
    if (under > 0 && !over) {
      timer = setTimeout(() => {
        over = true;
        stalled(`its download stopped: no byte came for ${STALLED_MS / 1000} s`);
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
      response = await fetchFile(resource, options);
    } catch (error) {
      ended();
      throw error;
    }
    if (!response.body) {
      ended();
      return response;
    }
    arm();
    const watched = new TransformStream({
      transform(chunk, out) {
        arm();
        out.enqueue(chunk);
      },
      flush: ended,
    });
    const { status, statusText, headers } = response;
    return new Response(response.body.pipeThrough(watched), { status, statusText, headers });
  }
  function done() {
    over = true;
    clearTimeout(timer);
  }
  return { fetch, done };
}
