// Present: the view on show that shows steps, on the full screen for a room, its type larger, alone; and the
// keys that step any such view.
//
// A view that shows steps is an element with data-present-view (How it works, the Crab replay, the Code tab's
// trace); its buttons that step are data-step-next, data-step-prev, data-step-first and data-step-last, and
// one that plays, data-step-play; what it shows only outside presenting is data-present-hide.  A view is
// presented within the element around it marked data-present-stage, where there is one (the trace with the
// editor whose line it marks), else alone.  One button, #present, is offered while such a view is on show; it
// presents the one that holds the focus, or else the one last clicked or typed in (Present's own click takes the
// focus), or else the first; an address followed (a link, Back) leaves presenting.  While presenting,
// html[data-present] is set and the stage [data-presenting], and #present sits after the view's Next button as
// the way out (Exit); → and Space step forward, ← back, Home and End go to the ends, and Escape (or leaving the
// browser's full screen) leaves.  The view hears "present" as it is presented and left, and as the window's size
// changes meanwhile, to bring what it marks back into sight in its new layout.  The Fullscreen API is asked for
// where the browser allows it; where it refuses, or has none, the page still takes the presenter's layout
// (present.css).
//
// Outside presenting, a view that holds the focus steps by → and ←, goes to its ends by Home and End, and
// plays by Space; a box being typed in (the editor included) keeps its keys, as does a box of code that
// scrolls (pre[tabindex]) and a button its Space.

import { embedded } from "../boot/router.js";

const button = document.getElementById("present");
const root = document.documentElement;
// An embedded page's header is left out: its bar offers Present, before the link to the full page.
if (embedded) document.getElementById("embed-full").before(button);
const ENDS = { Home: "[data-step-first]", End: "[data-step-last]" };
const PRESENTING = { ArrowRight: "[data-step-next]", " ": "[data-step-next]", ArrowLeft: "[data-step-prev]", ...ENDS };
const FOCUSED = { ArrowRight: "[data-step-next]", ArrowLeft: "[data-step-prev]", " ": "[data-step-play]", ...ENDS };
// A box being typed in keeps its keys; a slider does not, since its keys step as the view's do.
const TYPING = "input:not([type='range']), select, textarea, [contenteditable]:not([contenteditable='false'])";
const home = [button.parentElement, button.nextSibling];
let shown = null;
let full = false;
let used = null; // the view last clicked or typed in, or whose stage was (its editor)

const views = () => [...document.querySelectorAll("[data-present-view]")].filter((view) => view.getClientRects().length);
const stageOf = (view) => view.closest("[data-present-stage]") ?? view;

/** Offer #present while a view that shows steps is on show; leave a view presented that goes. */
function offer() {
  if (shown && !shown.getClientRects().length) leave();
  const none = !shown && views().length === 0;
  if (button.hidden !== none) button.hidden = none; // set only when it changes: setting it is a mutation too
}

const use = ({ target }) => {
  used = target.closest?.("[data-present-view]") ?? target.closest?.("[data-present-stage]")?.querySelector("[data-present-view]") ?? used;
};
// A key that only moves the focus on, or out of an editor, passes views by: it uses none.
document.addEventListener("pointerdown", use, { capture: true });
document.addEventListener("keydown", (event) => ["Tab", "Shift", "Escape"].includes(event.key) || use(event), { capture: true });

async function enter() {
  const all = views();
  const view = all.find((one) => one.contains(document.activeElement)) ?? all.find((one) => one === used) ?? all[0];
  if (!view) return;
  shown = view;
  stageOf(view).dataset.presenting = "";
  root.dataset.present = "";
  view.querySelector("[data-step-next]")?.after(button);
  // One word at every size (the row beside Next has room for no more); Escape is named in its title and to
  // assistive tools.
  button.textContent = "Exit";
  button.title = "Exit presenting (Esc)";
  button.setAttribute("aria-keyshortcuts", "Escape");
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
  delete stageOf(view).dataset.presenting;
  delete root.dataset.present;
  button.textContent = "Present";
  button.removeAttribute("title");
  button.removeAttribute("aria-keyshortcuts");
  button.setAttribute("aria-pressed", "false");
  home[0].insertBefore(button, home[1]);
  view.dispatchEvent(new Event("present"));
  if (full && document.fullscreenElement) document.exitFullscreen().catch(() => {});
  full = false;
  offer();
  button.focus({ preventScroll: true });
}

button.addEventListener("click", () => (shown ? leave() : enter()));

addEventListener("hashchange", () => leave());

document.addEventListener("fullscreenchange", () => {
  if (full && !document.fullscreenElement) leave();
});

// The window's size changes while presenting (full screen granted, a phone turned): the view brings what it
// marks back into sight, once a frame.
let resizing = 0;
addEventListener("resize", () => {
  if (!shown || resizing) return;
  resizing = requestAnimationFrame(() => {
    resizing = 0;
    shown?.dispatchEvent(new Event("present"));
  });
});

/** The view a key steps, and the button it presses there: the view presented, whatever holds the focus (but
 * a box being typed in); else the view that holds the focus, or the one view on show in the tab's panel that
 * holds it (a tab clicked hands its panel the focus), which the arrows, Home and End step but Space, which
 * scrolls a panel, does not play. */
function stepping(event) {
  // The innermost target: a key typed in the editor comes from inside its shadow root.
  const target = event.composedPath()[0];
  if (!(target instanceof Element) || target.closest(TYPING)) return null;
  if (shown) return [shown, PRESENTING[event.key]];
  const view = target.closest("[data-present-view]") ?? soleView(target, event.key);
  if (!view || target.closest("pre[tabindex]") || (event.key === " " && target.closest("button"))) return null;
  return [view, FOCUSED[event.key]];
}

function soleView(target, key) {
  if (key === " " || target.getAttribute("role") !== "tabpanel") return null;
  const inside = views().filter((view) => target.contains(view));
  return inside.length === 1 ? inside[0] : null;
}

addEventListener(
  "keydown",
  (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
    if (shown && event.key === "Escape") {
      event.preventDefault();
      leave();
      return;
    }
    const [view, selector] = stepping(event) ?? [];
    const step = selector && view.querySelector(selector);
    if (!step) return;
    event.preventDefault();
    event.stopPropagation();
    // The view keeps the keys: a button that has them would drop them once it is disabled at an end.
    if (view.contains(document.activeElement) && document.activeElement !== view) view.focus({ preventScroll: true });
    if (!step.disabled) step.click();
  },
  { capture: true },
);

new MutationObserver(offer).observe(document.body, {
  attributes: true,
  attributeFilter: ["hidden", "aria-selected"],
  subtree: true,
});
offer();
