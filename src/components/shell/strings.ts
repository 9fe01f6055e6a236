/** The shell's functional microcopy (landmark names, menu controls). Its marketing labels come from Sanity (siteChrome). */
export const SHELL_TEXT = {
  skipToContent: 'Skip to content',
  menu: 'Menu',
  closeMenu: 'Close menu',
  siteMenu: 'Site menu',
  mainNav: 'Main',
  mobileNav: 'Mobile',
  opensNewTab: '(opens in a new tab)',
  footerNav: 'Footer',
  homeLink: (product: string) => `${product} home`,
  socialLink: (product: string, platform: string) => `${product} on ${platform}`,
  copyright: (year: number, product: string) => `© ${year} ${product}.`,
} as const;

/** The page shown when a page cannot be rendered (the content source down, a server fault). It is written here, not in Sanity, because it must show when Sanity does not answer. */
export const PAGE_ERROR_TEXT = {
  documentTitle: 'Page unavailable',
  eyebrow: 'Something went wrong',
  title: 'We can’t show this page right now',
  intro:
    'Something on our side is not answering, so this page cannot be shown right now. Please try again in a moment.',
  retry: 'Try again',
  home: 'Go to the home page',
} as const;
