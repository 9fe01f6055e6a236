import { ImageIcon } from '@sanity/icons/Image';
import { defineField, defineType, type Rule } from 'sanity';

type IllustrationValue = { asset?: unknown; decorative?: boolean };

/**
 * The validation of an illustration field that must hold a picture. `required()` alone is met by an image holding only
 * its words or its tick, and the image type reports a missing asset as a warning, which does not stop Publish.
 */
export const requiredPicture = (rule: Rule) => rule.required().assetRequired().error('Choose a picture.');

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
        rule.max(140).custom((alt, context) => {
          const image = context.parent as IllustrationValue | undefined;
          // No picture chosen, nothing to describe: an optional picture left empty must not block Publish.
          if (!image?.asset || image.decorative === true) return true;
          return typeof alt === 'string' && alt.trim() !== ''
            ? true
            : 'Describe the picture, or mark it as decorative.';
        }),
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
