import { describe, expect, it } from 'vitest';
import { malformedRequestRefusal } from '@/lib/security/request-guard';

describe('malformedRequestRefusal', () => {
  it('lets reads of pages and every method of the API through', () => {
    expect(malformedRequestRefusal('GET', '/about', false)).toBeNull();
    expect(malformedRequestRefusal('HEAD', '/contactus/sent', false)).toBeNull();
    expect(malformedRequestRefusal('POST', '/api/contact', false)).toBeNull();
    expect(malformedRequestRefusal('DELETE', '/api/contact', false)).toBeNull();
  });

  it('refuses a form posted to a page with 405, unless it is a server action Next checks itself', () => {
    expect(malformedRequestRefusal('POST', '/about', false)).toEqual({ status: 405, code: 'method_not_allowed', message: 'Pages can only be read (GET or HEAD).', allow: 'GET, HEAD' });
    expect(malformedRequestRefusal('POST', '/about', true)).toBeNull();
    expect(malformedRequestRefusal('PUT', '/about', true)?.status).toBe(405);
  });

  it('refuses methods nobody implements with 405, naming the ones that exist', () => {
    for (const method of ['PROPFIND', 'TRACE', 'CONNECT']) {
      expect(malformedRequestRefusal(method, '/api/contact', false)).toMatchObject({ status: 405, code: 'method_not_allowed', allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' });
    }
  });

  it('refuses a path whose percent-encoding is broken with 400', () => {
    for (const path of ['/og/%ff', '/seed-images/%ff', '/contactus/%ff', '/api/%E0%A4%A']) {
      expect(malformedRequestRefusal('GET', path, false)).toMatchObject({ status: 400, code: 'invalid_path' });
    }
  });
});
