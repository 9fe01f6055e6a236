// @ts-check
/**
 * Node flags for every `next start` of the site (package.json's `start` spells them out too; JSON
 * cannot import). AsyncLocalStorage on Node 22 otherwise turns on promise hooks for the whole process
 * the first time a page is rendered (pay bills, contact, an ISR regeneration), and from then on every
 * promise pays for them: cached pages served about a quarter fewer requests. AsyncContextFrame, the
 * default from Node 24, keeps that context without hooks.
 */
export const NEXT_START_NODE_FLAGS = Object.freeze(['--experimental-async-context-frame']);
