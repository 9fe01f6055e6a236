import { ThumbsUpIcon } from '@sanity/icons/ThumbsUp';
import { defineField, defineType } from 'sanity';

/** One reason in "Why Helpa" on the About page; its place is its place in About page -> Why -> Reasons. */
export const whyItem = defineType({
  name: 'whyItem',
  title: '"Why" item',
  type: 'document',
  icon: ThumbsUpIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(40) }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: 'icon',
      title: 'Icon',
      type: 'decorativeImage',
      description:
        'Decorative: the title beside it says what it stands for, so screen readers skip it and it needs no alternative text.',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'description', media: 'icon' } },
});
