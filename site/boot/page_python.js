// The page's own Python: page.tar.gz, its modules compiled (python_files.py makes it), put into MicroPython's files
// before main.py runs.  The browser unpacks it here, with its own gzip; PyScript's `files` would unpack it in
// MicroPython itself, which held the start's main thread 20 to 50 ms.  A plugin, as PyScript's are: loaded
// before the page's script, it adds its hook before the interpreter starts.

import { hooks } from "../pyscript/core.js";
import { parseTarGzip } from "../vendor/nanotar/index.mjs";

const ARCHIVE = "./page.tar.gz";

// Fetched and unpacked while the interpreter loads.
const unpacked = fetch(ARCHIVE).then(async (response) => {
  if (!response.ok) throw new Error(`${ARCHIVE}: ${response.status} ${response.statusText}`);
  return parseTarGzip(await response.arrayBuffer());
});

hooks.main.onReady.add(async ({ interpreter: { FS } }) => {
  for (const { name, type, data } of await unpacked) {
    if (type !== "file") continue;
    const folder = name.slice(0, name.lastIndexOf("/") + 1);
    if (folder) FS.mkdirTree(folder);
    FS.writeFile(name, data);
  }
});
