import { UsersIcon } from '@sanity/icons/Users';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { requiredPicture } from '../objects/illustration';

/** One role on the About page; its place (and the number shown on it) is its place in About page -> Roles -> Role cards. */
export const roleCard = defineType({
  name: 'roleCard',
  title: 'About role card',
  type: 'document',
  icon: UsersIcon,
  fields: [
    defineField({
      name: 'groupName',
      title: 'Role name',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'groupHeader',
      title: 'Role headline',
      type: 'string',
      validation: (rule) => rule.required().max(100),
    }),
    defineField({
      name: 'imagesUrl',
      title: 'Image',
      type: 'illustration',
      description: 'Shown on the card and in its detail overlay, where screen readers announce its alternative text.',
      validation: requiredPicture,
    }),
    defineField({
      name: 'shortDesc',
      title: 'Short description',
      type: 'text',
      rows: 2,
      description: 'Shown on the card.',
      validation: (rule) => rule.required().max(200),
    }),
    defineField({
      name: 'shortDescExt',
      title: 'Short description, continued',
      type: 'text',
      rows: 2,
      description: 'Shown on the card right after the short description.',
      validation: (rule) => rule.max(200),
    }),
    defineField({
      name: 'fullDesc',
      title: 'Full description',
      type: 'text',
      rows: 6,
      description: 'Shown in the detail overlay.',
      validation: (rule) => rule.required().max(1200),
    }),
    defineField({
      name: 'features',
      title: 'Feature list',
      type: 'array',
      description: 'Shown as a list in the detail overlay.',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(1).max(8),
    }),
  ],
  preview: { select: { title: 'groupName', subtitle: 'groupHeader', media: 'imagesUrl' } },
});
