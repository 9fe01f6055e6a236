import { defineField, defineType } from 'sanity';

export const step = defineType({
  name: 'step',
  title: 'Step',
  type: 'object',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'content', type: 'text', rows: 3, validation: (rule) => rule.required().max(300) }),
  ],
  preview: { select: { title: 'title', subtitle: 'content' } },
});
