import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { startNextInstance, type NextInstance } from '../fixtures/next-instance';
import { outboxBacklog } from '../fixtures/outbox-backlog';
import { startRedisServer, withRedisClient, type RedisServer } from '../fixtures/redis-server';
import { startSmtpServer, type DeliveredMail, type TestSmtpServer } from '../fixtures/smtp-server';

// Servers of the built site started with SMTP settings, emailing a real SMTP server (smtp-server)
// that this file starts and stops. The suite's own web server (playwright.config.ts) is not used.
const SUPPORT = 'support@helpa.test';
const SENDER = 'Helpa website <website@helpa.test>';
// Ports of this spec's SMTP servers (fixed, so a stopped server can come back at the same address).
const SMTP_PORT = 3210;
const SHARED_SMTP_PORT = 3211;

function mailSettings(dataDir: string, smtpPort: number, extra: Record<string, string> = {}): Record<string, string> {
  return {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    CONTACT_NOTIFY_TO: SUPPORT,
    CONTACT_NOTIFY_FROM: SENDER,
    CONTACT_DATA_DIR: dataDir,
    CONTACT_RATE_LIMIT: '100',
    SANDBOX_XSRF_SECRET: 'contact-email-sandbox-secret',
    ...extra,
  };
}

async function postMessage(
  instance: NextInstance,
  fields: Record<string, string>,
): Promise<{ status: number; id: string | null }> {
  const response = await fetch(`${instance.url}/api/contact`, {
    method: 'POST',
    body: JSON.stringify({
      name: 'Ada Obi',
      email: 'ada@example.com',
      phone: '08031234567',
      message: 'Hello',
      ...fields,
    }),
    headers: { 'content-type': 'application/json' },
  });
  const body = (await response.json()) as { payload?: { id: string } };
  return { status: response.status, id: body.payload?.id ?? null };
}

/** The notifications not sent yet: in the outbox's files and, with Redis, its queue. */
const outboxEntries = (dataDir: string, redisUrl?: string) => outboxBacklog(dataDir, 'contact-outbox', redisUrl);

function mailsAbout(smtp: TestSmtpServer, id: string): DeliveredMail[] {
  return smtp.delivered.filter((mail) => mail.parsed.messageId === `<contact-${id}@helpa.test>`);
}

/** The raw header block of a delivered email, one header per line (continuations unfolded). */
function headerLines(mail: DeliveredMail): string[] {
  return mail.raw
    .split(/\r\n\r\n/)[0]!
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n');
}

test.describe('contact messages emailed to support', () => {
  test.describe.configure({ mode: 'serial' });
  const dataDir = '.data/contact-email/one';
  let smtp: TestSmtpServer;
  let site: NextInstance;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    rmSync(dataDir, { recursive: true, force: true });
    smtp = await startSmtpServer({ port: SMTP_PORT });
    site = await startNextInstance('mail', mailSettings(dataDir, SMTP_PORT));
  });

  test.afterAll(async () => {
    await site?.stop();
    await smtp?.stop();
  });

  test('a message sent from the page reaches support with every field, Reply-To the visitor, and nothing goes to the visitor', async ({
    page,
  }) => {
    const message = `Where is my order? ${Date.now()}\nIt was due on Monday.`;
    await page.goto(`${site.url}/contactus`);
    await page.getByLabel('Name').fill('Ada Obi');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel(/Phone/).fill('0803 123 4567');
    await page.getByLabel('Message').fill(message);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toHaveText(/Your message has been sent/);

    await expect.poll(() => smtp.delivered.filter((mail) => mail.parsed.text?.includes(message)).length).toBe(1);
    const mail = smtp.delivered.find((each) => each.parsed.text?.includes(message))!;
    expect(mail.rcptTo).toEqual([SUPPORT]);
    expect(mail.mailFrom).toBe('website@helpa.test');
    expect(mail.parsed.subject).toBe('Contact message from Ada Obi');
    expect(mail.parsed.from?.value).toEqual([{ name: 'Helpa website', address: 'website@helpa.test' }]);
    expect(mail.parsed.to && !Array.isArray(mail.parsed.to) && mail.parsed.to.value).toEqual([
      { name: '', address: SUPPORT },
    ]);
    expect(mail.parsed.replyTo?.value).toEqual([{ name: 'Ada Obi', address: 'ada@example.com' }]);
    expect(mail.parsed.cc).toBeUndefined();
    expect(mail.parsed.bcc).toBeUndefined();
    for (const field of ['Name: Ada Obi', 'Email: ada@example.com', 'Phone: 08031234567', 'It was due on Monday.'])
      expect(mail.parsed.text).toContain(field);
    expect(mail.parsed.html).toContain('ada@example.com');
    expect(mail.parsed.html).toContain('It was due on Monday.');
    await expect.poll(() => outboxEntries(dataDir)).toEqual([]);
  });

  test('a name or message carrying line breaks and HTML adds no header and is escaped in the HTML body', async () => {
    const sent = await postMessage(site, {
      name: 'Eve\r\nBcc: victim@example.com\r\nX-Injected: yes',
      message: '<script>alert("x")</script>\r\nSubject: not a header\r\n<b>bold</b>',
    });
    expect(sent.status).toBe(201);
    await expect.poll(() => mailsAbout(smtp, sent.id!).length).toBe(1);
    const mail = mailsAbout(smtp, sent.id!)[0]!;
    expect(mail.rcptTo).toEqual([SUPPORT]);
    expect(mail.parsed.bcc).toBeUndefined();
    expect(mail.parsed.headers.has('x-injected')).toBe(false);
    expect(headerLines(mail).filter((line) => /^(bcc|x-injected|subject):/i.test(line))).toEqual([
      'Subject: Contact message from Eve Bcc: victim@example.com X-Injected: yes',
    ]);
    expect(mail.parsed.replyTo?.value).toEqual([
      { name: 'Eve Bcc: victim@example.com X-Injected: yes', address: 'ada@example.com' },
    ]);
    expect(mail.parsed.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.parsed.html).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(mail.parsed.html).not.toMatch(/<script|<b>bold/);
    expect(mail.parsed.text).toContain('<script>alert("x")</script>');

    // An address carrying a header is refused before anything is stored or sent.
    const refused = await postMessage(site, { email: 'ada@example.com\r\nBcc: victim@example.com' });
    expect(refused.status).toBe(400);
    expect(smtp.delivered.flatMap((each) => each.rcptTo)).not.toContain('victim@example.com');
  });

  test('a message sent while SMTP is down is kept across a restart and arrives exactly once when it is back', async () => {
    await smtp.stop();
    const started = Date.now();
    const sent = await postMessage(site, { message: `Sent during an outage ${Date.now()}` });
    // The visitor's answer does not wait for SMTP.
    expect(sent.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(3_000);
    await expect
      .poll(() => site.logs(), { timeout: 10_000 })
      .toMatch(new RegExp(`could not email support about message ${sent.id} \\(attempt 1`));
    expect(await outboxEntries(dataDir)).toEqual([sent.id]);

    await site.stop();
    smtp = await startSmtpServer({ port: SMTP_PORT });
    site = await startNextInstance('mail-restarted', mailSettings(dataDir, SMTP_PORT));
    await expect.poll(() => mailsAbout(smtp, sent.id!).length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => outboxEntries(dataDir)).toEqual([]);
    // The log line is written after the send; the instance's output reaches the test a moment later.
    await expect.poll(() => site.logs()).toContain(`support was emailed about message ${sent.id}.`);
    expect(mailsAbout(smtp, sent.id!)).toHaveLength(1);
  });
});

test.describe('two instances sharing one outbox queue in Redis', () => {
  test.describe.configure({ mode: 'serial' });
  const dataDir = '.data/contact-email/shared';
  let smtp: TestSmtpServer | undefined;
  let redis: RedisServer;
  let a: NextInstance;
  let b: NextInstance;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    rmSync(dataDir, { recursive: true, force: true });
    redis = await startRedisServer();
    // SMTP stays down until both instances hold failed sends, so both go after the same entries.
    a = await startNextInstance('A', mailSettings(dataDir, SHARED_SMTP_PORT, { REDIS_URL: redis.url }));
    b = await startNextInstance('B', mailSettings(dataDir, SHARED_SMTP_PORT, { REDIS_URL: redis.url }));
  });

  test.afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.stop();
    await redis?.stop();
  });

  test('each message is emailed exactly once, whichever instance received it', async () => {
    test.setTimeout(90_000);
    const sent = await Promise.all(
      [a, b, a, b, a, b].map((instance, index) => postMessage(instance, { message: `Shared outbox ${index}` })),
    );
    expect(sent.map((each) => each.status)).toEqual([201, 201, 201, 201, 201, 201]);
    await expect
      .poll(() => [a, b].every((instance) => instance.logs().includes('could not email support')), { timeout: 10_000 })
      .toBe(true);
    expect(a.logs()).toContain('wait in the Redis queue helpa:contact-outbox');
    // Retrying in Redis, none on disk.
    expect((await outboxEntries(dataDir, redis.url)).sort()).toEqual(sent.map(({ id }) => id!).sort());
    expect(await outboxEntries(dataDir)).toEqual([]);

    smtp = await startSmtpServer({ port: SHARED_SMTP_PORT });
    await expect.poll(() => outboxEntries(dataDir, redis.url), { timeout: 40_000 }).toEqual([]);
    for (const { id } of sent) expect(mailsAbout(smtp, id!), `message ${id}`).toHaveLength(1);
    expect(smtp.delivered).toHaveLength(6);
  });

  test('an instance stopped (SIGTERM) while it emails a message finishes sending it before it exits', async () => {
    test.setTimeout(60_000);
    // B gone, A's worker is the one left to take the message.
    await b.stop();
    smtp ??= await startSmtpServer({ port: SHARED_SMTP_PORT });
    const slow = smtp.hold((raw) => raw.includes('Stopped mid-send'));
    const sent = await postMessage(a, { message: 'Stopped mid-send' });
    await expect
      .poll(() => withRedisClient(redis.url, (client) => client.exists(`helpa:contact-outbox:${sent.id}:lock`)))
      .toBe(1);
    const stopping = a.stop();
    await expect.poll(() => a.logs()).toContain('SIGTERM: readiness is false');
    slow.release();
    await stopping;
    // Sent and marked done before the exit: not left for another worker to send again.
    expect(a.logs()).toContain(`support was emailed about message ${sent.id}.`);
    expect(await outboxEntries(dataDir, redis.url)).toEqual([]);
    expect(mailsAbout(smtp, sent.id!)).toHaveLength(1);
  });
});
