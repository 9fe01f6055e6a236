export type Mail = {
  from: string;
  to: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  messageId: string;
  date: Date;
};

// Line breaks and other control characters: none may reach a header, where they would start a new one.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g;

export function headerSafe(value: string): string {
  return value.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ENTITIES[character] ?? character);
}

/** The sender's domain, for Message-IDs (`<…@helpa.ng>`); localhost when it cannot be read. */
export function domainOf(address: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(address)?.[1];
  return domain && /^[\w.-]+$/.test(domain) ? domain : 'localhost';
}

export function htmlRows(rows: ReadonlyArray<readonly [string, string]>): string {
  return rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
}
