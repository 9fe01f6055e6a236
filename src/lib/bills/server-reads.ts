import 'server-only';
import { BILLS_FAILURE_MESSAGES } from '@/lib/bills/messages';
import { billsCallPath, type BillsCall, type BillsEndpoint } from './calls';
import { log } from '@/lib/observability/log';

export type ServerRead = { ok: true; payload: unknown } | { ok: false; message: string };

/** How long an answer is used before it is asked again, and how long the last good one stands in while the API fails. */
export const SERVER_READ_FRESH_MS = 60_000;
export const SERVER_READ_KEPT_MS = 24 * 60 * 60_000;

type Kept = { at: number; payload: unknown };

/** The payload of a contract answer, or the sentence its refusal carries (already in the contract's words: relay.ts). */
async function readAnswer(answer: Response): Promise<ServerRead> {
  const body: unknown = await answer.json().catch(() => undefined);
  if (answer.ok && body && typeof body === 'object' && 'payload' in body) return { ok: true, payload: body.payload };
  const error = body && typeof body === 'object' && 'error' in body ? (body.error as { message?: unknown }) : undefined;
  return {
    ok: false,
    message: typeof error?.message === 'string' ? error.message : BILLS_FAILURE_MESSAGES.serverProblem,
  };
}

/** A page's GET calls on the server: answers kept a minute, calls asked at once sharing one request, and the last good answer (up to a day old) standing in while the API fails. */
export function createServerReads(endpoint: () => BillsEndpoint, now: () => number = Date.now) {
  const kept = new Map<string, Kept>();
  const pending = new Map<string, Promise<ServerRead>>();

  async function ask(call: BillsCall, path: string): Promise<ServerRead> {
    let read: ServerRead;
    try {
      read = await readAnswer(
        await endpoint().answer(call, new Request(new URL(`/api/bills/${path}`, 'http://server.internal'))),
      );
    } catch (error) {
      log.error({ event: 'bills', call: call.name, err: error }, `[bills] a page could not read ${path}`);
      read = { ok: false, message: BILLS_FAILURE_MESSAGES.serverProblem };
    }
    if (read.ok) {
      kept.set(path, { at: now(), payload: read.payload });
      return read;
    }
    const last = kept.get(path);
    return last && now() - last.at < SERVER_READ_KEPT_MS ? { ok: true, payload: last.payload } : read;
  }

  return function read(call: BillsCall): Promise<ServerRead> {
    const path = billsCallPath(call);
    const last = kept.get(path);
    if (last && now() - last.at < SERVER_READ_FRESH_MS) return Promise.resolve({ ok: true, payload: last.payload });
    let asking = pending.get(path);
    if (!asking) {
      asking = ask(call, path).finally(() => pending.delete(path));
      pending.set(path, asking);
    }
    return asking;
  };
}
