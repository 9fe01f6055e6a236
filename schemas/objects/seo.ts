import { SearchIcon } from '@sanity/icons/Search';
import { defineField, defineType } from 'sanity';

export const seo = defineType({
  name: 'seo',
  title: 'Search and sharing',
  type: 'object',
  icon: SearchIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Page title',
      type: 'string',
      description: 'Shown in the browser tab and search results.',
      validation: (rule) => rule.required().max(60).warning('Search engines cut titles after about 60 characters.'),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.max(160).warning('Search engines cut descriptions after about 160 characters.'),
    }),
    defineField({
      name: 'ogImage',
      title: 'Sharing image',
      type: 'image',
      description: 'Shown when the page is shared on WhatsApp, X or Facebook (1200 x 630).',
      fields: [
        defineField({
          name: 'alt',
          title: 'Alternative text',
          type: 'string',
          description: 'What the image shows, for people who cannot see it. Without it the page title is used.',
          validation: (rule) => rule.max(140),
        }),
      ],
    }),
  ],
});
