import { randomBytes } from 'node:crypto';

const generated = randomBytes(32).toString('hex');

/** SANDBOX_XSRF_SECRET, or a random secret made once per process (tokens then die with the process). */
export function sandboxSecret(): string {
  return process.env.SANDBOX_XSRF_SECRET || generated;
}
