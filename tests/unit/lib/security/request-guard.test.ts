import { describe, expect, it } from 'vitest';
import { refuseMalformedRequest } from '@/lib/security/request-guard';
import { readAnswer } from '../../../fixtures/api-answer';

const none = new Headers();

describe('refuseMalformedRequest', () => {
  it('lets reads of pages and every method of the API through', () => {
    expect(refuseMalformedRequest('GET', '/about', none)).toBeNull();
    expect(refuseMalformedRequest('HEAD', '/contactus/sent', none)).toBeNull();
    expect(refuseMalformedRequest('POST', '/api/contact', none)).toBeNull();
    expect(refuseMalformedRequest('DELETE', '/api/contact', none)).toBeNull();
  });

  it('answers 405 JSON to a form posted to a page, unless it is a server action Next checks itself', async () => {
    const refused = refuseMalformedRequest('POST', '/about', none);
    expect(refused?.status).toBe(405);
    expect(refused?.headers.get('allow')).toBe('GET, HEAD');
    expect((await readAnswer(refused!)).error?.code).toBe('method_not_allowed');
    expect(refuseMalformedRequest('POST', '/about', new Headers({ 'next-action': 'abc' }))).toBeNull();
    expect(refuseMalformedRequest('PUT', '/about', new Headers({ 'next-action': 'abc' }))?.status).toBe(405);
  });

  it('answers 405 to methods nobody implements', () => {
    expect(refuseMalformedRequest('PROPFIND', '/api/contact', none)?.status).toBe(405);
  });

  it('answers 400 JSON to a path whose percent-encoding is broken', async () => {
    for (const path of ['/og/%ff', '/seed-images/%ff', '/contactus/%ff', '/api/%E0%A4%A']) {
      const refused = refuseMalformedRequest('GET', path, none);
      expect(refused?.status).toBe(400);
      expect((await readAnswer(refused!)).error?.code).toBe('invalid_path');
    }
  });
});
