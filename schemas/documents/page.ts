import { DocumentsIcon } from '@sanity/icons/Documents';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { sectionTypes } from '../objects/sections';
import { sectionsProblem } from '../rules/sections-rule';
import { landingPageSlugProblem } from '../rules/slug-rules';
import { uniqueValue } from '../rules/unique-value';
import { seoField } from '../seo-field';

/** A landing page editors build from the site's sections, served at /<slug>. */
export const page = defineType({
  name: 'page',
  title: 'Landing page',
  type: 'document',
  icon: DocumentsIcon,
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'content',
      description: 'For the Studio and the site search.',
      validation: (rule) => rule.required().max(90),
    }),
    defineField({
      name: 'slug',
      title: 'Address',
      type: 'slug',
      group: 'content',
      description:
        'The page is served at /<address>. Changing it on a published page keeps the old address working: it redirects to the new one.',
      // Sanity's own uniqueness check, over this type's documents with every copy of this one counted as itself (drafts, releases).
      options: {
        source: 'title',
        maxLength: 80,
        isUnique: async (slug, context) => (await uniqueValue('page', 'slug.current', 'taken')(slug, context)) === true,
      },
      validation: (rule) =>
        rule
          .required()
          .custom((slug: { current?: string } | undefined) => landingPageSlugProblem(slug?.current) ?? true),
    }),
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      group: 'content',
      description: 'The page from top to bottom: drag to reorder.',
      of: sectionTypes.map((type) => defineArrayMember({ type: type.name })),
      validation: (rule) =>
        rule.required().custom((sections: Array<{ _type: string }> | undefined) => sectionsProblem(sections) ?? true),
    }),
    seoField('seo'),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current' },
    prepare: ({ title, slug }: { title?: string; slug?: string }) => ({
      title,
      subtitle: slug ? `/${slug}` : 'No address yet',
    }),
  },
});
