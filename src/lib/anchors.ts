/** Element ids that one page links to on another (home search results point at home sections and at About's FAQ answers), kept here so the linking and the linked feature agree on one spelling. */
export const whatIsAnchor = (id: string) => `what-is-${id}`;
export const platformAnchor = (id: string) => `platform-${id}`;
export const faqAnchor = (id: string) => `faq-${id}`;
export const categoryAnchor = (id: string) => `category-card-${id}`;
