// The page's Python arrives as archives (python_files.py makes one for each interpreter): each is fetched and
// unpacked here, with the browser's own gzip and nanotar, and its files written into an interpreter's.

import { parseTarGzip } from "../vendor/nanotar/index.mjs";

/** The files of the tar.gz archive at `url` (fetched by `get`), as [path, bytes] pairs. */
export async function unpacked(url, get = fetch) {
  const response = await get(url);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  const entries = await parseTarGzip(await response.arrayBuffer());
  return entries.filter(({ type }) => type === "file").map(({ name, data }) => [name, data]);
}

/** Write `files` ([path, bytes] pairs) into the file system `FS` of an interpreter, under `home`. */
export function write(FS, files, home = ".") {
  for (const [name, data] of files) {
    const file = `${home}/${name}`;
    FS.mkdirTree(file.slice(0, file.lastIndexOf("/")));
    FS.writeFile(file, data);
  }
}
