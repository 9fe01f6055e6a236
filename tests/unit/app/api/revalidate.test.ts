import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAnswer } from '../../../fixtures/api-answer';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]): unknown => revalidateTag(...args) }));

const { POST, GET } = await import('@/app/api/revalidate/route');

const SECRET = 'webhook-secret';

async function webhook(body: string, secret = SECRET) {
  const signature = await encodeSignatureHeader(body, Date.now(), secret);
  return new NextRequest('http://localhost/api/revalidate', { method: 'POST', body, headers: { [SIGNATURE_HEADER_NAME]: signature, 'content-type': 'application/json' } });
}

describe('POST /api/revalidate (Sanity webhook)', () => {
  beforeEach(() => vi.stubEnv('SANITY_REVALIDATE_SECRET', SECRET));
  afterEach(() => {
    vi.unstubAllEnvs();
    revalidateTag.mockReset();
  });

  it('expires the tag of the published document type at once', async () => {
    const response = await POST(await webhook(JSON.stringify({ _type: 'homePage', _id: 'homePage' })));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ payload: { revalidated: ['homePage'] } });
    expect(revalidateTag).toHaveBeenCalledWith('homePage', { expire: 0 });
  });

  it('answers 401 for a body signed with another secret, and for no signature at all', async () => {
    const forged = await POST(await webhook(JSON.stringify({ _type: 'homePage' }), 'wrong-secret'));
    expect(forged.status).toBe(401);
    expect((await readAnswer(forged)).error?.code).toBe('invalid_signature');
    const unsigned = await POST(new NextRequest('http://localhost/api/revalidate', { method: 'POST', body: '{"_type":"homePage"}' }));
    expect(unsigned.status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 500 with a clear log line when the server has no secret', async () => {
    vi.stubEnv('SANITY_REVALIDATE_SECRET', '');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await POST(await webhook(JSON.stringify({ _type: 'homePage' })));
    expect(response.status).toBe(500);
    expect((await readAnswer(response)).error?.code).toBe('not_configured');
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/SANITY_REVALIDATE_SECRET is not set/));
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
