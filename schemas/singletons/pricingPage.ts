import { defineField, defineType } from 'sanity';

export const pricingPage = defineType({
  name: 'pricingPage',
  title: 'Pricing page',
  type: 'document',
  fields: [
    defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'intro', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
    defineField({ name: 'periodLabel', title: 'Billing period label', type: 'string', description: 'Read out by screen readers for the Monthly / Quarterly / Annually switch.', validation: (rule) => rule.required().max(40) }),
    defineField({ name: 'footnote', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
    defineField({ name: 'seo', type: 'seo', validation: (rule) => rule.required() }),
  ],
  preview: { prepare: () => ({ title: 'Pricing page' }) },
});
