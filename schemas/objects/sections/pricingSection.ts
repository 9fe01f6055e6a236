import { CreditCardIcon } from '@sanity/icons/CreditCard';
import { defineField, defineType } from 'sanity';
import { sectionPreview } from './section-preview';

/** The plans as on /pricing (from the bills API, with the Pricing page's words), under this page's heading. */
export const pricingSection = defineType({
  name: 'pricingSection',
  title: 'Pricing plans',
  type: 'object',
  icon: CreditCardIcon,
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      description: "The plans' labels and prices come from the Pricing page and the bills API.",
      validation: (rule) => rule.required().max(90),
    }),
  ],
  preview: sectionPreview('Pricing plans', 'heading'),
});
