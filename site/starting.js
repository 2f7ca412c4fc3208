// The page while its Python starts, which on a phone's first visit takes a second or more.  The textarea
// already takes typing and pastes, which the start keeps; a file dropped meanwhile is held here rather than
// opened by the browser in the page's place, and the start takes it.

let held = null;

function hold(event) {
  if (!event.dataTransfer?.types.includes("Files")) return;
  event.preventDefault();
  if (event.type === "drop") held = event.dataTransfer.files[0] ?? held;
}

addEventListener("dragover", hold);
addEventListener("drop", hold);

/** The file dropped while the page started, or null: from now on the page's own listeners take files. */
export function handOver() {
  removeEventListener("dragover", hold);
  removeEventListener("drop", hold);
  return held;
}
