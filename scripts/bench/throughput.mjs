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
 * Seconds of the same load before measuring, not counted: after a start, V8 keeps compiling a page
 * rendered per request for about 15 s at this load (pay bills and the bare nonce page both serve about
 * half their steady rate in the first 5 s), and an ISR page past its revalidation time regenerates
 * once. A server in service is warm; so is the one measured.
 */
export const THROUGHPUT_WARM_UP_SECONDS = 15;

/** @param {string} url @param {number} [seconds] */
export function throughput(url, seconds = 10) {
  execFileSync('wrk', wrkArguments(url, THROUGHPUT_WARM_UP_SECONDS), { encoding: 'utf8' });
  const output = execFileSync('wrk', wrkArguments(url, seconds, ['--latency']), { encoding: 'utf8' });
  return parseWrk(output);
}
