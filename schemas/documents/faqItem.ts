import { HelpCircleIcon } from '@sanity/icons/HelpCircle';
import { orderRankField, orderRankOrdering } from '@sanity/orderable-document-list';
import { defineField, defineType } from 'sanity';
import { uniqueValue } from '../rules/unique-value';

/** One question of the FAQ on the About page; the home search finds it too. Ordered by drag and drop. */
export const faqItem = defineType({
  name: 'faqItem',
  title: 'FAQ item',
  type: 'document',
  icon: HelpCircleIcon,
  fields: [
    defineField({
      name: 'id',
      title: 'Link name',
      type: 'string',
      description:
        'Short, lowercase, with dashes (e.g. what-is). Links open this answer with /about#faq-<link name>; each FAQ item needs its own.',
      validation: (rule) =>
        rule
          .required()
          .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { name: 'lowercase-with-dashes' })
          .custom(uniqueValue('faqItem', 'id', 'Another FAQ item already uses this link name.')),
    }),
    defineField({
      name: 'question',
      title: 'Question',
      type: 'string',
      validation: (rule) => rule.required().max(140),
    }),
    defineField({
      name: 'answer',
      title: 'Answer',
      type: 'text',
      rows: 5,
      validation: (rule) => rule.required().max(1200),
    }),
    orderRankField({ type: 'faqItem' }),
  ],
  orderings: [orderRankOrdering],
  preview: { select: { title: 'question', subtitle: 'id' } },
});
