import { describe, expect, it } from 'vitest';
import { sectionsProblem } from '@schemas/rules/sections-rule';

const sections = (...types: string[]) => types.map((_type) => ({ _type }));

describe("a landing page's sections", () => {
  it('start with one hero, then any other sections', () => {
    expect(
      sectionsProblem(sections('heroSection', 'richTextSection', 'callToActionSection', 'callToActionSection')),
    ).toBeUndefined();
  });

  it('are refused, in words, without a hero first', () => {
    expect(sectionsProblem([])).toBe('Add at least one section, starting with a Hero.');
    expect(sectionsProblem(sections('faqSection', 'heroSection'))).toBe(
      "Start the page with a Hero: it holds the page's main heading.",
    );
  });

  it('hold one of each section whose parts carry fixed ids', () => {
    expect(sectionsProblem(sections('heroSection', 'heroSection'))).toBe(
      'Keep one Hero per page: a page has one main heading.',
    );
    expect(sectionsProblem(sections('heroSection', 'faqSection', 'richTextSection', 'faqSection'))).toBe(
      'Keep one FAQ per page.',
    );
  });
});
