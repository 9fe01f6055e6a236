import { BillIcon } from '@sanity/icons/Bill';
import { defineField, defineType } from 'sanity';
import { sectionPreview } from './section-preview';

/** The pay-bills services a button can open (`/paybills?service=…`), by their identifier in the bills API. */
export const PAY_BILLS_SERVICES = [
  { title: 'Electricity', value: 'electricity-bill' },
  { title: 'Data', value: 'data' },
  { title: 'Airtime', value: 'airtime' },
  { title: 'TV subscription', value: 'tv-subscription' },
];

/** A band whose button opens one pay-bills service, ready to pay. */
export const payBillsSection = defineType({
  name: 'payBillsSection',
  title: 'Pay-bills entry',
  type: 'object',
  icon: BillIcon,
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(90) }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 2, validation: (rule) => rule.max(240) }),
    defineField({
      name: 'service',
      title: 'Service',
      type: 'string',
      description: 'The button opens /paybills with this service chosen.',
      options: { list: PAY_BILLS_SERVICES, layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'buttonLabel',
      title: 'Button label',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
  ],
  preview: sectionPreview('Pay-bills entry', 'heading'),
});
