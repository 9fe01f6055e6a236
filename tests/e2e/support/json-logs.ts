import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FrontProxy } from '../../../scripts/front-proxy.ts';
import type { NextInstance } from '../../fixtures/next-instance';

/** One JSON log line: an instance's (pino) or nginx's access log's. */
export type LogLine = Record<string, unknown>;

/** An instance's JSON lines (its other output, such as Next's own start-up line, left out). */
export function instanceLines(instance: NextInstance): LogLine[] {
  return instance
    .logs()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

/** The front proxy's access log as written so far (one JSON line per request). */
export function accessLogText(proxy: FrontProxy): string {
  return readFileSync(path.join(proxy.stateDir, 'access.log'), 'utf8');
}

export function accessLines(proxy: FrontProxy): LogLine[] {
  return accessLogText(proxy)
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);
}
