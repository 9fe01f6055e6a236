import { defineArrayMember, defineField, defineType } from 'sanity';

const LEGAL_PAGE_KINDS = ['policy', 'terms'] as const;

export const legalPage = defineType({
  name: 'legalPage',
  title: 'Legal page',
  type: 'document',
  fields: [
    defineField({
      name: 'kind',
      type: 'string',
      description: 'Policy is served at /policy, terms at /termsconditions.',
      options: { list: [...LEGAL_PAGE_KINDS], layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'updatedAt', title: 'Last updated', type: 'date', validation: (rule) => rule.required() }),
    defineField({ name: 'intro', type: 'text', rows: 3, validation: (rule) => rule.max(400) }),
    defineField({
      name: 'body',
      type: 'array',
      description: 'Use Heading 2 for each section: the table of contents is built from them.',
      of: [
        defineArrayMember({
          type: 'block',
          styles: [
            { title: 'Normal', value: 'normal' },
            { title: 'Heading 2', value: 'h2' },
            { title: 'Heading 3', value: 'h3' },
          ],
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({ name: 'seo', type: 'seo' }),
  ],
  preview: { select: { title: 'title', subtitle: 'kind' } },
});
