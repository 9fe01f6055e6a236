import { LinkIcon } from '@sanity/icons/Link';
import { defineField, defineType } from 'sanity';

export const navLink = defineType({
  name: 'navLink',
  title: 'Link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required().max(30) }),
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
