import { defineField, defineType } from 'sanity';

export const payBillsPage = defineType({
  name: 'payBillsPage',
  title: 'Pay bills page',
  type: 'document',
  fields: [
    defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'intro', type: 'text', rows: 2, validation: (rule) => rule.max(240) }),
    defineField({ name: 'menuTitle', title: 'Menu title', type: 'string', validation: (rule) => rule.required().max(40) }),
    defineField({ name: 'menuSubtitle', title: 'Menu subtitle', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'seo', type: 'seo', validation: (rule) => rule.required() }),
  ],
  preview: { prepare: () => ({ title: 'Pay bills page' }) },
});
