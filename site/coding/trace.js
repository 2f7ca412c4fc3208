// Step through's traces (coding/tracing.py's, from the sandbox): read within bounds, held by their panel, and each
// step drawn in one call, so that no step waits on Python, the worker or the network.  What a trace holds is
// the visitor's code's to make, so it is read as numbers and texts of the shape tracing.py writes, and drawn
// as text (textContent), never HTML.  Its styles are trace.css.

const MOST = { steps: 1000, texts: 50_000, text: 400, output: 20_000, locals: 3 * 150, stack: 2 * 100, problems: 20 }; // tracer.py's LOCALS and FRAMES, problems.py's MAX_PROBLEMS

// The panel's styles, which arrive with this module, as the Code tab first opens (nothing of it loads before).
document.head.append(Object.assign(document.createElement("link"), { rel: "stylesheet", href: new URL("./trace.css", import.meta.url).href }));

const whole = (value, below) => Number.isSafeInteger(value) && value >= 0 && value < below;

/** A trace's JSON as the page reads it: {problem, problems}, or {texts, kinds, steps, output, gap, cut, capped, cap,
 * problems, error?, exit?} (`gap` [0, 0] when tracing.py cut no output; `problems` the input's on the lines traced,
 * as draw.js lists them, [] for none); it throws, in words, when it is not one. */
export function read(json) {
  const trace = JSON.parse(json);
  const refuse = (what) => {
    throw new Error(`its trace ${what}`);
  };
  if (typeof trace !== "object" || trace === null) refuse("is not one the page reads");
  const { problems = [] } = trace;
  const problem = (each) => typeof each === "object" && each !== null && whole(each.line, 2 ** 53) && ["place", "message", "text"].every((name) => typeof each[name] === "string");
  if (!Array.isArray(problems) || problems.length > MOST.problems || !problems.every(problem)) refuse("has input problems the page does not read");
  const listed = problems.map(({ line, place, message, text }) => ({ line, place: place.slice(0, MOST.text), message: message.slice(0, MOST.text), text: text.slice(0, MOST.text) }));
  if (typeof trace.problem === "string") return { problem: trace.problem.slice(0, MOST.text), problems: listed };
  const { texts, kinds, steps, output, cut, capped, cap, error, exit, gap = [0, 0] } = trace;
  // Each step's kind is an index into `kinds`, tracer.py's KINDS; the panel draws "return" and "exception" steps.
  if (!Array.isArray(kinds) || kinds.length > 8 || !kinds.every((each) => typeof each === "string" && each.length <= 20)) refuse("has kinds the page does not read");
  if (!Array.isArray(texts) || texts.length > MOST.texts || !texts.every((each) => typeof each === "string" && each.length <= MOST.text)) refuse("has texts the page does not read");
  if (typeof output !== "string" || output.length > MOST.output) refuse("has output the page does not read");
  if (!Array.isArray(gap) || gap.length !== 2 || !whole(gap[0], output.length + 1) || !whole(gap[1], 2 ** 53)) refuse("has a cut the page does not read");
  const printedMost = output.length + gap[1] + 1;
  if (!Array.isArray(steps) || steps.length > MOST.steps) refuse("has more steps than the page reads");
  const text = (each) => whole(each, texts.length);
  for (const step of steps) {
    const [kind, line, frame, printed, names, stack, said] = Array.isArray(step) && step.length === 7 ? step : [];
    const fine =
      whole(kind, kinds.length) && whole(line, 1e6) && whole(frame, 1e7) && whole(printed, printedMost) && text(said) &&
      Array.isArray(names) && names.length % 3 === 0 && names.length <= MOST.locals && names.every(text) &&
      Array.isArray(stack) && stack.length >= 2 && stack.length % 2 === 0 && stack.length <= MOST.stack &&
      stack.every((each, i) => (i % 2 ? whole(each, 1e6) : text(each)));
    if (!fine) refuse("has a step the page does not read");
  }
  const said = (value) => (typeof value === "string" ? value.slice(0, MOST.text) : "");
  const read = { texts, kinds, steps, output, gap, cut: said(cut), capped: capped === true, cap: whole(cap, 1e6) ? cap : MOST.steps, problems: listed };
  // (error and exit are there only when the code raised, or called sys.exit)
  if (error && typeof error === "object") read.error = { message: said(error.message), line: Number.isSafeInteger(error.line) ? error.line : 0 };
  if (typeof exit === "string") read.exit = said(exit);
  return read;
}

/** Hold `trace` (read's) in `panel`, for the code it traced (`code`, an editor's snapshot, editor.js's): each
 * step's last step in the same frame found once, for the locals changed. */
export function hold(panel, trace, code) {
  const last = new Map();
  trace.before = trace.steps.map(([, , frame], i) => {
    const before = last.has(frame) ? last.get(frame) : -1;
    last.set(frame, i);
    return before;
  });
  trace.lines = code.toJSON(); // the snapshot's lines, as CodeMirror holds them
  panel.trace = trace;
  const slider = part(panel, "slider");
  slider.max = String(Math.max(1, trace.steps.length));
  slider.disabled = trace.steps.length < 2;
  panel.dataset.steps = String(trace.steps.length);
  return trace.steps.length;
}

const part = (panel, name) => document.getElementById(`${panel.id}-${name}`);

function locals(trace, at) {
  const names = trace.steps[at][4];
  const shown = new Map();
  for (let i = 0; i < names.length; i += 3) shown.set(trace.texts[names[i]], [trace.texts[names[i + 1]], trace.texts[names[i + 2]]]);
  return shown;
}

/** Draw step `n` (from 1; held within the trace) of the trace `panel` holds: its line, locals (those changed
 * since its frame's step before marked), stack and output.  Its line in the code; 0 for a trace of no step,
 * which shows none, an earlier trace's included, and offers no control that steps. */
export function show(panel, n) {
  const trace = panel.trace;
  const total = trace?.steps.length ?? 0;
  for (const shown of [part(panel, "step"), part(panel, "keys"), panel.querySelector(".trace-controls")]) shown.hidden = !total;
  if (!total) {
    for (const name of ["step", "line", "kind"]) panel.removeAttribute(`data-${name}`);
    for (const name of ["first", "prev", "next", "last"]) part(panel, name).disabled = true;
    return 0;
  }
  n = Math.min(Math.max(1, Math.trunc(n) || 1), total);
  const [kind, line, , printed, , stack, said] = trace.steps[n - 1];
  const where = trace.texts[stack[stack.length - 2]];
  panel.dataset.step = String(n);
  panel.dataset.line = String(line);
  panel.dataset.kind = trace.kinds[kind];
  part(panel, "slider").value = String(n);
  part(panel, "prev").disabled = part(panel, "first").disabled = n === 1;
  part(panel, "next").disabled = part(panel, "last").disabled = n === total;
  // A button that has the keys and is now disabled would drop them: the panel keeps them.
  if (document.activeElement?.disabled && panel.contains(document.activeElement)) panel.focus({ preventScroll: true });
  part(panel, "where").textContent = `Step ${n} of ${total}: line ${line}, in ${where}`;
  part(panel, "code").textContent = (trace.lines[line - 1] ?? "").trim() || " ";
  const named = trace.kinds[kind];
  const words = named === "return" ? `${where} returns ${trace.texts[said]}` : named === "exception" ? `${trace.texts[said]}, raised here` : "";
  part(panel, "said").textContent = words;
  part(panel, "said").hidden = !words;
  part(panel, "said").dataset.kind = named;
  part(panel, "frame").textContent = `The variables of ${where}`;
  const before = trace.before[n - 1] < 0 ? null : locals(trace, trace.before[n - 1]);
  const rows = [...locals(trace, n - 1)].map(([name, [value, length]]) => {
    const row = document.createElement("tr");
    row.dataset.name = name;
    row.dataset.value = value;
    const cells = [name, value + (length ? ` (${length})` : "")].map((text) => {
      const cell = document.createElement("td");
      cell.textContent = text;
      return cell;
    });
    if (before !== null && before.get(name)?.[0] !== value) {
      row.dataset.changed = "";
      cells[1].append(Object.assign(document.createElement("span"), { className: "trace-changed", textContent: " changed" }));
    }
    row.append(...cells);
    return row;
  });
  part(panel, "vars").tBodies[0].replaceChildren(...rows);
  // A frame with no variables yet says so, rather than show a table's head alone.
  part(panel, "vars").hidden = !rows.length;
  part(panel, "none").hidden = rows.length > 0;
  const frames = [];
  for (let i = 0; i < stack.length; i += 2) {
    const item = document.createElement("li");
    item.dataset.function = trace.texts[stack[i]];
    item.textContent = `${trace.texts[stack[i]]}, line ${stack[i + 1]}`;
    frames.push(item);
  }
  frames.at(-1).setAttribute("aria-current", "step");
  part(panel, "stack").replaceChildren(...frames);
  part(panel, "output").textContent = printedBefore(trace, printed);
  return line;
}

/** What was printed before a step that counts `printed` characters: where the output was cut (its `gap`, of
 * `cut` characters after the first `at`), it says how many of them this step's output lacks, as Run says it
 * (running.py's CUT_HERE). */
function printedBefore(trace, printed) {
  const [at, cut] = trace.gap;
  if (printed <= at || !cut) return trace.output.slice(0, printed);
  const lacks = Math.min(printed - at, cut);
  return `${trace.output.slice(0, at)}\n[… ${lacks.toLocaleString("en-US")} characters cut here …]\n${trace.output.slice(at, printed - lacks)}`;
}

/** Bring a trace just shown into view, and give it the keys: beside the editor (`holder`), the editor in view
 * (the panel stays in view as the page scrolls); below it, on a narrow screen, the editor at the top, the
 * panel's controls below it (trace.css keeps the editor short enough).  An embedded page shows the trace alone,
 * from its top, and scrolling it would scroll the page it is embedded in. */
export function reveal(panel, holder) {
  panel.focus({ preventScroll: true });
  if (document.documentElement.hasAttribute("data-embed")) return;
  holder.scrollIntoView({ block: getComputedStyle(panel).position === "sticky" ? "nearest" : "start" });
}
