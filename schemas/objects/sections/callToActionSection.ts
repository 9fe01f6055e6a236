import { LaunchIcon } from '@sanity/icons/Launch';
import { defineField, defineType } from 'sanity';
import { sectionPreview } from './section-preview';

/** A closing band: a title, a sentence and one button. */
export const callToActionSection = defineType({
  name: 'callToActionSection',
  title: 'Call to action',
  type: 'object',
  icon: LaunchIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(90) }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 2, validation: (rule) => rule.max(240) }),
    defineField({ name: 'cta', title: 'Button', type: 'ctaLink', validation: (rule) => rule.required() }),
  ],
  preview: sectionPreview('Call to action', 'title'),
});
