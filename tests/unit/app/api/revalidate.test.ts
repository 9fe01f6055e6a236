import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAnswer } from '../../../fixtures/api-answer';
import { log as processLog } from '@/lib/observability/log';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]): unknown => revalidateTag(...args) }));
/** What the route left to run after its answer (Next's `after`). */
const afterAnswer: Array<() => Promise<void>> = [];
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  after: (work: () => Promise<void>) => void afterAnswer.push(work),
}));

const { POST, GET } = await import('@/app/api/revalidate/route');

const SECRET = 'webhook-secret';

async function webhook(
  body: string,
  secret = SECRET,
  signedAt = Date.now(),
  idempotencyKey: string | null = crypto.randomUUID(),
) {
  const signature = await encodeSignatureHeader(body, signedAt, secret);
  return delivery(body, signature, idempotencyKey);
}

/** One delivery as Sanity sends it: the signed body with its signature and, on each delivery, an idempotency key. */
function delivery(body: string, signature: string, idempotencyKey: string | null) {
  const headers: Record<string, string> = { [SIGNATURE_HEADER_NAME]: signature, 'content-type': 'application/json' };
  if (idempotencyKey !== null) headers['idempotency-key'] = idempotencyKey;
  return new NextRequest('http://localhost/api/revalidate', { method: 'POST', body, headers });
}

describe('POST /api/revalidate (Sanity webhook)', () => {
  beforeEach(() => vi.stubEnv('SANITY_REVALIDATE_SECRET', SECRET));
  afterEach(() => {
    vi.unstubAllEnvs();
    revalidateTag.mockReset();
    afterAnswer.length = 0;
  });

  it('expires the tag of the published document type at once', async () => {
    const response = await POST(await webhook(JSON.stringify({ _type: 'homePage', _id: 'homePage' })));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ payload: { revalidated: ['homePage'] } });
    expect(revalidateTag).toHaveBeenCalledWith('homePage', { expire: 0 });
  });

  it('expires the tag once more after a regeneration that was already running has ended, so the publish is never lost to it', async () => {
    vi.useFakeTimers();
    try {
      await POST(await webhook(JSON.stringify({ _type: 'siteSettings', _id: 'siteSettings' })));
      expect(revalidateTag).toHaveBeenCalledTimes(1);
      const later = Promise.all(afterAnswer.map((work) => work()));
      await vi.advanceTimersByTimeAsync(9_000);
      expect(revalidateTag).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1_000);
      await later;
      expect(revalidateTag).toHaveBeenCalledTimes(2);
      expect(revalidateTag).toHaveBeenLastCalledWith('siteSettings', { expire: 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 401 for a body signed with another secret, and for no signature at all', async () => {
    const forged = await POST(await webhook(JSON.stringify({ _type: 'homePage' }), 'wrong-secret'));
    expect(forged.status).toBe(401);
    expect((await readAnswer(forged)).error?.code).toBe('invalid_signature');
    const unsigned = await POST(
      new NextRequest('http://localhost/api/revalidate', { method: 'POST', body: '{"_type":"homePage"}' }),
    );
    expect(unsigned.status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 401 for a correctly signed body signed more than 5 minutes ago (or ahead), a replay', async () => {
    const body = JSON.stringify({ _type: 'homePage' });
    for (const signedAt of [Date.parse('2021-03-01T10:00:00Z'), Date.now() - 6 * 60_000, Date.now() + 6 * 60_000]) {
      const replay = await POST(await webhook(body, SECRET, signedAt));
      expect(replay.status).toBe(401);
      expect((await readAnswer(replay)).error?.message).toMatch(/more than 5 minutes old/);
    }
    expect((await POST(await webhook(body, SECRET, Date.now() - 4 * 60_000))).status).toBe(200);
  });

  it('checks the signature before parsing: a badly signed body that is not JSON is still a 401', async () => {
    const response = await POST(await webhook('{not json', 'wrong-secret'));
    expect(response.status).toBe(401);
    const malformed = await POST(
      new NextRequest('http://localhost/api/revalidate', {
        method: 'POST',
        body: '{}',
        headers: { [SIGNATURE_HEADER_NAME]: 'garbage' },
      }),
    );
    expect(malformed.status).toBe(401);
  });

  it('answers 400, not 500, for a _type that is not a type name (a broken Unicode character, a path)', async () => {
    for (const type of ['\ud800home', 'home/../x', '']) {
      const response = await POST(await webhook(JSON.stringify({ _type: type })));
      expect(response.status).toBe(400);
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('keeps every page (503, Retry-After) while the content source does not answer, so none is rebuilt from nothing', async () => {
    vi.stubEnv('CONTENT_SEED_DIR', '/nonexistent/seed');
    const log = vi.spyOn(processLog, 'error').mockImplementation(() => undefined);
    const response = await POST(await webhook(JSON.stringify({ _type: 'legalPage' })));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect((await readAnswer(response)).error?.code).toBe('content_unavailable');
    expect(revalidateTag).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('applies a delivery once: the same request sent again gets 409, and so does a retry under the same key', async () => {
    const body = JSON.stringify({ _type: 'faqItem', _id: 'faqItem-what-is' });
    const signature = await encodeSignatureHeader(body, Date.now(), SECRET);
    expect((await POST(delivery(body, signature, 'delivery-1'))).status).toBe(200);
    for (const replay of [delivery(body, signature, 'delivery-1'), delivery(body, signature, 'delivery-1')]) {
      const refused = await POST(replay);
      expect(refused.status).toBe(409);
      expect((await readAnswer(refused)).error?.code).toBe('already_applied');
    }
    // Sanity's retry signs again, with the same key.
    expect((await POST(await webhook(body, SECRET, Date.now() + 1, 'delivery-1'))).status).toBe(409);
    expect(revalidateTag).toHaveBeenCalledTimes(1);
  });

  it('refuses a captured request sent again with another idempotency key, or none: the signature was seen', async () => {
    const body = JSON.stringify({ _type: 'roleCard', _id: 'roleCard-job-owner' });
    const signature = await encodeSignatureHeader(body, Date.now(), SECRET);
    expect((await POST(delivery(body, signature, 'delivery-2'))).status).toBe(200);
    expect((await POST(delivery(body, signature, 'delivery-2-forged'))).status).toBe(409);
    expect((await POST(delivery(body, signature, null))).status).toBe(409);
    expect(revalidateTag).toHaveBeenCalledTimes(1);
  });

  it('applies the retry of a delivery it could not apply (503 while the content source was down)', async () => {
    const body = JSON.stringify({ _type: 'whyItem', _id: 'whyItem-flexible' });
    const signature = await encodeSignatureHeader(body, Date.now(), SECRET);
    const log = vi.spyOn(processLog, 'error').mockImplementation(() => undefined);
    vi.stubEnv('CONTENT_SEED_DIR', '/nonexistent/seed');
    expect((await POST(delivery(body, signature, 'delivery-3'))).status).toBe(503);
    vi.unstubAllEnvs();
    vi.stubEnv('SANITY_REVALIDATE_SECRET', SECRET);
    expect((await POST(delivery(body, signature, 'delivery-3'))).status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith('whyItem', { expire: 0 });
    log.mockRestore();
  });

  it('answers 503 with a clear log line when the server has no secret', async () => {
    vi.stubEnv('SANITY_REVALIDATE_SECRET', '');
    const log = vi.spyOn(processLog, 'error').mockImplementation(() => undefined);
    const response = await POST(await webhook(JSON.stringify({ _type: 'homePage' })));
    expect(response.status).toBe(503);
    expect((await readAnswer(response)).error?.code).toBe('not_configured');
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'webhook' }),
      expect.stringMatching(/SANITY_REVALIDATE_SECRET is not set/),
    );
    log.mockRestore();
  });

  it('answers 400 for a body that is not JSON or has no _type', async () => {
    const notJson = await POST(await webhook('{not json'));
    expect(notJson.status).toBe(400);
    expect((await readAnswer(notJson)).error?.code).toBe('invalid_json');
    const noType = await POST(await webhook(JSON.stringify({ _id: 'x' })));
    expect(noType.status).toBe(400);
    expect((await readAnswer(noType)).error?.message).toMatch(/_type/);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers other methods with 405 JSON naming POST', async () => {
    const response = GET();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect((await readAnswer(response)).error?.code).toBe('method_not_allowed');
  });
});
