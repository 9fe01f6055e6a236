/** Contact's functional microcopy; labels and headings come from Sanity (contactPage). */
export const CONTACT_CHECK_AND_RETRY =
  'Please go back and check your name, a valid email address, a Nigerian phone number (or leave it empty) and your message, then send it again.';
export const HONEYPOT_LABEL = 'Website';

export const CONTACT_NOT_SENT = {
  rateLimited: (wait: string, at: string) =>
    `You have sent several messages in a short time, so this one was not sent. Please send it again in ${wait}, after ${at}; what you typed is still here.`,
  offline:
    'Your message was not sent: we could not reach Helpa. Please check your internet connection and press Send again; what you typed is still here.',
  unavailable:
    'Your message was not sent: something went wrong on our side. Please try again in a few minutes; what you typed is still here.',
  tooLarge: (limit: string) =>
    `Your message was not sent: it was too long to receive. Please go back, shorten it to ${limit} characters and send it again.`,
  minutes: (count: number) => (count === 1 ? '1 minute' : `${count} minutes`),
} as const;

export const CHARACTER_COUNT = {
  upTo: (limit: string) => `Up to ${limit} characters`,
  used: (length: string, limit: string) => `${length} of ${limit} characters`,
  over: (length: string, limit: string, over: string) => `${length} of ${limit} characters: ${over} too many`,
} as const;

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

export const CONTACT_FIELDS_TO_CHECK = (labels: string[]) =>
  `Your message was not sent: please check ${labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : labels[0]} below, then send it again.`;
