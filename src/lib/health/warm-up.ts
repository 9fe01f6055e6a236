import { log } from '../observability/log.ts';

/**
 * What a new process renders before it says it is ready: a search, which is rendered per request, so it runs the whole
 * render path (the layout, a page, the content source). A process's first render costs about a second more than the
 * next ones; without this, the first visitor of each instance after a start or a deploy pays it.
 */
export const WARM_UP_PATH = '/?q=helpa';
/** Longer than a first render on a busy machine; a content source that does not answer must not hold the start. */
const WARM_UP_BOUND_MS = 10_000;

/** The address this server answers itself at, from the host it listens on (every interface: the loopback). */
export function selfOrigin(hostname: string, port: number): string {
  const host = hostname === '0.0.0.0' ? '127.0.0.1' : hostname === '::' ? '::1' : hostname;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Renders WARM_UP_PATH once through the server at `origin`; a failure is logged and the start goes on. */
export async function warmUp(origin: string): Promise<void> {
  const startedAt = performance.now();
  try {
    const answer = await fetch(`${origin}${WARM_UP_PATH}`, { signal: AbortSignal.timeout(WARM_UP_BOUND_MS) });
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
