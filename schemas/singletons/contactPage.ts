import { EnvelopeIcon } from '@sanity/icons/Envelope';
import { defineField, defineType } from 'sanity';
import { labelField } from '../label-field';

export const contactPage = defineType({
  name: 'contactPage',
  title: 'Contact page',
  type: 'document',
  icon: EnvelopeIcon,
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'intro', title: 'Intro', type: 'text', rows: 3, validation: (rule) => rule.required().max(300) }),
    defineField({ name: 'formHeading', title: 'Form heading', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'sendLabel', title: 'Send button label', type: 'string', validation: (rule) => rule.required().max(20) }),
    defineField({ name: 'successMessage', title: 'Message after sending', type: 'string', validation: (rule) => rule.required().max(160) }),
    labelField('nameLabel', 'Form: name label', 30),
    labelField('emailLabel', 'Form: email label', 30),
    labelField('phoneLabel', 'Form: phone label', 30),
    labelField('optionalLabel', 'Form: "optional" note', 30),
    labelField('messageLabel', 'Form: message label', 30),
    labelField('addressTitle', 'Tile: address title', 30),
    labelField('emailTitle', 'Tile: email title', 30),
    labelField('phoneTitle', 'Tile: phone title', 30),
    labelField('hoursTitle', 'Tile: hours title', 30),
    labelField('followUsHeading', 'Social links heading', 40),
    labelField('sentTitle', 'Sent page (no JavaScript): heading', 60),
    labelField('sentButton', 'Sent page: button', 40),
    labelField('notSentTitle', 'Not-sent page: heading', 60),
    labelField('notSentButton', 'Not-sent page: button', 40),
    defineField({ name: 'mapImage', title: 'Map image', type: 'illustration', validation: (rule) => rule.required() }),
    defineField({ name: 'seo', title: 'Search and sharing', type: 'seo', validation: (rule) => rule.required() }),
  ],
  preview: { prepare: () => ({ title: 'Contact page' }) },
});
