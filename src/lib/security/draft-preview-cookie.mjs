// Plain JavaScript (typed in the .d.mts beside it), so next.config.js reads it too.

/**
 * Set beside draft mode's own cookie while an editor previews (src/app/api/draft-mode/*), so the
 * request's policy can be chosen before Next runs: src/proxy.ts gives these requests the preview's
 * policy and next.config.js leaves them to it. It only picks a policy; drafts still need draft mode.
 */
export const DRAFT_PREVIEW_COOKIE = 'helpa-draft-preview';

/** As Next sets draft mode's cookie: the Studio frames the preview from another site. */
export const DRAFT_PREVIEW_COOKIE_OPTIONS = Object.freeze({
  httpOnly: true,
  path: '/',
  sameSite: process.env.NODE_ENV === 'development' ? 'lax' : 'none',
  secure: process.env.NODE_ENV !== 'development',
});
