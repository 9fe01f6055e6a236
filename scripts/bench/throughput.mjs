// @ts-check
// Requests per second one page answers through its front proxy, measured with wrk: 50 connections,
// `Accept-Encoding: br, gzip` as browsers send (wrk sends none unless told), a 10 s timeout (wrk counts
// a timed-out request as a socket error, not in its latencies), after 15 s of the same load, not
// counted: a page rendered per request serves about half its steady rate while V8 is still compiling.
import { execFileSync } from 'node:child_process';

const WARM_UP_SECONDS = 15;

/** @param {string} url @param {number} seconds */
export const wrkArguments = (url, seconds) => ['-t2', '-c50', `-d${seconds}s`, '--timeout', '10s', '-H', 'Accept-Encoding: br, gzip', url];

/** @param {string} output what wrk printed @returns {import('./report.mjs').Throughput} */
export function parseWrk(output) {
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN),
    socketErrors: socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
  };
}

/** @param {string} url @param {number} seconds */
export function throughput(url, seconds) {
  execFileSync('wrk', wrkArguments(url, WARM_UP_SECONDS));
  return parseWrk(execFileSync('wrk', wrkArguments(url, seconds), { encoding: 'utf8' }));
}
