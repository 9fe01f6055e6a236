import { defineArrayMember, defineField, defineType } from 'sanity';

const HOW_IT_WORKS_KEYS = ['service-provider', 'giver', 'care-hub'] as const;

export const howItWorksTab = defineType({
  name: 'howItWorksTab',
  title: 'How it works tab',
  type: 'document',
  fields: [
    defineField({
      name: 'key',
      type: 'string',
      description: 'Which audience this tab speaks to.',
      options: { list: [...HOW_IT_WORKS_KEYS], layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'label', title: 'Tab label', type: 'string', validation: (rule) => rule.required().max(30) }),
    defineField({ name: 'img', title: 'Image', type: 'illustration', validation: (rule) => rule.required() }),
    defineField({ name: 'header', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'headerdescription', title: 'Header description', type: 'text', rows: 3, validation: (rule) => rule.required().max(400) }),
    defineField({
      name: 'steps',
      type: 'array',
      of: [defineArrayMember({ type: 'step' })],
      description: 'Exactly four steps: the page lays them out as a 1-2-3-4 path.',
      validation: (rule) => rule.required().length(4),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'header', media: 'img' } },
});
