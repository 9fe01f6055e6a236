// Plain JavaScript (typed in the .d.mts beside it): next.config.js reads it at build, src/proxy.ts per
// request, the tests and the bench beside them. The front proxy needs no copy: these pages answer
// `Cache-Control: private, no-store`, which is all it goes by.

/**
 * The pages rendered per request: they take personal data, so each gets a nonce that every script of
 * theirs carries (Next's documented nonce recipe) and no other script runs on them.
 */
export const PER_REQUEST_PAGES = Object.freeze(['/paybills', '/contactus']);
