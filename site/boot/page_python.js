// The page's own Python: page.tar.gz, its modules compiled (python_files.py makes it), put into MicroPython's files
// before main.py runs.  The browser unpacks it here, with its own gzip; PyScript's `files` would unpack it in
// MicroPython itself, which held the start's main thread 20 to 50 ms.  A plugin, as PyScript's are: loaded
// before the page's script, it adds its hook before the interpreter starts.

import { hooks } from "../pyscript/core.js";
import { unpacked, write } from "../js/archives.js";

const ARCHIVE = "./page.tar.gz";

// Fetched and unpacked while the interpreter loads.
const files = unpacked(ARCHIVE);

hooks.main.onReady.add(async ({ interpreter: { FS } }) => write(FS, await files));
