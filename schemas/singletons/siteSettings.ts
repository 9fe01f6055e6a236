import { CogIcon } from '@sanity/icons/Cog';
import { defineArrayMember, defineField, defineType } from 'sanity';

/** Facts about the company used on every page: name, contact details, links and search defaults. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  description: 'Used on every page.',
  fields: [
    defineField({
      name: 'productName',
      title: 'Product name',
      type: 'string',
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: 'tagline',
      title: 'Footer tagline',
      type: 'string',
      description: 'One line under the logo in the footer.',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'contact',
      title: 'Contact details',
      type: 'contactDetails',
      description: 'Shown in the footer and on the contact page.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'supportEmail',
      title: 'Support email',
      type: 'email',
      description: 'For people who already use Helpa: given to search engines as the customer-support contact.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'plansEmail',
      title: 'Plans and sales email',
      type: 'email',
      description:
        'Used by "Contact Us" on custom-price plans. Leave empty to use the contact details\' email address.',
    }),
    defineField({
      name: 'socialLinks',
      title: 'Social links',
      type: 'array',
      description: 'Shown in the footer and on the contact page, in this order.',
      of: [defineArrayMember({ type: 'socialLink' })],
    }),
    defineField({
      name: 'appStoreUrl',
      title: 'App Store link',
      type: 'url',
      description:
        'The app’s App Store page. Leave empty until it is published: the button then says it is coming soon.',
    }),
    defineField({
      name: 'googlePlayUrl',
      title: 'Google Play link',
      type: 'url',
      description:
        'The app’s Google Play page. Leave empty until it is published: the button then says it is coming soon.',
    }),
    defineField({
      name: 'companyCredit',
      title: 'Company credit',
      type: 'object',
      description: 'The company named at the bottom of the footer, with a link to its site.',
      fields: [
        defineField({ name: 'label', title: 'Company name', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'url', title: 'Company site', type: 'url', validation: (rule) => rule.required() }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'seo',
      title: 'Default search and sharing',
      type: 'seo',
      description: 'Used by pages that leave their own search and sharing fields empty.',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings', subtitle: 'Used on every page' }) },
});
