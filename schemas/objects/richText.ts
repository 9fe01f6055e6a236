import { BlockContentIcon } from '@sanity/icons/BlockContent';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { siteOrHttpsLink } from '../rules/link-rule';

/** The paragraph styles editors' running text offers: the site styles these three. */
export const TEXT_STYLES = [
  { title: 'Normal', value: 'normal' },
  { title: 'Heading 2', value: 'h2' },
  { title: 'Heading 3', value: 'h3' },
];

/** Text with headings, links, pictures and callouts: a landing page's rich text section and a post's body. */
export const richText = defineType({
  name: 'richText',
  title: 'Rich text',
  type: 'array',
  icon: BlockContentIcon,
  of: [
    defineArrayMember({
      type: 'block',
      styles: TEXT_STYLES,
      lists: [
        { title: 'Bullets', value: 'bullet' },
        { title: 'Numbers', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Strong', value: 'strong' },
          { title: 'Emphasis', value: 'em' },
        ],
        annotations: [
          defineArrayMember({
            name: 'link',
            title: 'Link',
            type: 'object',
            fields: [
              defineField({
                name: 'href',
                title: 'Address',
                type: 'string',
                description: 'A path on this site (/pricing) or a full address starting with https://.',
                validation: (rule) => rule.required().custom(siteOrHttpsLink),
              }),
            ],
          }),
        ],
      },
    }),
    defineArrayMember({ type: 'illustration' }),
    defineArrayMember({ type: 'callout' }),
  ],
});
