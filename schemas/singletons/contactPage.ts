import { EnvelopeIcon } from '@sanity/icons/Envelope';
import { defineField, defineType } from 'sanity';
import { labelField } from '../label-field';
import { seoField } from '../seo-field';
import { requiredPicture } from '../objects/illustration';

/** The contact page's words, in the order a visitor meets them: intro, form, contact tiles, then the pages shown without JavaScript. */
export const contactPage = defineType({
  name: 'contactPage',
  title: 'Contact page',
  type: 'document',
  icon: EnvelopeIcon,
  groups: [
    { name: 'intro', title: 'Intro', default: true },
    { name: 'form', title: 'Form' },
    { name: 'tiles', title: 'Contact tiles' },
    { name: 'noScript', title: 'Without JavaScript' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({
      name: 'heading',
      title: 'Intro: heading',
      type: 'string',
      group: 'intro',
      description: "The page's main heading.",
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'intro',
      title: 'Intro: text',
      type: 'text',
      rows: 3,
      group: 'intro',
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: 'formHeading',
      title: 'Form heading',
      type: 'string',
      group: 'form',
      validation: (rule) => rule.required().max(60),
    }),
    labelField('nameLabel', 'Form: name label', 30, { group: 'form' }),
    labelField('emailLabel', 'Form: email label', 30, { group: 'form' }),
    labelField('phoneLabel', 'Form: phone label', 30, { group: 'form' }),
    labelField('optionalLabel', 'Form: "optional" note', 30, {
      group: 'form',
      description: 'Shown after the phone label.',
    }),
    labelField('messageLabel', 'Form: message label', 30, { group: 'form' }),
    defineField({
      name: 'sendLabel',
      title: 'Form: send button',
      type: 'string',
      group: 'form',
      description: 'Under the message field.',
      validation: (rule) => rule.required().max(20),
    }),
    defineField({
      name: 'successMessage',
      title: 'Form: message after sending',
      type: 'string',
      group: 'form',
      description: 'Shown in place of the form once a message is sent.',
      validation: (rule) => rule.required().max(160),
    }),
    labelField('addressTitle', 'Tile: address title', 30, { group: 'tiles' }),
    labelField('emailTitle', 'Tile: email title', 30, { group: 'tiles' }),
    labelField('phoneTitle', 'Tile: phone title', 30, { group: 'tiles' }),
    labelField('hoursTitle', 'Tile: hours title', 30, { group: 'tiles' }),
    defineField({
      name: 'mapImage',
      title: 'Map image',
      type: 'illustration',
      group: 'tiles',
      description: 'Under the contact tiles.',
      validation: requiredPicture,
    }),
    labelField('followUsHeading', 'Social links heading', 40, { group: 'tiles' }),
    labelField('sentTitle', 'Sent page: heading', 60, {
      group: 'noScript',
      description: 'The page a browser without JavaScript shows after sending.',
    }),
    labelField('sentButton', 'Sent page: button', 40, { group: 'noScript' }),
    labelField('notSentTitle', 'Not-sent page: heading', 60, {
      group: 'noScript',
      description: 'The page a browser without JavaScript shows when the message could not be sent.',
    }),
    labelField('notSentButton', 'Not-sent page: button', 40, { group: 'noScript' }),
    seoField('seo'),
  ],
  preview: { prepare: () => ({ title: 'Contact page' }) },
});
