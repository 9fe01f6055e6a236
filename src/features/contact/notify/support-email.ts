import { domainOf, escapeHtml, headerSafe, htmlRows, type Mail } from '@/lib/email/mail-text';
import type { StoredContactMessage } from '../message-store';
import { SUPPORT_EMAIL } from '../strings';

/** Reply-To the visitor; everything escaped; the Message-ID derives from the message id, so a repeated send shows as the same email. */
export function supportEmail(
  message: StoredContactMessage,
  { to, from }: { to: string; from: string },
): Required<Mail> {
  const name = headerSafe(message.name);
  const fields: Array<[string, string]> = [
    [SUPPORT_EMAIL.name, message.name],
    [SUPPORT_EMAIL.email, message.email],
    [SUPPORT_EMAIL.phone, message.phone || SUPPORT_EMAIL.noPhone],
    [SUPPORT_EMAIL.received, message.receivedAt],
    [SUPPORT_EMAIL.reference, message.id],
  ];
  const text = [
    SUPPORT_EMAIL.intro,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    `${SUPPORT_EMAIL.message}:`,
    message.message,
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body>',
    `<p>${escapeHtml(SUPPORT_EMAIL.intro)}</p>`,
    `<table cellpadding="4">${htmlRows(fields)}</table>`,
    `<h2>${escapeHtml(SUPPORT_EMAIL.message)}</h2>`,
    `<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
    '</body></html>',
  ].join('');
  return {
    from,
    to,
    replyTo: { name, address: headerSafe(message.email) },
    subject: headerSafe(SUPPORT_EMAIL.subject(name)),
    text,
    html,
    messageId: `<contact-${message.id}@${domainOf(from)}>`,
    date: new Date(message.receivedAt),
  };
}
