/**
 * The first path segments the site answers itself: its fixed pages, its files, its API and the addresses
 * Next and the front proxy keep. A landing page may not take one (tests/unit/schemas/slug-rules.test.ts
 * holds this list to the folders of src/app).
 */
export const RESERVED_FIRST_SEGMENTS: ReadonlySet<string> = new Set([
  // The fixed pages and their outcomes.
  'about',
  'comingsoon',
  'contactus',
  'paybills',
  'policy',
  'pricing',
  'search',
  'termsconditions',
  'news',
  // Files and generated addresses.
  'api',
  'og',
  'seed-images',
  'search-index.json',
  'sitemap.xml',
  'robots.txt',
  'icon.svg',
  'favicon.ico',
  'cdn',
  '_next',
  // Addresses people and tools try, which must never be an editor's page.
  'studio',
  'admin',
  'index',
  'home',
  'health',
  'metrics',
  '404',
  '500',
]);

/** What a post's own address may not be: the listing's other pages and its feed live beside the posts. */
export const RESERVED_POST_SLUGS: ReadonlySet<string> = new Set(['page', 'feed.xml', 'feed']);

export const MAX_SLUG_LENGTH = 80;

const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Why a slug cannot be an address (in words an editor acts on), or undefined when it can. */
export function slugProblem(slug: string | undefined, reserved: ReadonlySet<string>): string | undefined {
  if (!slug) return 'Give it an address: press "Generate" or type one.';
  if (slug.length > MAX_SLUG_LENGTH) return `Keep the address to ${MAX_SLUG_LENGTH} characters or fewer.`;
  if (!SLUG_SHAPE.test(slug))
    return 'Use lower-case letters, digits and single hyphens only (e.g. pay-electricity-abuja), with no hyphen at either end.';
  if (reserved.has(slug)) return `"/${slug}" is already one of the site's own addresses: choose another.`;
  return undefined;
}

/** A landing page's slug rule: its address is /<slug>. */
export const landingPageSlugProblem = (slug: string | undefined) => slugProblem(slug, RESERVED_FIRST_SEGMENTS);

/** A post's slug rule: its address is /news/<slug>. */
export const postSlugProblem = (slug: string | undefined) => slugProblem(slug, RESERVED_POST_SLUGS);
