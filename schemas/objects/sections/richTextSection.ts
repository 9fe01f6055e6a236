import { BlockContentIcon } from '@sanity/icons/BlockContent';
import { defineField, defineType } from 'sanity';
import { sectionPreview } from './section-preview';

/** Running text: headings, links, pictures and callouts. */
export const richTextSection = defineType({
  name: 'richTextSection',
  title: 'Rich text',
  type: 'object',
  icon: BlockContentIcon,
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(90) }),
    defineField({ name: 'body', title: 'Text', type: 'richText', validation: (rule) => rule.required().min(1) }),
  ],
  preview: sectionPreview('Rich text', 'heading'),
});
