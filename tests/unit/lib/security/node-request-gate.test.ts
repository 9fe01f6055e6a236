import { describe, expect, it } from 'vitest';
import { requestRefusal } from '@/lib/security/node-request-gate';

const request = (method: string, url: string, headers: Record<string, string> = {}) => ({ method, url, headers });

describe('requestRefusal (before Next routes a request)', () => {
  it('lets page reads, API calls and server actions through', () => {
    expect(requestRefusal(request('GET', '/policy?utm_source=x'))).toBeNull();
    expect(requestRefusal(request('POST', '/api/contact', { 'content-length': '10' }))).toBeNull();
    expect(requestRefusal(request('POST', '/about', { 'next-action': 'abc' }))).toBeNull();
  });

  it('judges the path Next will route: dot segments resolved, a double slash never read as another host', () => {
    expect(requestRefusal(request('POST', '/api/../about'))).toMatchObject({ status: 405, allow: 'GET, HEAD' });
    expect(requestRefusal(request('POST', '//api/contact'))).toMatchObject({ status: 405 });
    expect(requestRefusal(request('POST', 'http://site.example/api/contact'))).toBeNull();
  });

  it('refuses unknown methods, broken encodings and unparsable targets', () => {
    expect(requestRefusal(request('TRACE', '/'))).toMatchObject({ status: 405, code: 'method_not_allowed' });
    expect(requestRefusal(request('GET', '/contactus/%ff'))).toMatchObject({ status: 400, code: 'invalid_path' });
    expect(requestRefusal(request('GET', 'http://['))).toMatchObject({ status: 400, code: 'invalid_path' });
  });

  it('refuses a body on a method that carries none', () => {
    expect(requestRefusal(request('GET', '/about', { 'transfer-encoding': 'chunked' }))).toMatchObject({ status: 400, code: 'unexpected_body' });
  });
});
