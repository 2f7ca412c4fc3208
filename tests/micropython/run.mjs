// Runs a Python script under the MicroPython build that the page ships, with camelcards_core and the
// scripts beside this file importable.
// Usage: node run.mjs SCRIPT.py [STDIN_FILE]; the script's output goes to stdout, a Python error exits 1.
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const { loadMicroPython } = await import(join(root, "node_modules/@micropython/micropython-webassembly-pyscript/micropython.mjs"));

// One decoder per stream, in streaming mode: a character's UTF-8 bytes may arrive in two chunks.
const write = (stream, decoder = new TextDecoder()) => (data) => stream.write(typeof data === "string" ? data : decoder.decode(data, { stream: true }));
const mp = await loadMicroPython({ stdout: write(process.stdout), stderr: write(process.stderr), linebuffer: false });

mp.FS.mkdirTree("/lib/camelcards_core");
for (const name of readdirSync(join(root, "camelcards_core"))) {
  if (name.endsWith(".py")) mp.FS.writeFile(`/lib/camelcards_core/${name}`, readFileSync(join(root, "camelcards_core", name)));
}
for (const name of readdirSync(dirname(fileURLToPath(import.meta.url)))) {
  if (name.endsWith(".py")) mp.FS.writeFile(`/lib/${name}`, readFileSync(join(dirname(fileURLToPath(import.meta.url)), name)));
}
if (process.argv[3]) mp.FS.writeFile("/input.txt", readFileSync(process.argv[3]));
try {
  mp.runPython(`import sys\nsys.path.insert(0, "/lib")\n` + readFileSync(process.argv[2], "utf8"));
} catch (error) {
  process.stderr.write(String(error.message ?? error) + "\n");
  process.exit(1);
}
