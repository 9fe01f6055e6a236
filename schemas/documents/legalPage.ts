import { DocumentTextIcon } from '@sanity/icons/DocumentText';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { TEXT_STYLES } from '../objects/richText';
import { uniqueValue } from '../rules/unique-value';

const LEGAL_PAGE_KINDS = [
  { title: 'Privacy policy (/policy)', value: 'policy' },
  { title: 'Terms and conditions (/termsconditions)', value: 'terms' },
];

/** The privacy policy or the terms: one document per kind, each served at its own address. */
export const legalPage = defineType({
  name: 'legalPage',
  title: 'Legal page',
  type: 'document',
  icon: DocumentTextIcon,
  fields: [
    defineField({
      name: 'kind',
      title: 'Kind',
      type: 'string',
      description:
        'Policy is served at /policy, terms at /termsconditions. There is one page of each kind: edit the existing one.',
      options: { list: LEGAL_PAGE_KINDS, layout: 'radio' },
      validation: (rule) =>
        rule
          .required()
          .custom(
            uniqueValue('legalPage', 'kind', 'There is already a legal page of this kind: edit that one instead.'),
          ),
    }),
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'updatedAt', title: 'Last updated', type: 'date', validation: (rule) => rule.required() }),
    defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 3, validation: (rule) => rule.max(400) }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'array',
      description: 'Use Heading 2 for each section: the table of contents is built from them.',
      of: [
        defineArrayMember({
          type: 'block',
          styles: TEXT_STYLES,
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({ name: 'seo', title: 'Search and sharing', type: 'seo' }),
  ],
  preview: { select: { title: 'title', subtitle: 'kind' } },
});
