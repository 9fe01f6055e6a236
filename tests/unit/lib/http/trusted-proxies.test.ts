import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { believeOnlyTrustedProxies, trustedProxies } from '@/lib/http/trusted-proxies';

function incoming(remoteAddress: string, headers: Record<string, string>): IncomingMessage {
  return { socket: { remoteAddress }, headers: { ...headers } } as unknown as IncomingMessage;
}

const forwarded = {
  'x-forwarded-for': '198.51.100.7',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  forwarded: 'for=198.51.100.7',
  host: 'helpa.test',
};

describe('TRUSTED_PROXY_ADDRESSES', () => {
  it('trusts the listed addresses and ranges, IPv4 peers on a dual-stack socket included', () => {
    const isTrusted = trustedProxies('10.0.0.2, 10.0.1.0/24, fd00::/8');
    for (const address of ['10.0.0.2', '::ffff:10.0.0.2', '10.0.1.77', 'fd00::5'])
      expect(isTrusted(address), address).toBe(true);
    for (const address of ['10.0.0.3', '127.0.0.1', '::1', '2001:db8::1', undefined])
      expect(isTrusted(address), String(address)).toBe(false);
  });

  it('trusts loopback only when unset (a front proxy on the same machine)', () => {
    const isTrusted = trustedProxies(undefined);
    expect(isTrusted('127.0.0.1')).toBe(true);
    expect(isTrusted('::1')).toBe(true);
    expect(isTrusted('127.0.0.2')).toBe(false);
    expect(isTrusted('10.0.0.2')).toBe(false);
  });

  it('refuses an entry that is not an address when the server starts', () => {
    expect(() => trustedProxies('10.0.0.2, proxy.internal')).toThrow(/proxy\.internal/);
  });
});

describe('a request from a peer that is not a trusted proxy', () => {
  const isTrusted = trustedProxies('127.0.0.1');

  it('loses its forwarding headers and counts as its own socket address', () => {
    const direct = incoming('::ffff:127.0.0.2', forwarded);
    believeOnlyTrustedProxies(direct, isTrusted);
    expect(direct.headers).toEqual({ 'x-forwarded-for': '127.0.0.2', host: 'helpa.test' });
  });

  it('keeps what the trusted proxy wrote', () => {
    const viaProxy = incoming('127.0.0.1', forwarded);
    believeOnlyTrustedProxies(viaProxy, isTrusted);
    expect(viaProxy.headers).toEqual(forwarded);
  });
});
