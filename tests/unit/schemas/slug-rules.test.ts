import { describe, expect, it } from 'vitest';
import { appFirstSegments } from '../support/app-routes';
import { landingPageSlugProblem, postSlugProblem, RESERVED_FIRST_SEGMENTS } from '@schemas/rules/slug-rules';

describe("a landing page's address", () => {
  it('takes lower-case words joined by single hyphens', () => {
    expect(landingPageSlugProblem('pay-electricity-abuja')).toBeUndefined();
    expect(landingPageSlugProblem('carehub2026')).toBeUndefined();
  });

  it('is refused, in words, when empty, too long or not made of lower-case words and hyphens', () => {
    expect(landingPageSlugProblem(undefined)).toBe('Give it an address: press "Generate" or type one.');
    expect(landingPageSlugProblem('a'.repeat(81))).toBe('Keep the address to 80 characters or fewer.');
    for (const slug of ['Pay-Bills', 'pay bills', 'pay--bills', '-pay', 'pay-', 'news/x', 'pay_bills', 'électricité']) {
      expect(landingPageSlugProblem(slug), slug).toBe(
        'Use lower-case letters, digits and single hyphens only (e.g. pay-electricity-abuja), with no hyphen at either end.',
      );
    }
  });

  it("is refused, in words, when it is one of the site's own addresses", () => {
    for (const slug of ['about', 'pricing', 'paybills', 'news', 'api', 'og', 'search', 'studio']) {
      expect(landingPageSlugProblem(slug), slug).toBe(
        `"/${slug}" is already one of the site's own addresses: choose another.`,
      );
    }
  });

  it('may not take the first segment of any route the site has (a new route must be added to the reserved list)', () => {
    const routes = appFirstSegments().map(({ segment }) => segment);
    expect(routes.length).toBeGreaterThan(8);
    for (const segment of routes) expect(RESERVED_FIRST_SEGMENTS.has(segment), segment).toBe(true);
  });
});

describe("a post's address", () => {
  it('takes the same shape as a page, and may be a word a landing page may not', () => {
    expect(postSlugProblem('about')).toBeUndefined();
    expect(postSlugProblem('Electricity')).toContain('lower-case letters');
  });

  it("is refused when the listing's pages or the feed live there", () => {
    expect(postSlugProblem('page')).toBe(`"/page" is already one of the site's own addresses: choose another.`);
  });
});
