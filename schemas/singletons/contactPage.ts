import { defineField, defineType } from 'sanity';

export const contactPage = defineType({
  name: 'contactPage',
  title: 'Contact page',
  type: 'document',
  fields: [
    defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'intro', type: 'text', rows: 3, validation: (rule) => rule.required().max(300) }),
    defineField({ name: 'formHeading', title: 'Form heading', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'sendLabel', title: 'Send button label', type: 'string', validation: (rule) => rule.required().max(20) }),
    defineField({ name: 'successMessage', title: 'Message after sending', type: 'string', validation: (rule) => rule.required().max(160) }),
    defineField({ name: 'mapImage', title: 'Map image', type: 'illustration', validation: (rule) => rule.required() }),
    defineField({ name: 'seo', type: 'seo', validation: (rule) => rule.required() }),
  ],
  preview: { prepare: () => ({ title: 'Contact page' }) },
});
