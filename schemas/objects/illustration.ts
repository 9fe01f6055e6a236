import { defineField, defineType } from 'sanity';

/** An image with the alternative text that screen readers announce. */
export const illustration = defineType({
  name: 'illustration',
  title: 'Image',
  type: 'image',
  // Editors choose the crop and the focus point; the site applies both through the image CDN.
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'string',
      description: 'Describe the picture for people who cannot see it. Leave empty only for decoration.',
      validation: (rule) => rule.max(140),
    }),
  ],
});
