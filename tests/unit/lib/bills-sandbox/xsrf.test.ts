import { describe, expect, it } from 'vitest';
import { checkXsrf, createXsrfToken, isValidXsrfToken } from '@/lib/bills-sandbox/xsrf';

const SECRET = 'test-secret';

describe('signed double-submit XSRF token', () => {
  it('accepts a token it signed and rejects one signed with another secret or tampered with', () => {
    const token = createXsrfToken(SECRET);
    expect(isValidXsrfToken(token, SECRET)).toBe(true);
    expect(isValidXsrfToken(token, 'other-secret')).toBe(false);
    expect(isValidXsrfToken(`x${token}`, SECRET)).toBe(false);
    expect(isValidXsrfToken('no-dot', SECRET)).toBe(false);
  });

  it('passes a POST whose header equals a valid cookie from this site', () => {
    const token = createXsrfToken(SECRET);
    expect(checkXsrf({ cookie: token, header: token, origin: 'http://localhost:3000', host: 'localhost:3000' }, SECRET)).toEqual({ ok: true });
  });

  it('rejects a missing header, a mismatch, a forged pair and another origin', () => {
    const token = createXsrfToken(SECRET);
    const forged = 'abc.def';
    expect(checkXsrf({ cookie: token, header: null }, SECRET)).toMatchObject({ ok: false, message: expect.stringMatching(/Missing X-XSRF-TOKEN/) });
    expect(checkXsrf({ cookie: token, header: createXsrfToken(SECRET) }, SECRET)).toMatchObject({ ok: false, message: expect.stringMatching(/does not match/) });
    expect(checkXsrf({ cookie: forged, header: forged }, SECRET)).toMatchObject({ ok: false, message: expect.stringMatching(/not valid/) });
    expect(checkXsrf({ cookie: token, header: token, origin: 'https://evil.example', host: 'localhost:3000' }, SECRET)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/another site/),
    });
  });
});
