import { describe, expect, it } from 'vitest';
import { routeClass } from '@/lib/observability/route-class';

describe('the route class of a request', () => {
  it('names the kind of address, never the address', () => {
    expect(routeClass('/')).toBe('page');
    expect(routeClass('/paybills?reference=ABC123')).toBe('page');
    expect(routeClass('/search?q=meter+45063247893')).toBe('search');
    expect(routeClass('/_next/static/chunks/a.js')).toBe('static');
    expect(routeClass('/styles/site.css')).toBe('static');
    expect(routeClass('/_next/image?url=x')).toBe('image');
    expect(routeClass('/robots.txt')).toBe('file');
    expect(routeClass('/api/bills/pay')).toBe('api/bills');
    expect(routeClass('/api/health/ready')).toBe('api/health');
    expect(routeClass('/api/contact')).toBe('api/contact');
  });

  it('puts any /api/ address a visitor makes up in one class, so a metric cannot grow a series per visitor', () => {
    expect(routeClass('/api/random-1')).toBe('api/other');
    expect(routeClass('/api/45063247893')).toBe('api/other');
    expect(routeClass('/api/')).toBe('api/other');
  });
});
