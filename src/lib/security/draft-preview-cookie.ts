/** Set beside draft mode's cookie so the preview's security policy can be chosen before Next runs; drafts still need draft mode. */
export const DRAFT_PREVIEW_COOKIE = 'helpa-draft-preview';

/**
 * As next-sanity gives draft mode's own: `SameSite=None; Secure` so the Studio on another site may frame the preview, and
 * `Partitioned` in such a frame, the only way a browser that blocks third-party cookies keeps one there.
 */
export function draftPreviewCookieOptions(requestHeaders: Headers) {
  const secure = process.env.NODE_ENV !== 'development';
  const partitioned =
    secure &&
    requestHeaders.get('sec-fetch-dest') === 'iframe' &&
    requestHeaders.get('sec-fetch-site') === 'cross-site';
  return {
    httpOnly: true,
    path: '/',
    sameSite: secure ? 'none' : 'lax',
    secure,
    partitioned,
  } as const;
}
