import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientAddress, requestOrigin } from '@/lib/http/forwarded';
import { isCrossSite } from '@/lib/http/origin';

afterEach(() => vi.unstubAllEnvs());

const SITE = 'http://127.0.0.1:3912';
const request = (headers: Record<string, string>) =>
  new Request(`${SITE}/api/bills/UtilitiesBills/VerifyMerchant`, {
    method: 'POST',
    headers: { host: '127.0.0.1:3912', ...headers },
  });

describe('forwarding headers behind one trusted proxy (TRUSTED_PROXY_HOPS=1)', () => {
  it('reads the host and scheme from the proxy’s own entry, as it does the address, not the client’s claims on the left', () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', '1');
    const forged = request({
      'x-forwarded-for': '198.51.100.1, 203.0.113.9',
      'x-forwarded-host': 'evil.example, 127.0.0.1:3912',
      'x-forwarded-proto': 'https, http',
    });
    expect(clientAddress(forged)).toBe('203.0.113.9');
    expect(requestOrigin(forged)).toBe(SITE);
    // The proxy's single entry is believed; without one, the site's own Host.
    expect(requestOrigin(request({ 'x-forwarded-host': 'helpa.example', 'x-forwarded-proto': 'https' }))).toBe(
      'https://helpa.example',
    );
    expect(requestOrigin(request({}))).toBe(SITE);
  });

  it('refuses a page of evil.example that claims to be the site in the forwarded host', () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', '1');
    expect(
      isCrossSite(
        request({
          origin: 'https://evil.example',
          'x-forwarded-host': 'evil.example, 127.0.0.1:3912',
          'x-forwarded-proto': 'https, http',
        }),
      ),
    ).toBe(true);
    expect(
      isCrossSite(request({ origin: 'https://evil.example', 'x-forwarded-host': 'evil.example, 127.0.0.1:3912' })),
    ).toBe(true);
    expect(
      isCrossSite(
        request({
          origin: SITE,
          'x-forwarded-host': 'evil.example, 127.0.0.1:3912',
          'x-forwarded-proto': 'https, http',
        }),
      ),
    ).toBe(false);
  });
});

describe('forwarding headers behind two trusted proxies', () => {
  it('reads every header from the outer proxy’s entry, second from the right', () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', '2');
    const chained = request({
      'x-forwarded-for': '198.51.100.1, 203.0.113.9, 10.0.0.1',
      'x-forwarded-host': 'evil.example, helpa.example, internal:3000',
      'x-forwarded-proto': 'http, https, http',
    });
    expect(clientAddress(chained)).toBe('203.0.113.9');
    expect(requestOrigin(chained)).toBe('https://helpa.example');
  });
});

describe('without a trusted proxy (TRUSTED_PROXY_HOPS=0)', () => {
  it('believes no forwarding header: every visitor is the same unknown one, the origin is the Host', () => {
    const forged = request({
      'x-forwarded-for': '198.51.100.1',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(clientAddress(forged)).toBe(clientAddress(request({ 'x-forwarded-for': '203.0.113.9' })));
    expect(requestOrigin(forged)).toBe(SITE);
  });
});

describe('a Host that is not exactly a host and port names no origin', () => {
  // What nginx's server_name match lets through (it ignores what follows the port), and URL parsers read another way.
  const NOT_A_HOST = [
    'localhost:80@evil.example',
    '127.0.0.1:evil',
    '127.0.0.1:3912@evil.example',
    'evil.example/127.0.0.1:3912',
    '127.0.0.1:3912 evil.example',
    '0x7f.1:3912',
    'localhost.',
    '127.0.0.1:99999',
  ];

  it.each(NOT_A_HOST)('Host %j: no origin, and a page of evil.example or of the site is cross-site', (host) => {
    const sent = new Request(`${SITE}/api/contact`, {
      method: 'POST',
      headers: { host, origin: 'http://evil.example' },
    });
    expect(requestOrigin(sent)).toBeNull();
    expect(isCrossSite(sent)).toBe(true);
    expect(isCrossSite(new Request(`${SITE}/api/contact`, { method: 'POST', headers: { host, origin: SITE } }))).toBe(
      true,
    );
  });

  it.each(NOT_A_HOST)('forwarded host %j from the trusted proxy: no origin either', (host) => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', '1');
    expect(requestOrigin(request({ 'x-forwarded-host': host, 'x-forwarded-proto': 'https' }))).toBeNull();
  });

  it('a name, an address or a bracketed IPv6 address, with or without a port, is the origin as sent', () => {
    for (const [host, origin] of [
      ['www.helpa.ng', 'http://www.helpa.ng'],
      ['WWW.Helpa.NG:8080', 'http://www.helpa.ng:8080'],
      ['127.0.0.1:3912', SITE],
      ['[::1]:3912', 'http://[::1]:3912'],
      ['localhost:80', 'http://localhost'],
    ] as const) {
      expect(requestOrigin(new Request(`${SITE}/`, { headers: { host } })), host).toBe(origin);
    }
  });
});
