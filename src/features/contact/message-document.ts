import type { ContactMessage } from './contact-schema';

/** Sanity serves ids with a `.` path only to authenticated reads, so nobody can list messages; the rest is a UUID, as ids are kept forever. */
export const CONTACT_MESSAGE_PATH = 'contact';

export function contactMessageDocument(id: string, receivedAt: string, message: ContactMessage) {
  return { _id: `${CONTACT_MESSAGE_PATH}.${id}`, _type: 'contactMessage' as const, ...message, receivedAt };
}
