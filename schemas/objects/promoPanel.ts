import { BulbOutlineIcon } from '@sanity/icons/BulbOutline';
import { defineField, defineType } from 'sanity';

export const promoPanel = defineType({
  name: 'promoPanel',
  title: 'Promo panel',
  type: 'object',
  icon: BulbOutlineIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 2, validation: (rule) => rule.max(200) }),
    defineField({
      name: 'ctaLabel',
      title: 'Button label',
      type: 'string',
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: 'ctaHref',
      title: 'Button link',
      type: 'string',
      description: 'A path on this site, such as /comingsoon.',
      validation: (rule) => rule.required().regex(/^\//, { name: 'site path' }),
    }),
  ],
});
