import { ComposeIcon } from '@sanity/icons/Compose';
import { defineField, defineType } from 'sanity';
import { postSlugProblem } from '../rules/slug-rules';
import { uniqueValue } from '../rules/unique-value';
import { requiredPicture } from '../objects/illustration';

/** A news post, served at /news/<slug> and listed at /news, newest first. */
export const post = defineType({
  name: 'post',
  title: 'News post',
  type: 'document',
  icon: ComposeIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(90) }),
    defineField({
      name: 'slug',
      title: 'Address',
      type: 'slug',
      description:
        'The post is served at /news/<address>. Changing it on a published post keeps the old address working: it redirects to the new one.',
      // Sanity's own uniqueness check, over this type's documents with every copy of this one counted as itself (drafts, releases).
      options: {
        source: 'title',
        maxLength: 80,
        isUnique: async (slug, context) => (await uniqueValue('post', 'slug.current', 'taken')(slug, context)) === true,
      },
      validation: (rule) =>
        rule.required().custom((slug: { current?: string } | undefined) => postSlugProblem(slug?.current) ?? true),
    }),
    defineField({
      name: 'date',
      title: 'Date',
      type: 'date',
      description: 'The news listing shows the newest first.',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'author', title: 'Author', type: 'author', validation: (rule) => rule.required() }),
    defineField({
      name: 'excerpt',
      title: 'Excerpt',
      type: 'text',
      rows: 3,
      description: 'The lines the listing, the feed and search show.',
      validation: (rule) => rule.required().max(240),
    }),
    defineField({
      name: 'coverImage',
      title: 'Cover image',
      type: 'illustration',
      validation: requiredPicture,
    }),
    defineField({ name: 'body', title: 'Text', type: 'richText', validation: (rule) => rule.required().min(1) }),
    defineField({
      name: 'seo',
      title: 'Search and sharing',
      type: 'seo',
      description: 'Optional: without it, the title and excerpt are used.',
    }),
  ],
  orderings: [{ title: 'Newest first', name: 'dateDesc', by: [{ field: 'date', direction: 'desc' }] }],
  preview: { select: { title: 'title', subtitle: 'date', media: 'coverImage' } },
});
