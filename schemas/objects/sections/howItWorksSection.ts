import { PresentationIcon } from '@sanity/icons/Presentation';
import { defineField, defineType } from 'sanity';
import { sectionPreview } from './section-preview';

/** About's how-it-works tabs, in the order of the How it works tabs list. */
export const howItWorksSection = defineType({
  name: 'howItWorksSection',
  title: 'How it works tabs',
  type: 'object',
  icon: PresentationIcon,
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      description: 'The tabs themselves are edited in the How it works tabs list.',
      validation: (rule) => rule.required().max(60),
    }),
  ],
  preview: sectionPreview('How it works tabs', 'heading'),
});
