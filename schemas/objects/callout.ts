import { InfoOutlineIcon } from '@sanity/icons/InfoOutline';
import { defineField, defineType } from 'sanity';

/** A boxed note inside rich text: a tip or a warning the reader should not miss. */
export const callout = defineType({
  name: 'callout',
  title: 'Callout',
  type: 'object',
  icon: InfoOutlineIcon,
  fields: [
    defineField({
      name: 'tone',
      title: 'Tone',
      type: 'string',
      options: {
        list: [
          { title: 'Tip', value: 'tip' },
          { title: 'Important', value: 'important' },
        ],
        layout: 'radio',
      },
      initialValue: 'tip',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.required().max(400) }),
  ],
  preview: { select: { title: 'text', subtitle: 'tone' } },
});
