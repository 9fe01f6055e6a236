import 'server-only';
import { processOutbox } from '@/lib/email/process-outbox';
import type { StoredContactMessage } from '../message-store';
import { notifySettings } from './notify-config';
import { supportEmail } from './support-email';

function supportOutbox() {
  return processOutbox('contact', notifySettings(), (config) => ({
    compose: (message: StoredContactMessage) => supportEmail(message, config),
    lines: {
      started: (smtp, dir, claimedIn) =>
        `[contact] messages are emailed to support through ${smtp}; pending ones wait in ${dir} (claimed ${claimedIn}).`,
      sent: (id) => `[contact] support was emailed about message ${id}.`,
      notSent: (id, attempt, reason, wait) =>
        `[contact] could not email support about message ${id} (attempt ${attempt}: ${reason}); trying again in ${wait} s.`,
    },
  }));
}

export function startSupportNotifications(): void {
  supportOutbox()?.wake();
}

/** On disk when this resolves; sent in the background, so the visitor's answer does not wait for SMTP. */
export async function notifySupport(message: StoredContactMessage): Promise<void> {
  await supportOutbox()?.enqueue(message.id, message);
}
