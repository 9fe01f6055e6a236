import { TagIcon } from '@sanity/icons/Tag';
import { defineField, defineType } from 'sanity';
import { requiredPicture } from '../objects/illustration';

/** A service category; its places on the home page are set in Home page -> Hero (carousel) and -> What is. */
export const category = defineType({
  name: 'category',
  title: 'Category',
  type: 'document',
  icon: TagIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(40) }),
    defineField({
      name: 'img',
      title: 'Image',
      type: 'illustration',
      description:
        'Shown on its carousel card and in its "What is" tab, where screen readers announce its alternative text.',
      validation: requiredPicture,
    }),
    defineField({
      name: 'shortcontent',
      title: 'Short description',
      type: 'text',
      rows: 3,
      description: 'Shown on carousel cards, cut to three lines.',
      validation: (rule) => rule.required().max(180),
    }),
    defineField({
      name: 'mainDescription',
      title: 'Long description',
      type: 'text',
      rows: 6,
      description: 'Shown when the category is chosen in the "What is" section.',
      validation: (rule) => rule.required().max(900),
    }),
    defineField({
      name: 'readMoreHref',
      title: '"Read more" link',
      type: 'string',
      description: 'The page that tells more about this category, such as /about or /pricing.',
      validation: (rule) => rule.required().regex(/^\//, { name: 'site path' }),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'shortcontent', media: 'img' } },
});
