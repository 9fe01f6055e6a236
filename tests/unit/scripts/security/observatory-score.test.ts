import { describe, expect, it } from 'vitest';
import { observatoryScore } from '../../../../scripts/security/observatory-score.ts';

const PAGE = '<script src="/_next/static/chunks/main.js"></script>';
const BEFORE = {
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
};

describe('observatoryScore', () => {
  it('gives the issue’s figures for the headers the site had before: 55 for a page, 35 for a sandbox GET', () => {
    expect(observatoryScore(new Headers({ ...BEFORE, 'content-type': 'text/html' }), PAGE).score).toBe(55);
    expect(
      observatoryScore(
        new Headers({
          ...BEFORE,
          'content-type': 'application/json',
          'set-cookie': 'XSRF-TOKEN=a.b; Path=/; SameSite=Lax',
        }),
      ).score,
    ).toBe(35);
  });

  it('takes 20 for inline scripts, and counts bonuses only from 90 up', () => {
    const headers = {
      ...BEFORE,
      'content-type': 'text/html',
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
    };
    expect(
      observatoryScore(
        new Headers({
          ...headers,
          'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
        }),
        PAGE,
      ).score,
    ).toBe(80);
    expect(
      observatoryScore(
        new Headers({
          ...headers,
          'content-security-policy':
            "default-src 'self'; script-src 'nonce-x' 'strict-dynamic'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
        }),
        PAGE,
      ).score,
    ).toBe(110);
  });

  it('takes points for cookies that are not Secure, or a browser id readable by scripts', () => {
    const headers = {
      ...BEFORE,
      'strict-transport-security': 'max-age=63072000',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    };
    const score = (cookies: string) =>
      observatoryScore(new Headers({ ...headers, 'set-cookie': cookies })).tests.find(
        (test) => test.test === 'cookies',
      );
    expect(score('XSRF-TOKEN=a; Path=/; SameSite=Lax; Secure')?.modifier).toBe(5);
    expect(score('XSRF-TOKEN=a; Path=/; SameSite=Lax')?.modifier).toBe(-5);
    expect(score('helpa-browser=a; Path=/; SameSite=Lax; Secure')?.modifier).toBe(-30);
  });
});
