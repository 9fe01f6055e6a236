import { LaunchIcon } from '@sanity/icons/Launch';
import { defineField, defineType } from 'sanity';
import { siteOrHttpsLink } from '../rules/link-rule';

/** A button's words and where it goes: a path on this site, or an https address (an app store). */
export const ctaLink = defineType({
  name: 'ctaLink',
  title: 'Button',
  type: 'object',
  icon: LaunchIcon,
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required().max(40) }),
    defineField({
      name: 'href',
      title: 'Link',
      type: 'string',
      description: 'A path on this site (/paybills) or a full address starting with https://.',
      validation: (rule) => rule.required().custom(siteOrHttpsLink),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
});
