import { PinIcon } from '@sanity/icons/Pin';
import { defineField, defineType } from 'sanity';

export const contactDetails = defineType({
  name: 'contactDetails',
  title: 'Contact details',
  type: 'object',
  icon: PinIcon,
  fields: [
    defineField({ name: 'address', title: 'Address', type: 'text', rows: 2, validation: (rule) => rule.required() }),
    defineField({ name: 'email', title: 'Email address', type: 'email', validation: (rule) => rule.required() }),
    defineField({
      name: 'phone',
      title: 'Phone number',
      type: 'string',
      description: 'International format, e.g. +234 801 234 5678.',
      validation: (rule) => rule.required().regex(/^\+?[0-9 ]{7,20}$/, { name: 'phone number' }),
    }),
    defineField({ name: 'hours', title: 'Support hours', type: 'string', validation: (rule) => rule.required() }),
  ],
});
