import { defineArrayMember, defineField, defineType } from 'sanity';

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  fields: [
    defineField({ name: 'productName', title: 'Product name', type: 'string', validation: (rule) => rule.required().max(30) }),
    defineField({ name: 'tagline', type: 'string', description: 'One line under the logo in the footer.', validation: (rule) => rule.required().max(120) }),
    defineField({ name: 'badge', title: 'Hero badge', type: 'string', description: 'The short proof point above the headline, e.g. +10m.', validation: (rule) => rule.required().max(12) }),
    defineField({ name: 'badgeCaption', title: 'Hero badge caption', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'heroHeadline', title: 'Hero headline', type: 'string', validation: (rule) => rule.required().max(90) }),
    defineField({ name: 'heroText', title: 'Hero text', type: 'text', rows: 3, validation: (rule) => rule.required().max(260) }),
    defineField({ name: 'contact', type: 'contactDetails', validation: (rule) => rule.required() }),
    defineField({ name: 'supportEmail', title: 'Support email', type: 'email', description: 'Used by "Contact Us" on custom-price plans.', validation: (rule) => rule.required() }),
    defineField({ name: 'socialLinks', title: 'Social links', type: 'array', of: [defineArrayMember({ type: 'socialLink' })] }),
    defineField({ name: 'appStoreUrl', title: 'App Store link', type: 'url', description: 'The app’s App Store page. Leave empty until it is published: the button then says it is coming soon.' }),
    defineField({ name: 'googlePlayUrl', title: 'Google Play link', type: 'url', description: 'The app’s Google Play page. Leave empty until it is published: the button then says it is coming soon.' }),
    defineField({
      name: 'companyCredit',
      title: 'Company credit',
      type: 'object',
      fields: [
        defineField({ name: 'label', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'url', type: 'url', validation: (rule) => rule.required() }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'seo', title: 'Default search and sharing', type: 'seo', validation: (rule) => rule.required() }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
});
