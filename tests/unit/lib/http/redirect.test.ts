import { describe, expect, it } from 'vitest';
import { redirectToPath, sameOriginPath } from '@/lib/http/redirect';

describe('sameOriginPath', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(sameOriginPath('/pricing?period=yearly#plans')).toBe('/pricing?period=yearly#plans');
    expect(sameOriginPath('/about')).toBe('/about');
  });

  // Each of these is what a browser reads as another host: hosts seen to slip through, and their cousins.
  it.each([
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '\\/evil.example',
    '//evil.example',
    'https://evil.example/x',
    '/.//evil.example',
    'javascript:alert(1)',
    ' //evil.example',
  ])('refuses %j and falls back to the home page', (target) => {
    expect(sameOriginPath(target)).toBe('/');
  });

  it('falls back when there is no target', () => {
    expect(sameOriginPath(null, '/contactus')).toBe('/contactus');
    expect(sameOriginPath('', '/contactus')).toBe('/contactus');
  });
});

describe('redirectToPath', () => {
  it('answers with a relative Location, whatever host the server thinks it has', () => {
    const response = redirectToPath('/contactus/sent', 303);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contactus/sent');
  });

  it('never redirects off the site', () => {
    expect(redirectToPath('/\\evil.example', 307).headers.get('location')).toBe('/');
  });
});
