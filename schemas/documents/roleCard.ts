import { defineArrayMember, defineField, defineType } from 'sanity';

export const roleCard = defineType({
  name: 'roleCard',
  title: 'About role card',
  type: 'document',
  fields: [
    defineField({ name: 'groupName', title: 'Role name', type: 'string', validation: (rule) => rule.required().max(40) }),
    defineField({ name: 'groupHeader', title: 'Role headline', type: 'string', validation: (rule) => rule.required().max(100) }),
    defineField({ name: 'imagesUrl', title: 'Image', type: 'illustration', validation: (rule) => rule.required() }),
    defineField({ name: 'position', title: 'Position', type: 'number', description: 'Order on the page, from 1.', validation: (rule) => rule.required().integer().min(1) }),
    defineField({ name: 'positionName', title: 'Position label', type: 'string', description: 'E.g. "01".', validation: (rule) => rule.required().max(10) }),
    defineField({ name: 'shortDesc', title: 'Short description', type: 'text', rows: 2, validation: (rule) => rule.required().max(200) }),
    defineField({ name: 'shortDescExt', title: 'Short description, continued', type: 'text', rows: 2, validation: (rule) => rule.max(200) }),
    defineField({ name: 'fullDesc', title: 'Full description', type: 'text', rows: 6, description: 'Shown in the detail overlay.', validation: (rule) => rule.required().max(1200) }),
    defineField({ name: 'features', type: 'array', of: [defineArrayMember({ type: 'string' })], validation: (rule) => rule.required().min(1).max(8) }),
  ],
  orderings: [{ title: 'Position', name: 'positionAsc', by: [{ field: 'position', direction: 'asc' }] }],
  preview: { select: { title: 'groupName', subtitle: 'groupHeader', media: 'imagesUrl' } },
});
