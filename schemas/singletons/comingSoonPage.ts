import { RocketIcon } from '@sanity/icons/Rocket';
import { defineField, defineType } from 'sanity';
import { seoField } from '../seo-field';
import { requiredPicture } from '../objects/illustration';

export const comingSoonPage = defineType({
  name: 'comingSoonPage',
  title: 'Coming soon page',
  type: 'document',
  icon: RocketIcon,
  description: 'Shown by every link to a part of the product that is not open yet.',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({
      name: 'message',
      title: 'Message',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(400),
    }),
    defineField({ name: 'image', title: 'Picture', type: 'illustration', validation: requiredPicture }),
    seoField(),
  ],
  preview: { prepare: () => ({ title: 'Coming soon page' }) },
});
