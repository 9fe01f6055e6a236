import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftPreviewCookieOptions } from '@/lib/security/draft-preview-cookie';

const framedFromAnotherSite = new Headers({ 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'cross-site' });

describe('draftPreviewCookieOptions', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('crosses sites (SameSite=None; Secure) and is partitioned when the Studio frames the preview from another site', () => {
    expect(draftPreviewCookieOptions(framedFromAnotherSite)).toEqual({
      httpOnly: true,
      path: '/',
      sameSite: 'none',
      secure: true,
      partitioned: true,
    });
  });

  it('is not partitioned at the top level, or in a frame of the same site, so leaving the preview there clears it', () => {
    expect(
      draftPreviewCookieOptions(new Headers({ 'sec-fetch-dest': 'document', 'sec-fetch-site': 'cross-site' }))
        .partitioned,
    ).toBe(false);
    expect(
      draftPreviewCookieOptions(new Headers({ 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'same-origin' }))
        .partitioned,
    ).toBe(false);
    expect(draftPreviewCookieOptions(new Headers()).partitioned).toBe(false);
  });

  it('in `next dev` (plain http) is Lax and neither Secure nor partitioned', () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(draftPreviewCookieOptions(framedFromAnotherSite)).toMatchObject({
      sameSite: 'lax',
      secure: false,
      partitioned: false,
    });
  });
});
