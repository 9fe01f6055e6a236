import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../fixtures/stub-fetch';
import { BILLS_TIMEOUT_MS, BillsApiError, billsRequest, errorMessage, loadOnDemand } from '@/lib/bills/browser/client';
import { BILLS_FAILURE_MESSAGES, UNEXPECTED_ERROR_MESSAGE } from '@/lib/bills/messages';

// A call whose answer may be any list: these tests are about the call itself, not the shape of its answer.
const ANY = 'membershipTiers';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('bills API client', () => {
  it('calls the sandbox by default and returns the payload', async () => {
    const fetchMock = stubFetch(200, { payload: [{ id: 1 }] });
    await expect(billsRequest('UtilitiesBills', ANY)).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/bills/UtilitiesBills');
  });

  it('sends a request in a task of its own, not in the one that asked for it (React commits the page in that one)', async () => {
    const fetchMock = stubFetch(200, { payload: [] });
    const pending = billsRequest('UtilitiesBills', ANY);
    for (let microtask = 0; microtask < 10; microtask += 1) await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(pending).resolves.toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('echoes the XSRF-TOKEN cookie in the X-XSRF-TOKEN header when the cookie is present', async () => {
    vi.stubGlobal('document', { cookie: 'other=1; XSRF-TOKEN=abc.def%3D' });
    const fetchMock = stubFetch(200, { payload: [] });
    await billsRequest('UtilitiesBills/VerifyMerchant', ANY, { method: 'POST', body: { billersCode: '1' } });
    const headers = fetchMock.mock.calls[0]?.[1].headers as Record<string, string>;
    expect(headers['X-XSRF-TOKEN']).toBe('abc.def=');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('reads the XSRF token through the Cookie Store API where the browser has one, not through document.cookie', async () => {
    const get = vi.fn((name: string) => Promise.resolve(name === 'XSRF-TOKEN' ? { name, value: 'abc.def%3D' } : null));
    vi.stubGlobal('cookieStore', { get });
    vi.stubGlobal('document', {
      get cookie(): string {
        throw new Error('document.cookie read');
      },
    });
    const fetchMock = stubFetch(200, { payload: [] });
    await billsRequest('UtilitiesBills/VerifyMerchant', ANY, { method: 'POST', body: { billersCode: '1' } });
    expect((fetchMock.mock.calls[0]?.[1].headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('abc.def=');
    expect(get).toHaveBeenCalledWith('XSRF-TOKEN');
  });

  it('falls back to document.cookie when the Cookie Store refuses, and sends a token that is not percent-encoded as it is', async () => {
    vi.stubGlobal('cookieStore', { get: () => Promise.reject(new DOMException('denied', 'SecurityError')) });
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=50%off' });
    const fetchMock = stubFetch(200, { payload: [] });
    await billsRequest('UtilitiesBills/VerifyMerchant', ANY, { method: 'POST', body: { billersCode: '1' } });
    expect((fetchMock.mock.calls[0]?.[1].headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('50%off');
  });

  it('sends no XSRF header without the cookie', async () => {
    vi.stubGlobal('document', { cookie: '' });
    const fetchMock = stubFetch(200, { payload: [] });
    await billsRequest('UtilitiesBills', ANY);
    expect((fetchMock.mock.calls[0]?.[1].headers as Record<string, string>)['X-XSRF-TOKEN']).toBeUndefined();
  });

  it("uses the server's error.message first", async () => {
    stubFetch(404, { error: { message: 'We could not find this meter.', code: 'not_found' } });
    const error = await billsRequest('x', ANY).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BillsApiError);
    expect(errorMessage(error)).toBe('We could not find this meter.');
    expect((error as BillsApiError).status).toBe(404);
  });

  it("falls back to the client's own message, then to the generic one", async () => {
    stubFetch(502, 'not json at all');
    expect(errorMessage(await billsRequest('x', ANY).catch((e: unknown) => e))).toBe(
      'The bills service is having a problem right now. Please try again in a few minutes.',
    );
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(BILLS_FAILURE_MESSAGES.unreachable);
    expect(errorMessage(undefined)).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(errorMessage(new Error(''))).toBe(UNEXPECTED_ERROR_MESSAGE);
  });

  it('says in words that the service cannot be reached, not "Failed to fetch"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await billsRequest('x', ANY).catch((e: unknown) => e);
    expect(errorMessage(error)).toBe(
      'We could not reach the bills service. Check your internet connection, then try again.',
    );
    expect((error as BillsApiError).code).toBe('network');
  });

  it('cuts a hanging service after 10 seconds with a clear message', async () => {
    vi.useFakeTimers();
    // Vitest's fake clock does not drive AbortSignal.timeout (a browser's and Playwright's do): one on the fake clock stands in.
    const deadline = vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), ms);
      return controller.signal;
    });
    const hangingFetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('timed out', 'TimeoutError'))),
        ),
    );
    vi.stubGlobal('fetch', hangingFetch);
    const pending = billsRequest('x', ANY).catch((e: unknown) => e);
    await vi.waitFor(() => expect(hangingFetch).toHaveBeenCalled());
    await vi.advanceTimersByTimeAsync(BILLS_TIMEOUT_MS);
    expect(errorMessage(await pending)).toBe('The bills service is taking too long to answer. Please try again.');
    expect(deadline).toHaveBeenCalledWith(BILLS_TIMEOUT_MS);
  });

  it('checks an answer against the contract: one of another shape is a BillsApiError in words, never a payload the page breaks on', async () => {
    vi.stubGlobal('document', { cookie: '' });
    stubFetch(200, { payload: [{ id: 1, name: 'Electricity Payment', identifier: 'electricity-bill' }] });
    await expect(billsRequest('UtilitiesBills', 'serviceTypes')).resolves.toEqual([
      { id: 1, name: 'Electricity Payment', identifier: 'electricity-bill' },
    ]);
    for (const body of [
      { payload: { services: [] } },
      { payload: [{ id: '1', name: 'Electricity Payment' }] },
      { services: [] },
      'not json at all',
    ]) {
      stubFetch(200, body);
      const error = await billsRequest('UtilitiesBills', 'serviceTypes').catch((e: unknown) => e);
      expect(error, JSON.stringify(body)).toBeInstanceOf(BillsApiError);
      expect(errorMessage(error)).toBe(
        'The bills service sent an answer we did not expect. Please try again in a few minutes.',
      );
      expect((error as BillsApiError).code).toBe('unexpected_answer');
    }
  });

  it('keeps an unreadable payment answer apart from a refusal: it may have gone through, so its status is not a 4xx', async () => {
    stubFetch(200, { payload: { requestId: 'r1', status: 'paid' } });
    const error = await billsRequest('UtilitiesBills/Pay', 'payment', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BillsApiError);
    expect((error as BillsApiError).status).toBe(200);
  });

  it('tells a visitor whose connection dropped before a module loaded on demand the same words as for an unsent request', async () => {
    const error = await loadOnDemand(() =>
      Promise.reject(new Error('Failed to load chunk /_next/static/chunks/x.js')),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BillsApiError);
    expect(errorMessage(error)).toBe(BILLS_FAILURE_MESSAGES.unreachable);
    await expect(loadOnDemand(() => Promise.resolve({ loaded: true }))).resolves.toEqual({ loaded: true });
  });
});
