// The CSS of this folder's style modules (lazy panels included) and of the components they import, inlined with the
// page's instead of fetched after hydration; the build answers this file (scripts/styles/folder-styles-loader.ts).
export {};
