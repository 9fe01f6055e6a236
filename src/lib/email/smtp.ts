import 'server-only';
import nodemailer from 'nodemailer';
import type { Mail } from './mail-text';

/** The SMTP server the site emails through (SMTP_URL, read when the server starts): its URL, or why there is none to use. */
export type SmtpSetting = { url: string } | { url: null; problem: string | null };

export function smtpSetting(env: NodeJS.ProcessEnv = process.env): SmtpSetting {
  const url = env.SMTP_URL?.trim();
  if (!url) return { url: null, problem: null };
  try {
    new URL(url);
  } catch {
    return { url: null, problem: 'SMTP_URL is not a URL (e.g. smtps://user:password@smtp.example.com:465)' };
  }
  return { url };
}

/** The SMTP server's address for logs, never its user or password. */
export function describeSmtpUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}

export type MailTransport = { sendMail(mail: Mail): Promise<unknown> };

/** nodemailer's transport, bounded so that a send ends (and its claim with it) long before the claim's lease. */
export function smtpTransport(url: string): MailTransport {
  return nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
}
