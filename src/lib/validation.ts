import { config } from 'zod/mini';

// Imported for its effect by every module that validates in the browser (with `import * as z from
// 'zod/mini'` beside it: the tree-shakable build, where classic zod ships every check and locale).
// Zod compiles its parsers with `new Function` where it may, and merely trying counts as a violation
// of the pages' Content-Security-Policy (no eval): in the browser it interprets them instead.
config({ jitless: true });
