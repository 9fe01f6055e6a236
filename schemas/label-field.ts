import { defineField } from 'sanity';

/** A short required text that the site shows as it is: a heading, a button or a field label. */
export const labelField = (
  name: string,
  title: string,
  max = 40,
  extra: { description?: string; group?: string } = {},
) => defineField({ name, title, type: 'string', ...extra, validation: (rule) => rule.required().max(max) });
