// Offline and updates: registers the service worker (sw.js) once the page is ready, and, when a new
// version is ready, says so and offers to reload into it.  The input is kept, so a reload loses nothing.

const WORKBOX = "../workbox/workbox-window/build/workbox-window.prod.mjs";

/** Register the worker with Workbox, which is loaded only now: the page's start does not wait for it.  A
 * browser may refuse service workers (site data blocked, some private windows): the page works on, online. */
async function register() {
  try {
    const { Workbox } = await import(WORKBOX);
    const worker = new Workbox("./sw.js");
    worker.addEventListener("waiting", () => {
      const banner = document.getElementById("update");
      banner.hidden = false;
      document.getElementById("update-reload").addEventListener("click", () => {
        worker.addEventListener("controlling", () => location.reload());
        worker.messageSkipWaiting();
      }, { once: true });
    });
    await worker.register();
    document.documentElement.setAttribute("data-offline-ready", "");
  } catch {
    document.documentElement.setAttribute("data-offline-refused", "");
  }
}

if ("serviceWorker" in navigator) {
  // Registered once the page is ready and idle: a first visit's precaching (some 5 MB) must not slow its start.
  const later = () => setTimeout(() => requestIdleCallback(register, { timeout: 5000 }), 1000);
  if (document.documentElement.hasAttribute("data-ready")) later();
  else {
    const watch = new MutationObserver(() => {
      if (!document.documentElement.hasAttribute("data-ready")) return;
      watch.disconnect();
      later();
    });
    watch.observe(document.documentElement, { attributes: true, attributeFilter: ["data-ready"] });
  }
}
