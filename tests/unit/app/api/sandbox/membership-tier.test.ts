import { describe, expect, it, vi } from 'vitest';
import { GET, POST } from '@/app/api/sandbox/membership-tier/route';

const URL_ = 'http://localhost/api/sandbox/membership-tier';

describe('sandbox GET membership-tier', () => {
  it('answers the seed plans in a payload', async () => {
    const response = await GET(new Request(URL_));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { payload: Array<Record<string, unknown>> };
    expect(body.payload.map((plan) => plan.name)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum']);
    const [bronze, , , platinum] = body.payload;
    expect(bronze).toMatchObject({ monthlyPrice: 0, quarterlyPrice: 0, yearlyPrice: 0, isCustomPrice: false });
    expect(platinum).toMatchObject({ isCustomPrice: true });
    for (const plan of body.payload) {
      expect(Object.keys(plan).sort()).toEqual([
        'features',
        'feeToProviderPercent',
        'feeToReferrerPercent',
        'id',
        'isCustomPrice',
        'jobBidLimit',
        'jobPostLimit',
        'monthlyPrice',
        'name',
        'quarterlyPrice',
        'transactionFeePercent',
        'yearlyPrice',
      ]);
      expect((plan.features as string[]).length).toBeGreaterThan(0);
    }
  });

  it('discounts the quarter and the year against paying monthly on the priced plans', async () => {
    const body = (await (await GET(new Request(URL_))).json()) as {
      payload: Array<{ monthlyPrice: number; quarterlyPrice: number; yearlyPrice: number; isCustomPrice: boolean }>;
    };
    const priced = body.payload.filter((plan) => !plan.isCustomPrice && plan.monthlyPrice > 0);
    expect(priced.length).toBe(2);
    for (const plan of priced) {
      expect(plan.quarterlyPrice).toBeLessThan(plan.monthlyPrice * 3);
      expect(plan.yearlyPrice).toBeLessThan(plan.monthlyPrice * 12);
    }
  });

  it('hands out the XSRF-TOKEN cookie with the browser id it is bound to', async () => {
    expect((await GET(new Request(URL_))).headers.getSetCookie()).toEqual([
      expect.stringMatching(/^helpa-browser=[^;]+; Path=\/; SameSite=Lax; Max-Age=\d+; HttpOnly$/),
      expect.stringMatching(/^XSRF-TOKEN=[^;]+; Path=\/; SameSite=Lax; Max-Age=\d+$/),
    ]);
  });

  it('marks both cookies Secure when a trusted proxy says the visitor came over HTTPS', async () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', '1');
    const cookies = (
      await GET(new Request(URL_, { headers: { 'x-forwarded-proto': 'https' } }))
    ).headers.getSetCookie();
    vi.unstubAllEnvs();
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure$/);
  });

  it('refuses POST with a 405 JSON error', async () => {
    const response = POST();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect(await response.json()).toEqual({ error: { code: 'method_not_allowed', message: 'Use GET.' } });
  });
});
