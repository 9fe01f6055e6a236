import { NumberIcon } from '@sanity/icons/Number';
import { defineField, defineType } from 'sanity';

export const step = defineType({
  name: 'step',
  title: 'Step',
  type: 'object',
  icon: NumberIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({
      name: 'content',
      title: 'Text',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(300),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'content' } },
});
