/** The page's name in this browser: its database, and the start of every key it keeps in localStorage or
 * sessionStorage (kept.js, and router.js's place) and of the files it writes. */
export const NAME = "camel-cards";
