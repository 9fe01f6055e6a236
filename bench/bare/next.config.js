/** Built and served like the site (`next build`, `next start`), with nothing added. */
module.exports = { poweredByHeader: false };
