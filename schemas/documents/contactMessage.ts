import { defineField, defineType } from 'sanity';

/** A message sent through the site's contact form. Written by the site, read by support staff. */
export const contactMessage = defineType({
  name: 'contactMessage',
  title: 'Contact message',
  type: 'document',
  readOnly: true,
  fields: [
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'email', type: 'email', validation: (rule) => rule.required() }),
    defineField({ name: 'phone', type: 'string' }),
    defineField({ name: 'message', type: 'text', rows: 8, validation: (rule) => rule.required() }),
    defineField({ name: 'receivedAt', title: 'Received', type: 'datetime', validation: (rule) => rule.required() }),
  ],
  orderings: [{ title: 'Newest first', name: 'receivedAtDesc', by: [{ field: 'receivedAt', direction: 'desc' }] }],
  preview: { select: { title: 'name', subtitle: 'message', date: 'receivedAt' } },
});
