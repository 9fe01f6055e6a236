import { describe, expect, it } from 'vitest';
import { checkXsrf, createBrowserId, createXsrfToken, isValidXsrfToken } from '@/lib/bills/sandbox/xsrf';

const SECRET = 'test-secret';
const SITE = 'http://localhost:3000';

describe('signed double-submit XSRF token bound to a browser', () => {
  it('accepts a token it signed for this browser; rejects another secret, another browser or tampering', () => {
    const browserId = createBrowserId();
    const token = createXsrfToken(browserId, SECRET);
    expect(isValidXsrfToken(token, browserId, SECRET)).toBe(true);
    expect(isValidXsrfToken(token, browserId, 'other-secret')).toBe(false);
    expect(isValidXsrfToken(token, createBrowserId(), SECRET)).toBe(false);
    expect(isValidXsrfToken(`x${token}`, browserId, SECRET)).toBe(false);
    expect(isValidXsrfToken('no-dot', browserId, SECRET)).toBe(false);
  });

  it('passes a POST from this origin whose header equals the cookie made for this browser', () => {
    const browserId = createBrowserId();
    const token = createXsrfToken(browserId, SECRET);
    expect(checkXsrf({ cookie: token, header: token, browserId, origin: SITE, siteOrigin: SITE }, SECRET)).toEqual({
      ok: true,
    });
  });

  it('rejects a missing header, a mismatch, a forged pair, a pair from another browser and other origins', () => {
    const browserId = createBrowserId();
    const token = createXsrfToken(browserId, SECRET);
    const forged = 'abc.def';
    const fails = (input: Parameters<typeof checkXsrf>[0]) =>
      checkXsrf({ siteOrigin: SITE, browserId, ...input }, SECRET);
    expect(fails({ cookie: token, header: null })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/Missing X-XSRF-TOKEN/),
    });
    expect(fails({ cookie: token, header: createXsrfToken(browserId, SECRET) })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/does not match/),
    });
    expect(fails({ cookie: forged, header: forged })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/not valid/),
    });
    expect(fails({ cookie: token, header: token, browserId: createBrowserId() })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/not valid for this browser/),
    });
    expect(fails({ cookie: token, header: token, browserId: undefined })).toMatchObject({ ok: false });
    for (const origin of ['https://evil.example', 'https://localhost:3000', 'http://localhost:3001', 'null']) {
      expect(fails({ cookie: token, header: token, origin })).toMatchObject({
        ok: false,
        message: expect.stringMatching(/another site/),
      });
    }
  });
});
