import { defineField, defineType } from 'sanity';

export const faqItem = defineType({
  name: 'faqItem',
  title: 'FAQ item',
  type: 'document',
  fields: [
    defineField({
      name: 'id',
      title: 'Identifier',
      type: 'string',
      description: 'Short, lowercase, with dashes (e.g. what-is). Used in links that open this answer.',
      validation: (rule) => rule.required().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { name: 'lowercase-with-dashes' }),
    }),
    defineField({ name: 'question', type: 'string', validation: (rule) => rule.required().max(140) }),
    defineField({ name: 'answer', type: 'text', rows: 5, validation: (rule) => rule.required().max(1200) }),
    defineField({ name: 'order', type: 'number', description: 'Lower numbers come first.', validation: (rule) => rule.required().integer().min(0) }),
  ],
  orderings: [{ title: 'Display order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'question', subtitle: 'id' } },
});
