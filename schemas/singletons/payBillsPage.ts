import { BillIcon } from '@sanity/icons/Bill';
import { defineField, defineType } from 'sanity';
import { seoField } from '../seo-field';

export const payBillsPage = defineType({
  name: 'payBillsPage',
  title: 'Pay bills page',
  type: 'document',
  icon: BillIcon,
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'intro', title: 'Intro', type: 'text', rows: 2, validation: (rule) => rule.max(240) }),
    defineField({
      name: 'menuTitle',
      title: 'Service menu: title',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'menuSubtitle',
      title: 'Service menu: subtitle',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    seoField(),
  ],
  preview: { prepare: () => ({ title: 'Pay bills page' }) },
});
