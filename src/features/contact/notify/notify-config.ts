import 'server-only';
import { contactDataDir } from '../data-dir';

export type NotifyConfig = {
  /** nodemailer's SMTP URL, e.g. smtps://user:password@smtp.example.com:465 (never logged). */
  smtpUrl: string;
  /** Support's inbox (one address or a comma-separated list): the only recipients. */
  to: string;
  /** The sender the SMTP server accepts for this site. */
  from: string;
  /** Where the outbox of pending notifications lives: beside the messages' file. */
  dataDir: string;
  /** Set: claims on pending notifications are taken in this Redis, shared by every instance. */
  redisUrl?: string;
};

export type NotifySettings = { enabled: true; config: NotifyConfig } | { enabled: false; reason: string | null };

/** Whether support is emailed; without SMTP_URL silently here (startup-warnings.ts says so once). */
export function notifySettings(env: NodeJS.ProcessEnv = process.env): NotifySettings {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return { enabled: false, reason: null };
  const to = env.CONTACT_NOTIFY_TO?.trim();
  const from = env.CONTACT_NOTIFY_FROM?.trim();
  const missing = [!to && 'CONTACT_NOTIFY_TO', !from && 'CONTACT_NOTIFY_FROM'].filter(Boolean);
  if (!to || !from) return { enabled: false, reason: `SMTP_URL is set but ${missing.join(' and ')} is not: contact messages are stored, and support is not emailed.` };
  try {
    new URL(smtpUrl);
  } catch {
    return { enabled: false, reason: 'SMTP_URL is not a URL (e.g. smtps://user:password@smtp.example.com:465): contact messages are stored, and support is not emailed.' };
  }
  return { enabled: true, config: { smtpUrl, to, from, dataDir: contactDataDir(env), redisUrl: env.REDIS_URL || undefined } };
}

/** The SMTP server's address for logs, never its user or password. */
export function describeSmtpUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}
