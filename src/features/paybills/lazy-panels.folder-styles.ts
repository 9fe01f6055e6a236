/*
 * The CSS of every style module in this folder, the panels PayBills loads on demand (React.lazy)
 * included, and of the shared components they import, imported by PayBills so that it comes inlined
 * with the page's: left to the lazy chunks, it arrives as stylesheets once the page has hydrated, each
 * a request and a style pass in the middle of a phone's first seconds. The build answers this file
 * with those imports (scripts/styles/folder-styles-loader.ts); the class names stay in the lazy
 * chunks, out of the page's first-load JS. The pay-bills browser test fails on any stylesheet the
 * page fetches.
 */
export {};
