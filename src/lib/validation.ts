import * as z from 'zod/mini';

// The browser's validators (contact form, pricing plans) use zod's tree-shakable "mini" build: the
// classic build ships every check and locale to the page (about 90 kB gzip), mini only what is used.
// Zod compiles its parsers with `new Function` where it may, and merely trying counts as a violation
// of the pages' Content-Security-Policy (no eval): in the browser it interprets them instead.
z.config({ jitless: true });

export { z };
