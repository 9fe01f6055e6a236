/** About's functional microcopy; its marketing copy comes from Sanity (aboutPage). */
export const ABOUT_TEXT = {
  closeDialog: 'Close',
} as const;
