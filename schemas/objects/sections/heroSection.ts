import { StarIcon } from '@sanity/icons/Star';
import { defineField, defineType } from 'sanity';
import { sectionPreview } from './section-preview';

/** The page's opening band: its one main heading, a paragraph, a button and an illustration. */
export const heroSection = defineType({
  name: 'heroSection',
  title: 'Hero',
  type: 'object',
  icon: StarIcon,
  fields: [
    defineField({
      name: 'eyebrow',
      title: 'Eyebrow',
      type: 'string',
      description: 'A few words above the headline (optional).',
      validation: (rule) => rule.max(40),
    }),
    defineField({
      name: 'headline',
      title: 'Headline',
      type: 'string',
      description: "The page's main heading.",
      validation: (rule) => rule.required().max(90),
    }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.max(260) }),
    defineField({ name: 'cta', title: 'Button', type: 'ctaLink' }),
    defineField({
      name: 'image',
      title: 'Illustration',
      type: 'illustration',
      description: 'Shown beside the text; an SVG of up to 16 kB arrives with the page.',
    }),
  ],
  preview: sectionPreview('Hero', 'headline'),
});
