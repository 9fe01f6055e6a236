import 'server-only';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { readyRedisClient } from '@/lib/redis/connection.mjs';
import type { StoredContactMessage } from '../message-store';
import { describeSmtpUrl, notifySettings, type NotifyConfig } from './notify-config';
import { createNotifier, type Notifier } from './notifier';
import { fileClaims, redisClaims } from './outbox-claims';
import { outboxFiles } from './outbox-files';

// Kept on globalThis: instrumentation and the route handlers are bundled apart, and must share one notifier (one timer, one look at the outbox at a time) per process.
const PROCESS_NOTIFIER = Symbol.for('helpa.contact.notifier');
type Registry = { [PROCESS_NOTIFIER]?: Notifier | null };

function createProcessNotifier(config: NotifyConfig): Notifier {
  const files = outboxFiles(path.join(config.dataDir, 'contact-outbox'));
  const { redisUrl } = config;
  const claims = redisUrl ? redisClaims(files, () => readyRedisClient(redisUrl)) : fileClaims(files);
  // Bounded, so a send ends (and its claim with it) long before the claim's lease.
  const transport = nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  console.info(`[contact] messages are emailed to support through ${describeSmtpUrl(config.smtpUrl)}; pending ones wait in ${files.dir} (claimed ${redisUrl ? 'in Redis' : 'by file renames'}).`);
  return createNotifier({ files, claims, transport, to: config.to, from: config.from });
}

/** This process's notifier, made on first use from the settings the server was started with; null when support is not emailed. */
function processNotifier(): Notifier | null {
  const registry = globalThis as Registry;
  if (registry[PROCESS_NOTIFIER] !== undefined) return registry[PROCESS_NOTIFIER];
  const settings = notifySettings();
  if (!settings.enabled && settings.reason) console.warn(`[helpa] ${settings.reason}`);
  return (registry[PROCESS_NOTIFIER] = settings.enabled ? createProcessNotifier(settings.config) : null);
}

/** At start-up: sends what the outbox kept from before (a restart, an SMTP outage). */
export function startSupportNotifications(): void {
  processNotifier()?.wake();
}

/**
 * Tells support about a stored message: the notification is on disk when this resolves, and is sent
 * in the background (the visitor's answer does not wait for SMTP). Nothing when support is not emailed.
 */
export async function notifySupport(message: StoredContactMessage): Promise<void> {
  await processNotifier()?.enqueue(message);
}
