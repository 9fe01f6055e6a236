import { describe, expect, it, vi } from 'vitest';
import type { BillsCall } from '@/lib/bills/calls';
import type { BillsEndpoint } from '@/lib/bills/calls';
import { createServerReads, SERVER_READ_FRESH_MS, SERVER_READ_KEPT_MS } from '@/lib/bills/server-reads';
import { log as processLog } from '@/lib/observability/log';

const plans: BillsCall = { name: 'membershipTiers' };
const ok = (payload: unknown) => Response.json({ payload });
const refused = (status: number, message: string) =>
  Response.json({ error: { message, code: 'unavailable' } }, { status });

/** A provider answering each call with the next of `answers`, keeping the paths it was asked. */
function providerOf(answers: Array<Response | Error>) {
  const asked: string[] = [];
  const provider: BillsEndpoint = {
    answer: (_call: BillsCall, request: Request) => {
      asked.push(new URL(request.url).pathname);
      const next = answers.shift();
      return next instanceof Response ? Promise.resolve(next) : Promise.reject(next ?? new Error('no more answers'));
    },
  };
  return { provider, asked };
}

describe("a page's reads of the bills API on the server", () => {
  it('asks the call through the provider, at its path, and gives its payload', async () => {
    const { provider, asked } = providerOf([ok([{ id: 1 }])]);
    const read = createServerReads(() => provider);
    expect(await read(plans)).toEqual({ ok: true, payload: [{ id: 1 }] });
    expect(asked).toEqual(['/api/bills/membership-tier']);
  });

  it('keeps an answer a minute for every page that asks, and shares one request between pages asking at once', async () => {
    let now = 0;
    const { provider, asked } = providerOf([ok(['first']), ok(['second'])]);
    const read = createServerReads(
      () => provider,
      () => now,
    );
    expect(await Promise.all([read(plans), read(plans), read(plans)])).toEqual(
      Array(3).fill({ ok: true, payload: ['first'] }),
    );
    now = SERVER_READ_FRESH_MS - 1;
    expect(await read(plans)).toEqual({ ok: true, payload: ['first'] });
    expect(asked).toHaveLength(1);
    now = SERVER_READ_FRESH_MS;
    expect(await read(plans)).toEqual({ ok: true, payload: ['second'] });
    expect(asked).toHaveLength(2);
  });

  it('while the API fails, the last good answer stands in for up to a day; after that, or with none, the refusal in the contract’s words', async () => {
    let now = 0;
    const { provider } = providerOf([
      ok(['good']),
      refused(503, 'The bills service is having a problem right now.'),
      new Error('ECONNREFUSED'),
      refused(502, 'Unreachable.'),
    ]);
    const read = createServerReads(
      () => provider,
      () => now,
    );
    await read(plans);
    now = SERVER_READ_FRESH_MS;
    expect(await read(plans)).toEqual({ ok: true, payload: ['good'] });
    now = SERVER_READ_KEPT_MS - 1;
    expect(await read(plans)).toEqual({ ok: true, payload: ['good'] });
    now = SERVER_READ_KEPT_MS;
    expect(await read(plans)).toEqual({ ok: false, message: 'Unreachable.' });
  });

  it('never gives a visitor a stack trace or the provider’s own words for a failure it could not read', async () => {
    const error = vi.spyOn(processLog, 'error').mockImplementation(() => undefined);
    const { provider } = providerOf([
      new Error('connect ECONNREFUSED 10.0.0.9:443'),
      new Response('<html>Bad gateway</html>', { status: 502 }),
    ]);
    const read = createServerReads(() => provider);
    const first = await read(plans);
    expect(first).toEqual({
      ok: false,
      message: 'The bills service is having a problem right now. Please try again in a few minutes.',
    });
    expect(await read(plans)).toEqual(first);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.objectContaining({ message: 'connect ECONNREFUSED 10.0.0.9:443' }) }),
      '[bills] a page could not read membership-tier',
    );
    error.mockRestore();
  });
});
