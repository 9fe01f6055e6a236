import { ThLargeIcon } from '@sanity/icons/ThLarge';
import { defineField, defineType } from 'sanity';
import { requiredPicture } from '../objects/illustration';

/** A card of the home page's platform section; its place is its place in Home page -> Platform cards -> Cards. */
export const platformCard = defineType({
  name: 'platformCard',
  title: 'Platform card',
  type: 'document',
  icon: ThLargeIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(40) }),
    defineField({
      name: 'description',
      title: 'Card text',
      type: 'text',
      rows: 3,
      description: 'Shown on the closed card.',
      validation: (rule) => rule.required().max(240),
    }),
    defineField({
      name: 'subtitle',
      title: 'Subtitle',
      type: 'string',
      description: 'Shown above the text of the expanded card.',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'headerdescription',
      title: 'Expanded text',
      type: 'text',
      rows: 4,
      description: 'Shown when the card is expanded.',
      validation: (rule) => rule.required().max(600),
    }),
    defineField({
      name: 'backgroundImg',
      title: 'Background image',
      type: 'decorativeImage',
      description:
        'Decorative: shown behind the card, under its main image and words, so screen readers skip it and it needs no alternative text.',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'mainImg', title: 'Main image', type: 'illustration', validation: requiredPicture }),
  ],
  preview: { select: { title: 'title', subtitle: 'subtitle', media: 'mainImg' } },
});
