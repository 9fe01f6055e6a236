// @ts-check
// Requests per second a server answers for one page with 50 connections, measured with wrk.
import { execFileSync } from 'node:child_process';

/** What Chromium sends (wrk sends no Accept-Encoding unless told): the site and the bare page alike are measured as visitors get them. */
export const THROUGHPUT_ACCEPT_ENCODING = 'br, gzip';

/**
 * wrk's arguments for one run against a page.
 * @param {string} url @param {number} seconds @param {string[]} [extra]
 */
export function wrkArguments(url, seconds, extra = []) {
  return ['-t2', '-c50', `-d${seconds}s`, '-H', `Accept-Encoding: ${THROUGHPUT_ACCEPT_ENCODING}`, ...extra, url];
}

/**
 * @param {string} output what wrk printed
 * @returns {{ requestsPerSecond: number, errors: number }}
 */
export function parseWrk(output) {
  const requestsPerSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0;
  const badStatus = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  return { requestsPerSecond, errors: socketErrors + badStatus };
}

/**
 * Measured after a 2 s warm-up at the same load, which is not counted: the first requests after a
 * start or a pause pay for JIT compilation and, on an ISR page past its revalidation time, for the
 * one background regeneration, neither of which is what the page costs to serve.
 * @param {string} url @param {number} [seconds]
 */
export function throughput(url, seconds = 10) {
  execFileSync('wrk', wrkArguments(url, 2), { encoding: 'utf8' });
  const output = execFileSync('wrk', wrkArguments(url, seconds, ['--latency']), { encoding: 'utf8' });
  return parseWrk(output);
}
