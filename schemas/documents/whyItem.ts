import { defineField, defineType } from 'sanity';

export const whyItem = defineType({
  name: 'whyItem',
  title: '"Why" item',
  type: 'document',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(40) }),
    defineField({ name: 'description', type: 'text', rows: 3, validation: (rule) => rule.required().max(300) }),
    defineField({ name: 'icon', type: 'illustration', validation: (rule) => rule.required() }),
    defineField({ name: 'order', type: 'number', description: 'Lower numbers come first.', validation: (rule) => rule.required().integer().min(0) }),
  ],
  orderings: [{ title: 'Display order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'title', subtitle: 'description', media: 'icon' } },
});
