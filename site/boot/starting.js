// The page while its Python starts, which on a phone's first visit takes a second or more.  The puzzle's
// box is watched from the first paint, as it is once the page is ready: a long paste is held beside it rather
// than laid out (a million lines would hold the page for seconds), and every edit is kept.  The tabs switch
// (router.js); a file dropped meanwhile is held here rather than opened by the browser in the page's place, and
// the start takes it, as it takes the part clicked meanwhile over the one kept from before.

import { watch } from "../js/input_box.js";

const watchInput = () => watch(document.getElementById("input"), "camel");
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", watchInput, { once: true });
else watchInput();

let held = null;
let partClicked = false;

function hold(event) {
  if (!event.dataTransfer?.types.includes("Files")) return;
  event.preventDefault();
  if (event.type === "drop") held = event.dataTransfer.files[0] ?? held;
}

// A click, not a change: clicking the part already checked (part 1, as the markup has it) changes nothing,
// and still says which part the visitor wants.
function notePart(event) {
  if (event.target.name === "part") partClicked = true;
}

addEventListener("dragover", hold);
addEventListener("drop", hold);
addEventListener("click", notePart);

/** The file dropped while the page started, or null: from now on the page's own listeners take files. */
export function handOver() {
  removeEventListener("dragover", hold);
  removeEventListener("drop", hold);
  removeEventListener("click", notePart);
  return held;
}

/** Whether the visitor clicked a part while the page started (asked after `handOver`). */
export const partChosen = () => partClicked;
