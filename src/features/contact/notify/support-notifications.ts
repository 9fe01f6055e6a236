import 'server-only';
import type { Outbox } from '@/lib/email/outbox';
import { processOutbox, smtpOutbox } from '@/lib/email/process-outbox';
import type { StoredContactMessage } from '../message-store';
import { notifySettings, type NotifyConfig } from './notify-config';
import { supportEmail } from './support-email';
import { log } from '@/lib/observability/log';

function createSupportOutbox(config: NotifyConfig): Outbox<StoredContactMessage> {
  return smtpOutbox<StoredContactMessage>({
    name: 'contact',
    dataDir: config.dataDir,
    smtpUrl: config.smtpUrl,
    redisUrl: config.redisUrl,
    compose: (message) => supportEmail(message, { to: config.to, from: config.from }),
    lines: {
      started: (smtp, dir, claimedIn) =>
        `[contact] messages are emailed to support through ${smtp}; pending ones wait in ${dir} (claimed ${claimedIn}).`,
      sent: (id) => `[contact] support was emailed about message ${id}.`,
      notSent: (id, attempt, reason, wait) =>
        `[contact] could not email support about message ${id} (attempt ${attempt}: ${reason}); trying again in ${wait} s.`,
      stalled: (reason, wait) =>
        `[contact] the outbox could not be sent just now (${reason}); looking again in ${wait} s.`,
    },
  });
}

function supportOutbox(): Outbox<StoredContactMessage> | null {
  return processOutbox('contact', () => {
    const settings = notifySettings();
    if (!settings.enabled && settings.reason) log.warn({ event: 'config' }, `[helpa] ${settings.reason}`);
    return settings.enabled ? createSupportOutbox(settings.config) : null;
  });
}

export function startSupportNotifications(): void {
  supportOutbox()?.wake();
}

/** On disk when this resolves; sent in the background, so the visitor's answer does not wait for SMTP. */
export async function notifySupport(message: StoredContactMessage): Promise<void> {
  await supportOutbox()?.enqueue(message.id, message);
}
