import { defineField, defineType } from 'sanity';

export const comingSoonPage = defineType({
  name: 'comingSoonPage',
  title: 'Coming soon page',
  type: 'document',
  fields: [
    defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'message', type: 'text', rows: 3, validation: (rule) => rule.required().max(400) }),
    defineField({ name: 'image', type: 'illustration', validation: (rule) => rule.required() }),
    defineField({ name: 'seo', type: 'seo', validation: (rule) => rule.required() }),
  ],
  preview: { prepare: () => ({ title: 'Coming soon page' }) },
});
