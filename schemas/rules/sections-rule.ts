/**
 * Sections whose parts carry fixed element ids (an FAQ answer's link name, a role's dialog, a tab's panel, a
 * category card): two on one page would repeat them.
 */
const ONE_PER_PAGE: Readonly<Record<string, string>> = {
  heroSection: 'Keep one Hero per page: a page has one main heading.',
  carouselSection: 'Keep one Category carousel per page.',
  faqSection: 'Keep one FAQ per page.',
  howItWorksSection: 'Keep one How it works tabs per page.',
  roleCardsSection: 'Keep one Role cards per page.',
  pricingSection: 'Keep one Pricing plans per page.',
  platformCardsSection: 'Keep one Platform cards per page.',
};

/** Why a landing page's sections cannot be published as they are, or undefined. The hero holds the page's one h1. */
export function sectionsProblem(sections: ReadonlyArray<{ _type: string }> | undefined): string | undefined {
  if (!sections || sections.length === 0) return 'Add at least one section, starting with a Hero.';
  if (sections[0]?._type !== 'heroSection') return "Start the page with a Hero: it holds the page's main heading.";
  const repeated = Object.keys(ONE_PER_PAGE).find(
    (type) => sections.filter((section) => section._type === type).length > 1,
  );
  return repeated ? ONE_PER_PAGE[repeated] : undefined;
}
