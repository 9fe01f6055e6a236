import { z } from 'zod';

// Zod compiles its parsers with `new Function` where it may, and merely trying counts as a violation
// of the pages' Content-Security-Policy (no eval): in the browser it interprets them instead.
z.config({ jitless: true });

export { z };
