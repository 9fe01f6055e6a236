import { ThLargeIcon } from '@sanity/icons/ThLarge';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { sectionPreview } from './section-preview';

/** Home's platform cards, with the cards this page picks. */
export const platformCardsSection = defineType({
  name: 'platformCardsSection',
  title: 'Platform cards',
  type: 'object',
  icon: ThLargeIcon,
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'intro', title: 'Intro', type: 'text', rows: 2, validation: (rule) => rule.max(240) }),
    defineField({
      name: 'cards',
      title: 'Cards',
      type: 'array',
      description: 'The cards, in this order: drag to reorder.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'platformCard' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
  ],
  preview: sectionPreview('Platform cards', 'heading'),
});
