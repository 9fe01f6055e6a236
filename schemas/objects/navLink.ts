import { defineField, defineType } from 'sanity';

export const navLink = defineType({
  name: 'navLink',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({ name: 'label', type: 'string', validation: (rule) => rule.required().max(30) }),
    defineField({
      name: 'href',
      title: 'Link',
      type: 'string',
      description: 'A path on this site, such as /pricing.',
      validation: (rule) => rule.required().regex(/^\//, { name: 'site path' }),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
});
