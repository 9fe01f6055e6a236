/** Contact's functional microcopy; labels and headings come from Sanity (contactPage). */
export const CONTACT_SEND_FAILED = 'Sorry, we could not send your message. Please check your connection and try again.';
export const CONTACT_CHECK_AND_RETRY = 'Please go back and check your name, a valid email address, a Nigerian phone number (or leave it empty) and your message, then send it again.';
export const HONEYPOT_LABEL = 'Website';

/** The email that tells support about a message (never sent to the visitor). */
export const SUPPORT_EMAIL = {
  subject: (name: string) => `Contact message from ${name}`,
  intro: 'A visitor sent this message with the contact form. Reply to this email to answer them.',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  noPhone: '(not given)',
  message: 'Message',
  received: 'Received',
  reference: 'Reference',
};

/** Above a form refused without JavaScript, shown again as typed. */
export const CONTACT_FIELDS_TO_CHECK = (labels: string[]) =>
  `Your message was not sent: please check ${labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : labels[0]} below, then send it again.`;
