import { describe, expect, it } from 'vitest';
import { supportEmail } from '@/features/contact/notify/support-email';

const ROUTE = { to: 'support@helpa.test', from: 'Helpa website <website@helpa.test>' };
const MESSAGE = {
  id: '0b6f4c1e-3a52-4a8e-9d43-6a1c2f7e9b10',
  receivedAt: '2026-11-25T07:00:00.000Z',
  name: 'Ada Obi',
  email: 'ada@example.com',
  phone: '08031234567',
  message: 'Where is my order?\nIt was due on Monday.',
};

describe('supportEmail', () => {
  it('goes to support only, with the sender in the subject and Reply-To', () => {
    const mail = supportEmail(MESSAGE, ROUTE);
    expect(mail.to).toBe('support@helpa.test');
    expect(mail.from).toBe(ROUTE.from);
    expect(mail.subject).toBe('Contact message from Ada Obi');
    expect(mail.replyTo).toEqual({ name: 'Ada Obi', address: 'ada@example.com' });
    expect(mail.messageId).toBe(`<contact-${MESSAGE.id}@helpa.test>`);
    expect(mail.date.toISOString()).toBe(MESSAGE.receivedAt);
  });

  it('carries every field in the text and the HTML', () => {
    const mail = supportEmail(MESSAGE, ROUTE);
    for (const body of [mail.text, mail.html]) {
      for (const value of [
        'Ada Obi',
        'ada@example.com',
        '08031234567',
        'Where is my order?',
        'It was due on Monday.',
        MESSAGE.receivedAt,
        MESSAGE.id,
      ]) {
        expect(body).toContain(value);
      }
    }
    expect(mail.text).toContain('Phone: 08031234567');
  });

  it('says when no phone number was given', () => {
    expect(supportEmail({ ...MESSAGE, phone: '' }, ROUTE).text).toContain('Phone: (not given)');
  });

  it('keeps line breaks and control characters out of every header', () => {
    const mail = supportEmail({ ...MESSAGE, name: 'Eve\r\nBcc: victim@example.com\u2028X-Evil: 1' }, ROUTE);
    expect(mail.subject).toBe('Contact message from Eve Bcc: victim@example.com X-Evil: 1');
    expect(mail.replyTo.name).toBe('Eve Bcc: victim@example.com X-Evil: 1');
    for (const header of [mail.subject, mail.replyTo.name, mail.replyTo.address, mail.messageId])
      expect(header).not.toMatch(/[\r\n\u2028]/);
  });

  it('escapes HTML in every field of the HTML body, and leaves the text body as written', () => {
    const mail = supportEmail({ ...MESSAGE, name: '<b>Ada</b> & "Co"', message: "<script>alert('x')</script>" }, ROUTE);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Ada</b>');
    expect(mail.html).toContain('&lt;b&gt;Ada&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(mail.html).toContain('&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;');
    expect(mail.text).toContain("<script>alert('x')</script>");
  });
});
