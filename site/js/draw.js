// Draws what the worker answered, each in one call from the page's Python: a page of the table, the chart,
// and a Crab Combat deck and game.  Built here rather than element by element from MicroPython, where each
// DOM call crosses between the two runtimes: a hundred rows took a main-thread task of some 150 ms that way.
// Everything is set as text, never as HTML.

const SVG = "http://www.w3.org/2000/svg";
// Rows drawn before the page is painted: more than a screen holds.  The rest follow once it is painted, so
// that a new answer shows as soon as the browser can lay out what is in view.
const FIRST_ROWS = 25;
let drawing = 0;

/** A promise that settles once the browser has painted the next frame. */
export const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/** A cell of `text`; a number shown grouped keeps its digits alone in data-value, and breaks over lines only
 * after a group's comma (or at a space), never mid-group. */
function cell(row, text, className, value) {
  const td = row.insertCell();
  if (className) td.className = className;
  if (value === undefined) {
    td.textContent = text;
    return td;
  }
  td.dataset.value = String(value);
  grouped(td, text);
  return td;
}

/** Put `text` in `node` in place of what it held, with a point where a line may break after each comma (a <wbr>,
 * which adds no text): a number of any length breaks between its groups of digits, never inside one. */
export function grouped(node, text) {
  const groups = text.split(",");
  node.replaceChildren();
  groups.forEach((group, i) => {
    node.append(i < groups.length - 1 ? group + "," : group);
    if (i < groups.length - 1) node.append(document.createElement("wbr"));
  });
}

function handButton(hand, joker) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "explain";
  button.setAttribute("aria-label", `Explain ${hand}`);
  for (const label of hand) {
    if (label === joker) {
      const mark = document.createElement("mark");
      mark.className = "joker";
      mark.textContent = label;
      button.append(mark);
    } else {
      button.append(label);
    }
  }
  return button;
}

function build(rows, joker, chosen) {
  const body = document.createDocumentFragment();
  for (const row of rows) {
    const tr = document.createElement("tr");
    tr.dataset.entry = row.entry;
    if (row.entry === chosen) tr.setAttribute("aria-current", "true");
    const shown = row.grouped;
    cell(tr, shown.rank, "num rank", row.rank);
    cell(tr, "", "hand").append(handButton(row.hand, joker));
    cell(tr, row.type, "type");
    cell(tr, row.effective !== row.hand ? row.effective : "—", "hand effective");
    cell(tr, shown.bid, "num bid", row.bid);
    cell(tr, shown.winnings, "num winnings", row.winnings);
    // the rank, and how far the hand moves, each on one line (they wrap at the space between them)
    const other = cell(tr, `${shown.other_rank} `, "num other");
    other.append(Object.assign(document.createElement("span"), { className: "change", textContent: `(${shown.change})` }));
    body.append(tr);
  }
  return body;
}

/** Fill `tbody` with the rows of a page (the worker's answer); `joker` is marked in each hand and the row of
 * entry `chosen` is marked as chosen.  The page's counts, for the caption and the pager, and `done`, a
 * promise that settles once every row is in (a newer page drawn meanwhile replaces them all). */
export function rows(tbody, page, joker, chosen) {
  const mine = ++drawing;
  tbody.replaceChildren(build(page.rows.slice(0, FIRST_ROWS), joker, chosen));
  const done = page.rows.length <= FIRST_ROWS ? Promise.resolve() : painted().then(() => {
    if (mine === drawing) tbody.append(build(page.rows.slice(FIRST_ROWS), joker, chosen));
  });
  return { matched: page.matched, hands: page.hands, start: page.start, count: page.count, shown: page.rows.length, done };
}

/** List the problems of an input (the worker's answer) in `listing`, as text: the place as a button that
 * selects the line in the box, the message, and the line itself, isolated so that a right-to-left control
 * in it cannot reorder the message.  Drawn here, so that a line's text (which may hold a NUL, say) never
 * passes through the page's MicroPython. */
export function problems(listing, found) {
  listing.replaceChildren(...found.map((problem) => {
    const item = document.createElement("li");
    const jump = document.createElement("button");
    jump.type = "button";
    jump.className = "line-link";
    jump.textContent = problem.place;
    jump.dataset.line = problem.line;
    jump.setAttribute("aria-label", `Go to ${problem.place}`);
    item.append(jump, `: ${problem.message}`);
    if (problem.text) {
      const line = document.createElement("code");
      line.textContent = problem.text;
      line.dir = "ltr";
      item.append(line);
    }
    return item;
  }));
}

function node(tag, attributes, text) {
  const made = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  if (text !== undefined) made.textContent = text;
  return made;
}

// The chart is drawn at the width it is shown at, a unit to a CSS pixel, so that on a phone its words keep the
// page's size instead of shrinking with the drawing; it is drawn again whenever that width changes.  The
// width comes from a ResizeObserver, and words are measured on a canvas, so that drawing never makes the
// browser lay the page out ahead of its next frame (just after a page of rows is put in, that took longer
// than drawing).
const charts = new WeakMap(); // a chart's <svg> → the answer it shows, the width it is shown at and drawn at
const resized = new ResizeObserver((entries) =>
  entries.forEach((entry) => {
    const width = Math.round(entry.contentRect.width);
    if (!width) return; // hidden: it keeps its drawing until it is shown again
    charts.get(entry.target).shownAt = width;
    drawChart(entry.target);
  }),
);
// The width a chart is drawn at until it has been laid out (its tab not shown, or not yet a frame since).
const UNSHOWN = 640;
// Pixels: a bar's thickness, the step from one bar to the next (room for a count in the page's small print,
// style.css's 13 px, beside each), a count's baseline below its bar's top, the margin (and the gap between a name
// and its bars), and the space beside a count.
const BAR = 13;
const ROW = 16;
const BASELINE = 11;
const GAP = 10;
const SPACE = 6;
const measuring = document.createElement("canvas").getContext("2d");

/** Draw the chart (the worker's answer): a bar a set of rules (part 1, part 2, and yours when set) for each
 * type, strongest type first, with the words the core wrote for them; the chart is as tall as its bars
 * need, and its caption names the sets of rules. */
export function chart(svg, data) {
  charts.set(svg, { shownAt: 0, ...charts.get(svg), data, width: 0 });
  resized.observe(svg);
  drawChart(svg);
  const names = data.legend;
  svg.closest("figure").querySelector("figcaption").textContent =
    `Hands of each type, ${names.slice(0, -1).join(" and ")} against ${names[names.length - 1]}`;
}

/** The width of the widest of some words drawn in one style, in that style's font. */
function widest(texts) {
  const style = getComputedStyle(texts[0]);
  measuring.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  return Math.max(...texts.map((text) => measuring.measureText(text.textContent).width));
}

function drawChart(svg) {
  const shown = charts.get(svg);
  const width = shown.shownAt || UNSHOWN;
  if (width === shown.width) return;
  shown.width = width;
  const { data } = shown;
  const group = node("g", {});
  svg.querySelector("g")?.remove();
  svg.append(group);
  const peak = Math.max(1, ...data.types.flatMap((type) => type.bars.map((bar) => bar.count)));
  const band = SPACE + ROW * data.legend.length; // a type's bars and the space after them
  const names = data.types.map((type, i) =>
    group.appendChild(node("text", { y: GAP + i * band + (ROW * data.legend.length) / 2 + 4, class: "axis" }, type.type)),
  );
  const counts = data.types.flatMap((type, i) =>
    type.bars.map((bar, b) => group.appendChild(node("text", { y: GAP + i * band + b * ROW + BASELINE, class: "count" }, bar.text))),
  );
  const labels = data.legend.map((name) => group.appendChild(node("text", { class: "count" }, name)));
  const left = SPACE + widest(names) + GAP; // where the bars start
  const room = width - left - SPACE - widest(counts); // the longest bar, its count just inside the chart
  const entries = labels.map((label) => BAR + SPACE + widest([label]));
  names.forEach((name) => name.setAttribute("x", left - GAP));
  data.types.forEach((type, i) =>
    type.bars.forEach((bar, b) => {
      const length = (room * bar.count) / peak;
      const rect = node("rect", { x: left, y: GAP + i * band + b * ROW, width: Math.max(length, 0.5).toFixed(1), height: BAR, class: `bar${b + 1}` });
      rect.append(node("title", {}, bar.title));
      group.append(rect);
      counts[i * data.legend.length + b].setAttribute("x", (left + length + SPACE).toFixed(1));
    }),
  );
  // The legend under the bars, from where they start, on as many lines as the width needs.
  let x = left;
  let y = GAP + data.types.length * band + 4;
  labels.forEach((label, b) => {
    if (x > left && x + entries[b] > width) [x, y] = [left, y + ROW + SPACE];
    label.setAttribute("x", x + BAR + SPACE);
    label.setAttribute("y", y + BASELINE);
    group.append(node("rect", { x, y, width: BAR, height: BAR, class: `bar${b + 1}` }));
    x += entries[b] + 2 * GAP;
  });
  svg.setAttribute("viewBox", `0 0 ${width} ${y + BAR + 4}`);
  svg.setAttribute("aria-label", data.label);
}

/** Show a deck (its cards, top first) as a row of cards, the top one marked as drawn when `drawn`; its text
 * stays the cards in order, separated by spaces. */
export function deck(holder, cards, drawn) {
  const row = document.createDocumentFragment();
  cards.forEach((card, i) => {
    if (i) row.append(" ");
    const span = document.createElement("span");
    span.className = i === 0 && drawn ? "card drawn" : "card";
    span.textContent = card;
    row.append(span);
  });
  holder.replaceChildren(row);
}

/** Chart player 1's share of the cards over a replayed game (the worker's answer: each round's winner, "1"
 * or "2" a round, and the starting decks), with a mark at round `now`; at most 640 points, each the share at
 * the end of its stretch of rounds.  The winners, a character a round, stay here: millions for a long game. */
export function shares(svg, game, now) {
  const { winners } = game;
  const [size1, size2] = game.decks.map((deck) => deck.length);
  const total = size1 + size2;
  const step = Math.max(1, Math.ceil(winners.length / 640));
  const points = [];
  let held = size1;
  const x = (round) => ((640 * round) / Math.max(1, winners.length)).toFixed(1);
  const y = (cards) => (115 - (110 * cards) / total).toFixed(1);
  points.push(`${x(0)},${y(held)}`);
  for (let round = 0; round < winners.length; round++) {
    held += winners[round] === "1" ? 1 : -1;
    if ((round + 1) % step === 0 || round + 1 === winners.length) points.push(`${x(round + 1)},${y(held)}`);
  }
  svg.replaceChildren(
    node("line", { x1: 0, x2: 640, y1: y(total / 2), y2: y(total / 2), class: "half" }),
    node("polyline", { points: points.join(" "), class: "share" }),
    node("line", { x1: x(now), x2: x(now), y1: 0, y2: 120, class: "now" }),
  );
}

/** Move the chart's mark to round `now` of a game of `rounds` rounds. */
export function mark(svg, now, rounds) {
  const line = svg.querySelector(".now");
  if (!line) return;
  const x = ((640 * now) / Math.max(1, rounds)).toFixed(1);
  line.setAttribute("x1", x);
  line.setAttribute("x2", x);
}
