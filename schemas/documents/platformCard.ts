import { defineField, defineType } from 'sanity';

export const platformCard = defineType({
  name: 'platformCard',
  title: 'Platform card',
  type: 'document',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(40) }),
    defineField({ name: 'description', type: 'text', rows: 3, validation: (rule) => rule.required().max(240) }),
    defineField({ name: 'subtitle', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({
      name: 'headerdescription',
      title: 'Header description',
      type: 'text',
      rows: 4,
      description: 'Shown when the card is expanded.',
      validation: (rule) => rule.required().max(600),
    }),
    defineField({ name: 'backgroundImg', title: 'Background image', type: 'illustration', validation: (rule) => rule.required() }),
    defineField({ name: 'mainImg', title: 'Main image', type: 'illustration', validation: (rule) => rule.required() }),
  ],
  preview: { select: { title: 'title', subtitle: 'subtitle', media: 'mainImg' } },
});
