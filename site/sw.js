// The page's service worker, with Workbox (from npm, served from this origin): every file the page uses, in
// any tab, is precached, each under a hash of its content (site_files.py writes the list in, precache.py says
// which, as Workbox's injectManifest would), so the page opens offline once visited, and a deployment replaces exactly the files
// that changed.  A new version waits until the page, asked, tells it to take over: old and new files never
// mix.  Pyodide (used for big inputs, long games and the Code tab only), with the Python only it runs, is cached
// the first time it is used.
//
// A cache is the origin's to write, by any script the origin runs: so a response is served from a cache only
// when its content is the build's own, by the hash site_files.py wrote in for it; anything else in a cache is
// passed over for the network.

importScripts("./workbox/workbox-sw/build/workbox-sw.js");
workbox.setConfig({ modulePathCb: (name) => `./workbox/${name}/build/${name}.prod.js` });

const PREFIX = self.__NAME; // boot/name.js's NAME, written in by site_files.py
const MANIFEST = self.__WB_MANIFEST;
const PYODIDE_FILES = self.__PYODIDE_FILES;
// A file's path → the SHA-256 of the build's own content, as Subresource Integrity writes it.
const OWN = new Map(
  [...MANIFEST.map(({ url, integrity }) => [url, integrity]), ...Object.entries(PYODIDE_FILES)].map(([url, integrity]) => [
    new URL(url, self.location.href).pathname,
    integrity,
  ]),
);

const base64 = (buffer) => btoa(String.fromCharCode(...new Uint8Array(buffer)));

/** Whether a cached `response` for `url` holds the build's own content. */
async function isOwn(url, response) {
  const wanted = response && OWN.get(new URL(url).pathname);
  if (!wanted) return false;
  const body = await response.clone().arrayBuffer();
  return "sha256-" + base64(await crypto.subtle.digest("SHA-256", body)) === wanted;
}

/** Serve a cached response only when its content is the build's own. */
const ownContentOnly = {
  async cachedResponseWillBeUsed({ request, cachedResponse }) {
    return (await isOwn(request.url, cachedResponse)) ? cachedResponse : null;
  },
};

/** Precache through the HTTP cache, asking the server whether each copy there is current (Workbox asks the
 * network afresh for every file): a first visit's files, which the page has just fetched, are not downloaded
 * a second time.  The integrity each request carries holds it to the build's own content. */
const revalidated = {
  requestWillFetch: ({ request }) => new Request(request, { cache: "no-cache" }),
};

workbox.core.setCacheNameDetails({ prefix: PREFIX });
// A first visit is served from the start, so that Pyodide, if that visit uses it, is cached too.  (A later
// version waits instead: see above.)
workbox.core.clientsClaim();
workbox.precaching.cleanupOutdatedCaches();
workbox.precaching.addPlugins([ownContentOnly, revalidated]);
// Every query (?engine=…) opens the same page.
workbox.precaching.precacheAndRoute(MANIFEST, { ignoreURLParametersMatching: [/.*/] });

// Pyodide's files keep their names from one version to the next, so its cache is named by a hash of its
// files (site_files.py writes it in), and a worker of a new version drops the caches of the old ones.  The
// archives of the Python that only full Python runs are cached with it, on first use; one of a new version,
// which the old cache holds under the same name, is not the build's own and is fetched afresh.
const PYODIDE = `${PREFIX}-pyodide-${self.__PYODIDE_REVISION}`;
const WITH_PYODIDE = new Set(Object.keys(PYODIDE_FILES).map((url) => new URL(url, self.location.href).pathname));
workbox.routing.registerRoute(
  ({ url }) => url.origin === self.location.origin && WITH_PYODIDE.has(url.pathname),
  new workbox.strategies.CacheFirst({ cacheName: PYODIDE, plugins: [ownContentOnly] }),
);
addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys().then((names) =>
      Promise.all(names.filter((name) => name.startsWith(`${PREFIX}-pyodide-`) && name !== PYODIDE).map((name) => caches.delete(name))),
    ),
  );
});

addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") self.skipWaiting();
  if (event.data?.type === "KEEP_PYODIDE") event.waitUntil(keepPyodide(event.source));
});

/** Keep Pyodide's files and the archives only it unpacks that are not kept yet, then tell `client` so: a page
 * asks once its Pyodide worker has started, since a first visit's worker may have fetched them before this
 * worker took the page over, and a later visit then starts full Python from here.  A file comes from the
 * HTTP cache when it is current there, and only as the build's own content (its integrity).  Pyodide's own
 * files keep their content under a cache's name; an archive kept by an earlier version is replaced. */
async function keepPyodide(client) {
  const cache = await caches.open(PYODIDE);
  await Promise.all(
    Object.entries(PYODIDE_FILES).map(async ([url, integrity]) => {
      const request = new Request(new URL(url, self.location.href), { cache: "no-cache", integrity });
      const kept = await cache.match(request);
      if (!kept || (!url.startsWith("pyscript/pyodide/") && !(await isOwn(request.url, kept)))) await cache.add(request);
    }),
  );
  client?.postMessage({ type: "PYODIDE_KEPT" });
}
