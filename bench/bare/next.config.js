/** Built and served like the site (`next build`, `next start`), with nothing added. */
module.exports = {
  poweredByHeader: false,
  // This folder sits inside the site: without its own root, Turbopack takes the site's folder as the
  // workspace and builds the site's src/instrumentation.ts and src/proxy.ts into the bare page.
  turbopack: { root: __dirname },
};
