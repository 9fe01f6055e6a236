import type { StoredContactMessage } from '../message-store';
import { SUPPORT_EMAIL } from '../strings';

export type SupportEmail = {
  from: string;
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  messageId: string;
  date: Date;
};

// Line breaks and other control characters: none may reach a header, where they would start a new one.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g;

/** Text fit for a header: one line, control characters replaced by spaces. */
export function headerSafe(value: string): string {
  return value.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ENTITIES[character] ?? character);
}

function domainOf(address: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(address)?.[1];
  return domain && /^[\w.-]+$/.test(domain) ? domain : 'localhost';
}

/** Reply-To the visitor; everything escaped; the Message-ID derives from the message id, so a repeated send shows as the same email. */
export function supportEmail(message: StoredContactMessage, { to, from }: { to: string; from: string }): SupportEmail {
  const name = headerSafe(message.name);
  const fields: Array<[string, string]> = [
    [SUPPORT_EMAIL.name, message.name],
    [SUPPORT_EMAIL.email, message.email],
    [SUPPORT_EMAIL.phone, message.phone || SUPPORT_EMAIL.noPhone],
    [SUPPORT_EMAIL.received, message.receivedAt],
    [SUPPORT_EMAIL.reference, message.id],
  ];
  const text = [SUPPORT_EMAIL.intro, '', ...fields.map(([label, value]) => `${label}: ${value}`), '', `${SUPPORT_EMAIL.message}:`, message.message, ''].join('\n');
  const rows = fields.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('');
  const html = [
    '<!doctype html><html><body>',
    `<p>${escapeHtml(SUPPORT_EMAIL.intro)}</p>`,
    `<table cellpadding="4">${rows}</table>`,
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
