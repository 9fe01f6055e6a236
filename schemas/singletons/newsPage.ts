import { ComposeIcon } from '@sanity/icons/Compose';
import { defineField, defineType } from 'sanity';
import { seoField } from '../seo-field';

/** The news listing at /news, and whether the footer links to it. */
export const newsPage = defineType({
  name: 'newsPage',
  title: 'News page',
  type: 'document',
  icon: ComposeIcon,
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'intro', title: 'Intro', type: 'text', rows: 2, validation: (rule) => rule.max(240) }),
    defineField({
      name: 'emptyMessage',
      title: 'Message while there are no posts',
      type: 'string',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'showInFooter',
      title: 'Link to news from the footer',
      type: 'boolean',
      description: 'The footer shows the link only while at least one post is published.',
      initialValue: false,
    }),
    defineField({
      name: 'linkLabel',
      title: 'Footer link label',
      type: 'string',
      validation: (rule) => rule.required().max(30),
    }),
    seoField(),
  ],
  preview: { prepare: () => ({ title: 'News page' }) },
});
