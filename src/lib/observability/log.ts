// Every argument is scrubbed (redact.ts) before pino sees it.
import pino, { type DestinationStream, type Logger } from 'pino';
import { redactValue } from './redact.ts';
import { currentRequestId } from './request-context.ts';
import { processGlobal } from '../process-global.ts';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function logLevel(setting: string | undefined): string {
  const level = (setting ?? '').trim().toLowerCase();
  return LEVELS.includes(level) ? level : 'info';
}

export function createLogger(
  destination: DestinationStream = pino.destination({ dest: 1, sync: true }),
  level: string | undefined = process.env.LOG_LEVEL,
): Logger {
  return pino(
    {
      level: logLevel(level),
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // Errors arrive already serialised and scrubbed (redactValue): pino's own serialiser would retype them as Object.
      serializers: { err: (err: unknown) => err },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      hooks: {
        logMethod(args, method) {
          const [first, ...rest] = args;
          // An Error alone or first is logged as `err`, as pino itself would, but scrubbed.
          const scrubbed =
            first instanceof Error
              ? [{ err: redactValue(first) }, ...rest.map((arg) => redactValue(arg))]
              : args.map((arg) => redactValue(arg));
          method.apply(this, scrubbed as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}

export const log = processGlobal('helpa.logger', () => createLogger());

export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
