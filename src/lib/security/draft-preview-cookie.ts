/** Set beside draft mode's cookie so the preview's security policy can be chosen before Next runs; drafts still need draft mode. */
export const DRAFT_PREVIEW_COOKIE = 'helpa-draft-preview';

/** As draft mode's own: the Studio on another site frames the preview; `Partitioned` there survives third-party cookie blocking. */
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
