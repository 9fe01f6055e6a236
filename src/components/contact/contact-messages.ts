export const CONTACT_SEND_FAILED = 'Sorry, we could not send your message. Please check your connection and try again.';
