/** The shell's functional microcopy (landmark names, menu controls). Its marketing labels come from Sanity (siteChrome). */
export const SHELL_TEXT = {
  skipToContent: 'Skip to content',
  menu: 'Menu',
  closeMenu: 'Close menu',
  siteMenu: 'Site menu',
  mainNav: 'Main',
  mobileNav: 'Mobile',
  footerNav: 'Footer',
  homeLink: (product: string) => `${product} home`,
  socialLink: (product: string, platform: string) => `${product} on ${platform}`,
  copyright: (year: number, product: string) => `© ${year} ${product}.`,
} as const;
