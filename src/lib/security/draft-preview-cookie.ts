/** Set beside draft mode's cookie so the preview's security policy can be chosen before Next runs; drafts still need draft mode. */
export const DRAFT_PREVIEW_COOKIE = 'helpa-draft-preview';

export type DraftPreviewCookieOptions = {
  httpOnly: true;
  path: '/';
  sameSite: 'lax' | 'none';
  secure: boolean;
  partitioned: boolean;
};

/**
 * The attributes of a preview cookie, as next-sanity gives draft mode's own: `SameSite=None; Secure`, so
 * the Studio on another site may frame the preview, and `Partitioned` when this request comes from such
 * a frame (`Sec-Fetch-Dest: iframe`, `Sec-Fetch-Site: cross-site`), the only way a browser that blocks
 * third-party cookies (Chromium, Safari) keeps one there.
 */
export function draftPreviewCookieOptions(requestHeaders: Headers): DraftPreviewCookieOptions {
  const secure = process.env.NODE_ENV !== 'development';
  const partitioned =
    secure &&
    requestHeaders.get('sec-fetch-dest') === 'iframe' &&
    requestHeaders.get('sec-fetch-site') === 'cross-site';
  return { httpOnly: true, path: '/', sameSite: secure ? 'none' : 'lax', secure, partitioned };
}
