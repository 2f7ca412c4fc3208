// A page in a frame sandboxed without allow-same-origin has an origin of no site's: its modules, fetched with CORS,
// are refused, and it may keep nothing, so that it would say "Loading Python…" for ever.  This classic script,
// which loads all the same, says so in the page's place (embed.css shows only #cannot-run) and offers it in a tab
// of its own, at the address the frame was given.  A frame that allows no script shows the words index.html holds.
if (self.origin === "null" && self !== top) {
  document.documentElement.setAttribute("data-sealed", "");
  document.getElementById("cannot-run-why").replaceChildren(
    "Camel Cards cannot run in this frame: the page that holds it sandboxes it without ",
    Object.assign(document.createElement("code"), { textContent: "allow-same-origin" }),
    ", where it can load none of its Python and keep nothing.",
  );
  document.getElementById("cannot-run-open").href = location.href;
}
