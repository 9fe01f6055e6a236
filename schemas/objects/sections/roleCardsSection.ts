import { UsersIcon } from '@sanity/icons/Users';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { sectionPreview } from './section-preview';

/** About's role cards, each opening its dialog, with the cards this page picks. */
export const roleCardsSection = defineType({
  name: 'roleCardsSection',
  title: 'Role cards',
  type: 'object',
  icon: UsersIcon,
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({
      name: 'learnMoreLabel',
      title: 'Learn-more button',
      type: 'string',
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: 'cards',
      title: 'Cards',
      type: 'array',
      description: 'In this order: drag to reorder.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'roleCard' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
  ],
  preview: sectionPreview('Role cards', 'heading'),
});
