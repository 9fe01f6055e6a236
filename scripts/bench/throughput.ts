// Requests per second one page answers through its front proxy, measured with wrk: 50 connections,
// `Accept-Encoding: br, gzip` as browsers send (wrk sends none unless told), a 10 s timeout (wrk counts
// a timed-out request as a socket error, not in its latencies), after 15 s of the same load, not
// counted: a page rendered per request serves about half its steady rate while V8 is still compiling.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Throughput } from './report.ts';

const WARM_UP_SECONDS = 15;
/** How long the counted load lasts. */
export const SECONDS = 10;

export const wrkArguments = (url: string, seconds: number): string[] => [
  '-t2',
  '-c50',
  `-d${seconds}s`,
  '--timeout',
  '10s',
  '--latency',
  '-H',
  'Accept-Encoding: br, gzip',
  url,
];

const MS_PER: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** The figures in `output`, what wrk printed. */
export function parseWrk(output: string): Throughput {
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s|m)\s*$/m.exec(output);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN),
    socketErrors: socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    p99Ms: p99 ? Number(p99[1]) * (MS_PER[p99[2] ?? ''] ?? NaN) : NaN,
  };
}

const run = promisify(execFile);

/**
 * Waits for wrk without blocking the event loop: blocked, the bench's idle keep-alive connections miss
 * the servers closing them, and its next request is written to a closed socket (EPIPE). `counting` is
 * called as the counted load starts, after the warm-up.
 */
export async function throughput(url: string, counting?: () => void): Promise<Throughput> {
  console.log(`bench throughput ${url}`);
  await run('wrk', wrkArguments(url, WARM_UP_SECONDS));
  counting?.();
  return parseWrk((await run('wrk', wrkArguments(url, SECONDS))).stdout);
}
