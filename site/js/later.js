// Modules the page loads on first need rather than at its start (a dynamic import, which PyScript's
// Python cannot write itself).

/** The module at `url`, relative to the page. */
export const load = (url) => import(new URL(url, document.baseURI).href);
