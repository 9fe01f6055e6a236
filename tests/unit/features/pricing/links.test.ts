import { afterEach, describe, expect, it, vi } from 'vitest';
import { normalisePlans, type Plan } from '@/features/pricing/plan-schema';
import { SPEC_PLAN_COPY } from '../../../fixtures/plan-copy';
import { contactHref, FREE_START_HREF, planAction, subscribeHref } from '@/features/pricing/links';

const plan = (fields: Record<string, unknown>) =>
  normalisePlans([
    { id: 9, name: 'Gold', monthlyPrice: 6000, quarterlyPrice: 16500, yearlyPrice: 60000, ...fields },
  ])[0] as Plan;

describe('pricing links', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('defaults the app to https://app.helpa.ng when NEXT_PUBLIC_APP_URL is unset', async () => {
    vi.stubEnv('NEXT_PUBLIC_APP_URL', '');
    vi.resetModules();
    expect((await import('@/features/pricing/links')).APP_URL).toBe('https://app.helpa.ng');
  });

  it('takes the app address from NEXT_PUBLIC_APP_URL, without a trailing slash', async () => {
    vi.stubEnv('NEXT_PUBLIC_APP_URL', 'https://app.example.ng/');
    vi.resetModules();
    const links = await import('@/features/pricing/links');
    expect(links.APP_URL).toBe('https://app.example.ng');
    expect(links.subscribeHref('2', 'monthly')).toBe(
      'https://app.example.ng/settings?label=subscription&tierId=2&charge=monthly',
    );
  });

  it("builds the app's subscription settings link with the tier and the period as charge", () => {
    const url = new URL(subscribeHref('3', 'quarterly', 'https://app.example.ng'));
    expect(url.origin + url.pathname).toBe('https://app.example.ng/settings');
    expect(Object.fromEntries(url.searchParams)).toEqual({ label: 'subscription', tierId: '3', charge: 'quarterly' });
  });

  it('escapes an unusual tier id instead of breaking the query string', () => {
    const url = new URL(subscribeHref('a&b=c', 'monthly', 'https://app.example.ng'));
    expect(url.searchParams.get('tierId')).toBe('a&b=c');
    expect(url.searchParams.get('charge')).toBe('monthly');
  });

  it('mails support about the plan for Contact Us', () => {
    expect(contactHref('support@helpa.ng', 'Platinum')).toBe('mailto:support@helpa.ng?subject=Platinum%20plan');
  });

  it('gives Subscribe with the period in the link for a priced plan', () => {
    for (const period of ['monthly', 'quarterly', 'annually'] as const) {
      const action = planAction(plan({}), period, 'support@helpa.ng', SPEC_PLAN_COPY);
      expect(action.label).toBe('Subscribe');
      expect(new URL(action.href).searchParams.get('charge')).toBe(period);
      expect(new URL(action.href).searchParams.get('tierId')).toBe('9');
    }
  });

  it('gives Contact Us with a mailto for a custom price', () => {
    expect(
      planAction(plan({ name: 'Platinum', isCustomPrice: true }), 'monthly', 'support@helpa.ng', SPEC_PLAN_COPY),
    ).toEqual({
      label: 'Contact Us',
      href: 'mailto:support@helpa.ng?subject=Platinum%20plan',
    });
  });

  it('gives Get started for free on Bronze at zero price, and Subscribe once Bronze costs something', () => {
    const free = plan({ name: 'Bronze', monthlyPrice: 0, quarterlyPrice: 0, yearlyPrice: 0 });
    expect(planAction(free, 'annually', 'support@helpa.ng', SPEC_PLAN_COPY)).toEqual({
      label: 'Get started for free',
      href: FREE_START_HREF,
    });
    expect(planAction({ ...free, monthlyPrice: 500 }, 'monthly', 'support@helpa.ng', SPEC_PLAN_COPY).label).toBe(
      'Subscribe',
    );
  });

  it('gives a zero-price plan other than Bronze Subscribe, not the free start', () => {
    expect(planAction(plan({ monthlyPrice: 0 }), 'monthly', 'support@helpa.ng', SPEC_PLAN_COPY).label).toBe(
      'Subscribe',
    );
  });
});
