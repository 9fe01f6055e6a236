/** Element ids one page links to on another, so both agree on one spelling. */
export const whatIsAnchor = (id: string) => `what-is-${id}`;
export const platformAnchor = (id: string) => `platform-${id}`;
export const faqAnchor = (id: string) => `faq-${id}`;
export const categoryAnchor = (id: string) => `category-card-${id}`;
