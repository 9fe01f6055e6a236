// Plain JavaScript (typed in the .d.mts beside it), so next.config.js reads it too.

/** Set beside draft mode's cookie so the preview's security policy can be chosen before Next runs; drafts still need draft mode. */
export const DRAFT_PREVIEW_COOKIE = 'helpa-draft-preview';

/** As Next sets draft mode's cookie: the Studio frames the preview from another site. */
export const DRAFT_PREVIEW_COOKIE_OPTIONS = Object.freeze({
  httpOnly: true,
  path: '/',
  sameSite: process.env.NODE_ENV === 'development' ? 'lax' : 'none',
  secure: process.env.NODE_ENV !== 'development',
});
