import 'server-only';
import { dataDir } from '@/lib/data-dir';
import type { OutboxSettings } from '@/lib/email/process-outbox';
import { smtpSetting } from '@/lib/email/smtp';

export type NotifyConfig = {
  /** nodemailer's SMTP URL, e.g. smtps://user:password@smtp.example.com:465 (never logged). */
  smtpUrl: string;
  /** Support's inbox (one address or a comma-separated list): the only recipients. */
  to: string;
  from: string;
  dataDir: string;
  /** Set: claims on pending notifications are taken in this Redis, shared by every instance. */
  redisUrl?: string;
};

/** Whether support is emailed; without SMTP_URL silently here (startup-warnings.ts says so once). */
export function notifySettings(env: NodeJS.ProcessEnv = process.env): OutboxSettings<NotifyConfig> {
  const smtp = smtpSetting(env);
  const off = (why: string | null) => ({
    enabled: false as const,
    reason: why && `${why}: contact messages are stored, and support is not emailed.`,
  });
  if (smtp.url === null) return off(smtp.problem);
  const to = env.CONTACT_NOTIFY_TO?.trim();
  const from = env.CONTACT_NOTIFY_FROM?.trim();
  const missing = [!to && 'CONTACT_NOTIFY_TO', !from && 'CONTACT_NOTIFY_FROM'].filter(Boolean);
  if (!to || !from) return off(`SMTP_URL is set but ${missing.join(' and ')} is not`);
  return {
    enabled: true,
    config: { smtpUrl: smtp.url, to, from, dataDir: dataDir(env), redisUrl: env.REDIS_URL || undefined },
  };
}
