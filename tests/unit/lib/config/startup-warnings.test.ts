import { describe, expect, it } from 'vitest';
import { startupWarnings } from '@/lib/config/startup-warnings';

const SITE = 'https://www.helpa.ng';
const SMTP = 'smtp://mail.example:587';
const PROXIED = { TRUSTED_PROXY_HOPS: '1' };

describe('startupWarnings: the bills API', () => {
  it('says pay bills runs on the sandbox when no bills API is set', () => {
    expect(startupWarnings({ ...PROXIED, NODE_ENV: 'production', SMTP_URL: SMTP }, SITE)).toEqual([
      expect.stringContaining('pay bills runs on the built-in sandbox'),
    ]);
  });

  it('names the renamed setting when the old NEXT_PUBLIC_ one is set instead', () => {
    expect(
      startupWarnings(
        { ...PROXIED, NODE_ENV: 'production', SMTP_URL: SMTP, NEXT_PUBLIC_BILLS_API_URL: 'https://bills.example/' },
        SITE,
      ),
    ).toEqual([
      expect.stringContaining("NEXT_PUBLIC_BILLS_API_URL is not read: the bills API's address is BILLS_API_URL."),
    ]);
  });

  it('has nothing to say when the bills API and the public address are set', () => {
    expect(
      startupWarnings(
        { ...PROXIED, NODE_ENV: 'production', SMTP_URL: SMTP, BILLS_API_URL: 'https://bills.example/' },
        SITE,
      ),
    ).toEqual([]);
  });
});

describe('startupWarnings: email to support', () => {
  it('says once that support is not emailed when no SMTP server is set', () => {
    const warnings = startupWarnings(
      { ...PROXIED, NODE_ENV: 'production', BILLS_API_URL: 'https://bills.example/' },
      SITE,
    );
    expect(warnings).toEqual([
      expect.stringMatching(/^SMTP_URL is not set: contact messages are stored, and support is not emailed/),
    ]);
  });
});

describe('startupWarnings: the front proxy', () => {
  it('says visitors cannot be told apart when no trusted proxy is in front', () => {
    const warnings = startupWarnings(
      { NODE_ENV: 'production', BILLS_API_URL: 'https://bills.example/', SMTP_URL: SMTP },
      SITE,
    );
    expect(warnings).toEqual([expect.stringMatching(/^TRUSTED_PROXY_HOPS is 0: .*deploy\/nginx/)]);
  });
});
