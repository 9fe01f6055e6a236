import { BulbOutlineIcon } from '@sanity/icons/BulbOutline';
import { defineField, defineType } from 'sanity';
import { sectionPreview } from './section-preview';
import { requiredPicture } from '../illustration';

/** Home's banner: two bill-payment panels and the referral invitation. */
export const promoBannerSection = defineType({
  name: 'promoBannerSection',
  title: 'Promo banner',
  type: 'object',
  icon: BulbOutlineIcon,
  fields: [
    defineField({ name: 'dataPanel', title: 'Green panel', type: 'promoPanel', validation: (rule) => rule.required() }),
    defineField({
      name: 'billsPanel',
      title: 'Amber panel',
      type: 'promoPanel',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'referralTitle',
      title: 'Referral: title',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'referralText',
      title: 'Referral: text',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.max(200),
    }),
    defineField({
      name: 'referralImage',
      title: 'Referral: image',
      type: 'illustration',
      validation: requiredPicture,
    }),
  ],
  preview: sectionPreview('Promo banner', 'dataPanel.title'),
});
