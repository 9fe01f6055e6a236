import { UsersIcon } from '@sanity/icons/Users';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { labelField } from '../label-field';

export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  icon: UsersIcon,
  groups: [
    { name: 'intro', title: 'Intro', default: true },
    { name: 'roles', title: 'Roles' },
    { name: 'why', title: 'Why' },
    { name: 'howItWorks', title: 'How it works and FAQ' },
    { name: 'download', title: 'Download' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    labelField('eyebrow', 'Intro: eyebrow', 30, { group: 'intro' }),
    defineField({ name: 'heading', title: 'Intro: heading', type: 'string', group: 'intro', validation: (rule) => rule.required().max(90) }),
    defineField({ name: 'intro', title: 'Intro: text', type: 'text', rows: 4, group: 'intro', validation: (rule) => rule.required().max(600) }),
    defineField({ name: 'introImage', title: 'Intro: image', type: 'illustration', group: 'intro', validation: (rule) => rule.required() }),
    defineField({ name: 'rolesHeading', title: 'Roles: heading', type: 'string', group: 'roles', validation: (rule) => rule.required().max(60) }),
    defineField({
      name: 'roleCards',
      title: 'Roles: cards',
      type: 'array',
      group: 'roles',
      description: 'The role cards, in this order: drag to reorder. Each card shows its place as 01, 02, 03…',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'roleCard' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: 'highlights',
      title: 'Roles: highlight figures',
      type: 'array',
      group: 'roles',
      description: 'Short figures shown beside the role cards, each with where it comes from. Publish only figures you can source.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'highlight',
          fields: [
            defineField({ name: 'value', title: 'Figure', type: 'string', validation: (rule) => rule.required().max(12) }),
            defineField({ name: 'label', title: 'What it counts', type: 'string', validation: (rule) => rule.required().max(60) }),
            defineField({
              name: 'source',
              title: 'Source',
              type: 'string',
              description: 'Where the figure comes from, shown under it, e.g. "Helpa order records, October 2026".',
              validation: (rule) => rule.required().max(120),
            }),
          ],
        }),
      ],
    }),
    labelField('learnMoreLabel', 'Roles: learn-more button', 30, { group: 'roles' }),
    labelField('highlightsLabel', 'Roles: figures, name for screen readers', 60, { group: 'roles' }),
    defineField({ name: 'whyHeading', title: 'Why: heading', type: 'string', group: 'why', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'whyIntro', title: 'Why: intro', type: 'text', rows: 2, group: 'why', validation: (rule) => rule.max(300) }),
    defineField({
      name: 'whyItems',
      title: 'Why: reasons',
      type: 'array',
      group: 'why',
      description: 'The reasons, in this order: drag to reorder.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'whyItem' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({ name: 'howItWorksHeading', title: 'How it works: heading', description: 'The tabs themselves are the "How it works tab" documents, ordered by drag and drop in their list.', type: 'string', group: 'howItWorks', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'faqHeading', title: 'FAQ: heading', description: 'The questions are the "FAQ item" documents, ordered by drag and drop in their list.', type: 'string', group: 'howItWorks', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'downloadTitle', title: 'Download: title', type: 'string', group: 'download', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'downloadText', title: 'Download: text', type: 'text', rows: 2, group: 'download', validation: (rule) => rule.max(240) }),
    defineField({ name: 'seo', title: 'Search and sharing', type: 'seo', group: 'seo', validation: (rule) => rule.required() }),
  ],
  preview: { prepare: () => ({ title: 'About page' }) },
});
