import { defineField } from 'sanity';

/** A page's required search-and-sharing fields (the `seo` object), in the form's `group` when it has groups. */
export const seoField = (group?: string) =>
  defineField({
    name: 'seo',
    title: 'Search and sharing',
    type: 'seo',
    ...(group ? { group } : {}),
    validation: (rule) => rule.required(),
  });
