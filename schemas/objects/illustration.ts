import { ImageIcon } from '@sanity/icons/Image';
import { defineField, defineType } from 'sanity';

type IllustrationValue = { decorative?: boolean };

/** An image with the alternative text that screen readers announce, unless the editor marks it decorative. */
export const illustration = defineType({
  name: 'illustration',
  title: 'Image',
  type: 'image',
  icon: ImageIcon,
  // Editors choose the crop and the focus point; the site applies both through the image CDN.
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'string',
      description:
        'Describe the picture for people who cannot see it. Required unless the picture is marked decorative.',
      hidden: ({ parent }) => (parent as IllustrationValue | undefined)?.decorative === true,
      validation: (rule) =>
        rule
          .max(140)
          .custom((alt, context) =>
            (context.parent as IllustrationValue | undefined)?.decorative === true ||
            (typeof alt === 'string' && alt.trim() !== '')
              ? true
              : 'Describe the picture, or mark it as decorative.',
          ),
    }),
    defineField({
      name: 'decorative',
      title: 'Decorative picture',
      type: 'boolean',
      description:
        'Tick when the picture adds nothing to the words around it (a background, an ornament): screen readers then skip it.',
      initialValue: false,
    }),
  ],
});
