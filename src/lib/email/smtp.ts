import 'server-only';
import nodemailer from 'nodemailer';

export function smtpSetting(
  env: NodeJS.ProcessEnv = process.env,
): { url: string } | { url: null; problem: string | null } {
  const url = env.SMTP_URL?.trim();
  if (!url) return { url: null, problem: null };
  if (!URL.canParse(url))
    return { url: null, problem: 'SMTP_URL is not a URL (e.g. smtps://user:password@smtp.example.com:465)' };
  return { url };
}

/** For logs: never the user or password. */
export function describeSmtpUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}

/** Bounded so that a send ends long before its claim's lease. */
export function smtpTransport(url: string) {
  return nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
}
