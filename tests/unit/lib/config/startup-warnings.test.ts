import { describe, expect, it } from 'vitest';
import { startupWarnings } from '@/lib/config/startup-warnings';

const SITE = 'https://www.helpa.ng';

describe('startupWarnings: the bills API', () => {
  it('says pay bills runs on the sandbox when no bills API is set', () => {
    expect(startupWarnings({ NODE_ENV: 'production' }, SITE)).toEqual([expect.stringContaining('pay bills runs on the built-in sandbox')]);
  });

  it('names the renamed setting when the old NEXT_PUBLIC_ one is set instead', () => {
    expect(startupWarnings({ NODE_ENV: 'production', NEXT_PUBLIC_BILLS_API_URL: 'https://bills.example/' }, SITE)).toEqual([expect.stringContaining('rename it to BILLS_API_URL')]);
  });

  it('has nothing to say when the bills API and the public address are set', () => {
    expect(startupWarnings({ NODE_ENV: 'production', BILLS_API_URL: 'https://bills.example/' }, SITE)).toEqual([]);
  });
});
