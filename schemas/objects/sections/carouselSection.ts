import { ImagesIcon } from '@sanity/icons/Images';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { sectionPreview } from './section-preview';

/** The category carousel, as under home's hero, with the categories this page picks. */
export const carouselSection = defineType({
  name: 'carouselSection',
  title: 'Category carousel',
  type: 'object',
  icon: ImagesIcon,
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({
      name: 'categories',
      title: 'Categories',
      type: 'array',
      description: 'The cards, in this order: drag to reorder.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'category' }] })],
      validation: (rule) => rule.required().min(2).unique(),
    }),
  ],
  preview: sectionPreview('Category carousel', 'heading'),
});
