import { SearchIcon } from '@sanity/icons/Search';
import { defineArrayMember, defineField, defineType } from 'sanity';

/**
 * Words visitors search with that the site's text does not use ("plumber"), and the site's own words
 * for the same thing ("household repairs"): the home search then finds what those words find.
 */
export const searchSynonym = defineType({
  name: 'searchSynonym',
  title: 'Search synonym',
  type: 'document',
  icon: SearchIcon,
  description: 'Teaches the home page search the words visitors use.',
  fields: [
    defineField({
      name: 'words',
      title: 'Visitors search for',
      type: 'array',
      description: 'Words or short phrases a visitor might type, e.g. plumber, plumbing, leaking pipe.',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().min(2).max(40) })],
      options: { layout: 'tags' },
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: 'meaning',
      title: 'Show what these words find',
      type: 'string',
      description:
        'Words used on the site for the same thing, e.g. household repairs. The search shows what they find, so check them in the search box first.',
      validation: (rule) => rule.required().min(2).max(80),
    }),
  ],
  preview: {
    select: { words: 'words', meaning: 'meaning' },
    prepare: ({ words, meaning }: { words?: string[]; meaning?: string }) => ({
      title: (words ?? []).join(', '),
      subtitle: meaning ? `→ ${meaning}` : undefined,
    }),
  },
});
