import { PresentationIcon } from '@sanity/icons/Presentation';
import { orderRankField, orderRankOrdering } from '@sanity/orderable-document-list';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { uniqueValue } from '../rules/unique-value';
import { requiredPicture } from '../objects/illustration';

// The stored keys are the original app's (the job owners' tab is "giver"); editors read the titles.
const HOW_IT_WORKS_AUDIENCES = [
  { title: 'Service providers (givers)', value: 'service-provider' },
  { title: 'Job owners (people who post tasks)', value: 'giver' },
  { title: 'CareHub businesses', value: 'care-hub' },
];

/** One tab of "How it works" on the About page. Ordered by drag and drop. */
export const howItWorksTab = defineType({
  name: 'howItWorksTab',
  title: 'How it works tab',
  type: 'document',
  icon: PresentationIcon,
  fields: [
    defineField({
      name: 'key',
      title: 'Audience',
      type: 'string',
      description: 'Which audience this tab speaks to; one tab per audience.',
      options: { list: HOW_IT_WORKS_AUDIENCES, layout: 'radio' },
      validation: (rule) =>
        rule.required().custom(uniqueValue('howItWorksTab', 'key', 'Another tab already speaks to this audience.')),
    }),
    defineField({ name: 'label', title: 'Tab label', type: 'string', validation: (rule) => rule.required().max(30) }),
    defineField({
      name: 'img',
      title: 'Phone screenshot',
      type: 'illustration',
      validation: requiredPicture,
    }),
    defineField({ name: 'header', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({
      name: 'headerdescription',
      title: 'Text under the heading',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(400),
    }),
    defineField({
      name: 'steps',
      title: 'Steps',
      type: 'array',
      of: [defineArrayMember({ type: 'step' })],
      description: 'Exactly four steps: the page lays them out as a 1-2-3-4 path.',
      validation: (rule) => rule.required().length(4),
    }),
    orderRankField({ type: 'howItWorksTab' }),
  ],
  orderings: [orderRankOrdering],
  preview: { select: { title: 'label', subtitle: 'header', media: 'img' } },
});
