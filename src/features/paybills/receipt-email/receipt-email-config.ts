import 'server-only';
import { dataDir } from '@/lib/data-dir';
import type { OutboxSettings } from '@/lib/email/process-outbox';
import { smtpSetting } from '@/lib/email/smtp';

export type ReceiptEmailConfig = { smtpUrl: string; from: string; dataDir: string; redisUrl?: string };

export function receiptEmailSettings(env: NodeJS.ProcessEnv = process.env): OutboxSettings<ReceiptEmailConfig> {
  const smtp = smtpSetting(env);
  const from = env.RECEIPT_EMAIL_FROM?.trim();
  if (smtp.url === null)
    return {
      enabled: false,
      reason: from
        ? `RECEIPT_EMAIL_FROM is set but ${smtp.problem ?? 'SMTP_URL is not'}: payers are not emailed their receipts.`
        : null,
    };
  if (!from) return { enabled: false, reason: null };
  return {
    enabled: true,
    config: { smtpUrl: smtp.url, from, dataDir: dataDir(env), redisUrl: env.REDIS_URL || undefined },
  };
}

export function emailsReceipts(): boolean {
  return receiptEmailSettings().enabled;
}
