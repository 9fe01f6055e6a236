// @ts-check
// The process's one logger: a JSON line per event on stdout (pino), at LOG_LEVEL (default info), each carrying the id of
// the request it was made for. Plain JavaScript on globalThis, so server.mjs, the cache handler and the code Next bundles
// share it. Every argument is scrubbed before pino sees it (redact.mjs): no email, phone, meter number, token or secret
// reaches a log in clear.
import pino from 'pino';
import { redactValue } from './redact.mjs';
import { currentRequestId } from './request-context.mjs';

const LOGGER = Symbol.for('helpa.logger');
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** @param {string | undefined} setting */
export function logLevel(setting) {
  const level = (setting ?? '').trim().toLowerCase();
  return LEVELS.includes(level) ? level : 'info';
}

/**
 * @param {import('pino').DestinationStream} [destination] stdout, written synchronously, unless a test gives another
 * @param {string | undefined} [level] LOG_LEVEL
 */
export function createLogger(destination = pino.destination({ dest: 1, sync: true }), level = process.env.LOG_LEVEL) {
  return pino(
    {
      level: logLevel(level),
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // Errors arrive already serialised and scrubbed (redactValue): pino's own serialiser would retype them as Object.
      serializers: { err: (err) => err },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      hooks: {
        logMethod(args, method) {
          const [first, ...rest] = args;
          // An Error alone or first is logged as `err`, as pino itself would, but scrubbed.
          const scrubbed = first instanceof Error ? [{ err: redactValue(first) }, ...rest.map((arg) => redactValue(arg))] : args.map((arg) => redactValue(arg));
          method.apply(this, /** @type {Parameters<typeof method>} */ (scrubbed));
        },
      },
    },
    destination,
  );
}

/** @returns {import('pino').Logger} */
function shared() {
  const store = /** @type {Record<symbol, import('pino').Logger | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (store[LOGGER] ??= createLogger());
}

export const log = shared();
