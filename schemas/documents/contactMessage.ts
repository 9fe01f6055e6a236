import { EnvelopeIcon } from '@sanity/icons/Envelope';
import { defineField, defineType } from 'sanity';

/** A message sent through the site's contact form. Written by the site, read by support staff. */
export const contactMessage = defineType({
  name: 'contactMessage',
  title: 'Contact message',
  type: 'document',
  icon: EnvelopeIcon,
  readOnly: true,
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'email', title: 'Email', type: 'email', validation: (rule) => rule.required() }),
    defineField({ name: 'phone', title: 'Phone', type: 'string' }),
    defineField({ name: 'message', title: 'Message', type: 'text', rows: 8, validation: (rule) => rule.required() }),
    defineField({ name: 'receivedAt', title: 'Received', type: 'datetime', validation: (rule) => rule.required() }),
  ],
  orderings: [{ title: 'Newest first', name: 'receivedAtDesc', by: [{ field: 'receivedAt', direction: 'desc' }] }],
  preview: { select: { title: 'name', subtitle: 'message', date: 'receivedAt' } },
});
