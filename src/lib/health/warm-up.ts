import { log } from '../observability/log.ts';

/** Rendered per request, so it runs the whole render path: else each instance's first visitor pays a second more. */
export const WARM_UP_PATH = '/?q=helpa';
/** Every interface: the loopback. */
export function selfOrigin(hostname: string, port: number): string {
  const host = hostname === '0.0.0.0' ? '127.0.0.1' : hostname === '::' ? '::1' : hostname;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

export async function warmUp(origin: string): Promise<void> {
  const startedAt = performance.now();
  try {
    const answer = await fetch(`${origin}${WARM_UP_PATH}`, { signal: AbortSignal.timeout(10_000) });
    await answer.arrayBuffer();
    const ms = Math.round(performance.now() - startedAt);
    if (answer.ok) log.info({ event: 'warmed-up', ms }, `warmed up: first render in ${ms} ms`);
    else
      log.warn(
        { event: 'warm-up-failed', status: answer.status, ms },
        `[helpa] the warm-up render answered ${answer.status}`,
      );
  } catch (error) {
    log.warn({ event: 'warm-up-failed', err: error }, '[helpa] the warm-up render failed; the first visitor pays it');
  }
}
