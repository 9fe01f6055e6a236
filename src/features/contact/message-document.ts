import type { ContactMessage } from './contact-schema';

/**
 * Contact messages are stored on the `contact.` path: Sanity gives documents whose id has a `.` path
 * (like drafts) only to authenticated reads, even from a public dataset, so neither the site's
 * token-less queries nor anyone else's can list them. The rest of the id is a random UUID: ids are
 * kept forever, so they never carry personal data.
 */
export const CONTACT_MESSAGE_PATH = 'contact';

/** The `contactMessage` document support staff read in the Studio. */
export function contactMessageDocument(id: string, receivedAt: string, message: ContactMessage) {
  return { _id: `${CONTACT_MESSAGE_PATH}.${id}`, _type: 'contactMessage' as const, ...message, receivedAt };
}
