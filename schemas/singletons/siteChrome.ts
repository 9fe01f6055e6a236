import { MenuIcon } from '@sanity/icons/Menu';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { labelField } from '../label-field';
import { requiredPicture } from '../objects/illustration';

/** The words around every page: navigation, footer, store buttons, legal pages and the 404 page. */
export const siteChrome = defineType({
  name: 'siteChrome',
  title: 'Navigation, footer and shared labels',
  type: 'document',
  icon: MenuIcon,
  description: 'Used on every page.',
  groups: [
    { name: 'header', title: 'Header', default: true },
    { name: 'footer', title: 'Footer' },
    { name: 'shared', title: 'Shared labels' },
    { name: 'notFound', title: 'Page not found' },
  ],
  fields: [
    defineField({
      name: 'navItems',
      title: 'Main navigation',
      type: 'array',
      group: 'header',
      of: [defineArrayMember({ type: 'navLink' })],
      validation: (rule) => rule.required().min(1).max(8),
    }),
    defineField({
      name: 'logIn',
      title: 'Log in link',
      type: 'navLink',
      group: 'header',
      description: 'Opens in a new tab.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'getStarted',
      title: 'Get started link',
      type: 'navLink',
      group: 'header',
      description: 'Opens in a new tab; also the button in the About role dialogs.',
      validation: (rule) => rule.required(),
    }),
    labelField('footerExploreHeading', 'Footer: links heading', 40, { group: 'footer' }),
    labelField('footerContactHeading', 'Footer: contact heading', 40, { group: 'footer' }),
    labelField('supportHoursLabel', 'Footer: support hours label', 40, { group: 'footer' }),
    labelField('privacyLabel', 'Privacy policy link', 40, { group: 'footer' }),
    labelField('termsLabel', 'Terms link', 40, { group: 'footer' }),
    labelField('appStoreLead', 'App Store button: small line', 30, {
      description: 'e.g. "Download on the"',
      group: 'shared',
    }),
    labelField('appStoreName', 'App Store button: store name', 30, { group: 'shared' }),
    labelField('googlePlayLead', 'Google Play button: small line', 30, {
      description: 'e.g. "Get it on"',
      group: 'shared',
    }),
    labelField('googlePlayName', 'Google Play button: store name', 30, { group: 'shared' }),
    labelField('storeComingSoonLead', 'Store buttons without a link: small line', 30, {
      description: 'Shown instead of the small line while a store link is empty, e.g. "Coming soon to"',
      group: 'shared',
    }),
    labelField('legalEyebrow', 'Legal pages: eyebrow', 30, { group: 'shared' }),
    labelField('tocTitle', 'Legal pages: table of contents title', 40, { group: 'shared' }),
    labelField('lastUpdatedLabel', 'Legal pages: "last updated" label', 40, { group: 'shared' }),
    labelField('leavePreviewLabel', 'Draft preview: leave button', 30, { group: 'shared' }),
    defineField({
      name: 'notFound',
      title: 'Page not found (404)',
      type: 'object',
      group: 'notFound',
      fields: [
        labelField('eyebrow', 'Eyebrow', 30),
        labelField('title', 'Heading', 80),
        defineField({
          name: 'intro',
          title: 'Text',
          type: 'text',
          rows: 2,
          validation: (rule) => rule.required().max(200),
        }),
        defineField({ name: 'image', title: 'Picture', type: 'illustration', validation: requiredPicture }),
        labelField('homeLabel', 'Home button', 40),
        labelField('contactLabel', 'Contact button', 40),
      ],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: 'Navigation, footer and shared labels', subtitle: 'Used on every page' }) },
});
