// The core's Python as the page shows it: highlighted by highlight.js (from npm, served from this origin),
// one element a line so that each line can be linked and marked, and the text left exactly the file's.
// Loaded when "How it works" is first opened.

import hljs from "../vendor/highlight/es/core.min.js";
import python from "../vendor/highlight/es/languages/python.min.js";

hljs.registerLanguage("python", python);
for (const [scheme, theme] of [
  ["light", "./vendor/highlight/styles/a11y-light.min.css"],
  ["dark", "./vendor/highlight/styles/a11y-dark.min.css"],
]) {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = theme;
  link.media = `(prefers-color-scheme: ${scheme})`;
  document.head.append(link);
}

/** The highlighted HTML of `text` cut into lines, each closing the spans still open at its end and opening
 * them again on the next line, so that a string or docstring over several lines stays coloured. */
function lines(text) {
  const html = hljs.highlight(text, { language: "python", ignoreIllegals: true }).value;
  const open = [];
  return html.split("\n").map((line) => {
    const start = open.join("");
    for (const tag of line.match(/<span[^>]*>|<\/span>/g) ?? []) {
      if (tag === "</span>") open.pop();
      else open.push(tag);
    }
    return start + line + "</span>".repeat(open.length);
  });
}

/** Fill the <pre> of `file` (its name, e.g. "rules.py") with `text`, one span a line, and its gutter with
 * a link to each line.  highlight.js escapes the text it is given, so the markup holds only its spans. */
export function show(holder, file, text) {
  const code = holder.querySelector("code");
  const gutter = holder.querySelector(".gutter");
  const body = text.endsWith("\n") ? text.slice(0, -1) : text;
  const rows = lines(body);
  code.innerHTML = rows.map((row, i) => `<span class="line" id="${file}-L${i + 1}">${row}</span>`).join("\n")
    + (body === text ? "" : "\n");
  gutter.replaceChildren(...rows.map((_, i) => {
    const link = document.createElement("a");
    link.href = `#${file}-L${i + 1}`;
    link.textContent = String(i + 1);
    link.setAttribute("aria-label", `${file}, line ${i + 1}`);
    return link;
  }));
}

/** The lines of function `name` in `text`: from its `def` (and decorators) to the last line indented under
 * it, as [first, last], counted from 1; null when there is none. */
function span(text, name) {
  const all = text.split("\n");
  const start = all.findIndex((line) => new RegExp(`^\\s*def ${name}\\(`).test(line));
  if (start < 0) return null;
  const indent = all[start].search(/\S/);
  let end = start;
  for (let i = start + 1; i < all.length; i++) {
    if (!all[i].trim()) continue;
    if (all[i].search(/\S/) <= indent) break;
    end = i;
  }
  return [start + 1, end + 1];
}

/** Mark the lines `numbers` (from 1) of the file in `holder`, and their numbers; the first, or 0. */
export function markLines(holder, numbers) {
  const rows = holder.querySelectorAll("code .line");
  const links = holder.querySelectorAll(".gutter a");
  for (const used of holder.querySelectorAll(".used")) used.classList.remove("used");
  for (const number of numbers) {
    rows[number - 1]?.classList.add("used");
    links[number - 1]?.classList.add("used");
  }
  return numbers.length ? Math.min(...numbers) : 0;
}

/** Mark the lines of the functions `names` in the file's <pre>, whose text is `text`, and their numbers;
 * the first line marked, or 0. */
export function mark(holder, text, names) {
  const numbers = [];
  for (const name of names) {
    const found = span(text, name);
    for (let line = found?.[0]; found && line <= found[1]; line++) numbers.push(line);
  }
  return markLines(holder, numbers);
}
