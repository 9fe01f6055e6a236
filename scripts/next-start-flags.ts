/**
 * Node flags for every `next start` of the site: package.json's `start` passes them in NODE_OPTIONS
 * (JSON cannot import), the e2e and benchmark servers on the command line. Without them,
 * AsyncLocalStorage on Node 22 turns on promise hooks for the whole process the first time a page is
 * rendered (pay bills, contact, an ISR regeneration), and every later promise pays for them, cached
 * pages included. AsyncContextFrame, the default from Node 24, keeps that context without hooks.
 * Node 20 refuses the flag: the project brings its own Node 22 (package.json's `node` dependency).
 */
export const NEXT_START_NODE_FLAGS: readonly string[] = Object.freeze(['--experimental-async-context-frame']);
