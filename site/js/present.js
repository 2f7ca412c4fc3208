// Present: the view on show that shows steps, on the full screen for a room, its type larger, alone.
//
// A view that shows steps is an element with data-present-view (How it works, the Crab replay, the Code tab's
// trace), its buttons that step data-step-next and data-step-prev; what it shows only outside presenting,
// data-present-hide.  One button, #present, is offered while such a view is on show; it presents the one
// that holds the focus, or else the first.  While presenting, html[data-present] is set and the view
// [data-presenting], and #present sits after its Next button as the way out; → and Space step forward, ←
// back, and Escape (or leaving the browser's full screen) leaves.  The view hears "present" as it is presented
// and left, to bring what it marks back into sight in its new layout.  The Fullscreen API is asked for where the browser allows it; where it refuses, or has none, the
// page still takes the presenter's layout (present.css).

const button = document.getElementById("present");
const root = document.documentElement;
const KEYS = { ArrowRight: "[data-step-next]", " ": "[data-step-next]", ArrowLeft: "[data-step-prev]" };
const home = [button.parentElement, button.nextSibling];
let shown = null;
let full = false;

const views = () => [...document.querySelectorAll("[data-present-view]")].filter((view) => view.getClientRects().length);

/** Offer #present while a view that shows steps is on show; leave a view presented that goes. */
function offer() {
  if (shown && !shown.getClientRects().length) leave();
  const none = !shown && views().length === 0;
  if (button.hidden !== none) button.hidden = none; // set only when it changes: setting it is a mutation too
}

async function enter() {
  const all = views();
  const view = all.find((one) => one.contains(document.activeElement)) ?? all[0];
  if (!view) return;
  shown = view;
  view.dataset.presenting = "";
  root.dataset.present = "";
  view.querySelector("[data-step-next]")?.after(button);
  button.textContent = "Leave (Esc)";
  button.setAttribute("aria-pressed", "true");
  view.focus({ preventScroll: true });
  view.dispatchEvent(new Event("present"));
  if (document.fullscreenEnabled && !document.fullscreenElement) {
    try {
      await root.requestFullscreen({ navigationUI: "hide" });
      full = shown !== null;
    } catch {
      // Refused (no user gesture, a frame without allowfullscreen): the layout alone presents.
    }
  }
}

function leave() {
  if (!shown) return;
  const view = shown;
  shown = null;
  delete view.dataset.presenting;
  delete root.dataset.present;
  button.textContent = "Present";
  button.setAttribute("aria-pressed", "false");
  home[0].insertBefore(button, home[1]);
  view.dispatchEvent(new Event("present"));
  if (full && document.fullscreenElement) document.exitFullscreen().catch(() => {});
  full = false;
  offer();
  button.focus({ preventScroll: true });
}

button.addEventListener("click", () => (shown ? leave() : enter()));

document.addEventListener("fullscreenchange", () => {
  if (full && !document.fullscreenElement) leave();
});

addEventListener(
  "keydown",
  (event) => {
    if (!shown || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === "Escape") {
      event.preventDefault();
      leave();
      return;
    }
    if (!(event.key in KEYS) || event.target.closest?.("input, select, textarea, [contenteditable]")) return;
    event.preventDefault();
    event.stopPropagation();
    const step = shown.querySelector(KEYS[event.key]);
    if (step && !step.disabled) step.click();
  },
  { capture: true },
);

new MutationObserver(offer).observe(document.body, {
  attributes: true,
  attributeFilter: ["hidden", "aria-selected"],
  subtree: true,
});
offer();
