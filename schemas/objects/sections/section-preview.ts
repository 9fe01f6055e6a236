/**
 * A section's row in the page's list: what kind it is, then its own heading, so an editor finds it at a glance;
 * the section's icon is its thumbnail.
 */
export const sectionPreview = (kind: string, headingField: string) => ({
  select: { heading: headingField },
  prepare: ({ heading }: { heading?: string }) => ({ title: heading || kind, subtitle: kind }),
});
