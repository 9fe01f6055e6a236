import { defineField, defineType } from 'sanity';

export const contactDetails = defineType({
  name: 'contactDetails',
  title: 'Contact details',
  type: 'object',
  fields: [
    defineField({ name: 'address', type: 'text', rows: 2, validation: (rule) => rule.required() }),
    defineField({ name: 'email', type: 'email', validation: (rule) => rule.required() }),
    defineField({
      name: 'phone',
      type: 'string',
      description: 'International format, e.g. +234 801 234 5678.',
      validation: (rule) => rule.required().regex(/^\+?[0-9 ]{7,20}$/, { name: 'phone number' }),
    }),
    defineField({ name: 'hours', title: 'Support hours', type: 'string', validation: (rule) => rule.required() }),
  ],
});
