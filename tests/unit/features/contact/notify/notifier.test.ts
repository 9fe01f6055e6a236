import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotifier, type Notifier } from '@/features/contact/notify/notifier';
import { fileClaims } from '@/features/contact/notify/outbox-claims';
import { outboxFiles } from '@/features/contact/notify/outbox-files';
import { freePort } from '../../../../fixtures/redis-server';
import { startSmtpServer, type TestSmtpServer } from '../../../../fixtures/smtp-server';

const quiet = { info: () => {}, error: () => {} };
let dir: string;
let smtp: TestSmtpServer | undefined;
const notifiers: Notifier[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'notifier-'));
});
afterEach(async () => {
  await Promise.all(notifiers.splice(0).map((notifier) => notifier.stop()));
  await smtp?.stop();
  smtp = undefined;
  rmSync(dir, { recursive: true, force: true });
});

function notifier(url: string, log: Pick<Console, 'info' | 'error'> = quiet): Notifier {
  const files = outboxFiles(dir);
  const transport = nodemailer.createTransport({ url, connectionTimeout: 2_000 });
  const created = createNotifier({ files, claims: fileClaims(files), transport, to: 'support@helpa.test', from: 'website@helpa.test', log, pollMs: 200 });
  notifiers.push(created);
  return created;
}

function message(text = 'Hello') {
  return { id: randomUUID(), receivedAt: new Date().toISOString(), name: 'Ada Obi', email: 'ada@example.com', phone: '', message: text };
}

describe('the notifier', () => {
  it('emails support once and empties the outbox', async () => {
    smtp = await startSmtpServer();
    const sent = message();
    await notifier(smtp.url).enqueue(sent);
    // A real SMTP delivery.
    await vi.waitFor(() => expect(smtp?.delivered).toHaveLength(1), { timeout: 5_000 });
    expect(smtp.delivered[0]?.rcptTo).toEqual(['support@helpa.test']);
    expect(smtp.delivered[0]?.parsed.subject).toBe('Contact message from Ada Obi');
    await vi.waitFor(async () => expect(await outboxFiles(dir).pendingIds()).toEqual([]));
  });

  it('keeps a message whose send failed, and sends it once the SMTP server is back', async () => {
    const port = await freePort();
    const errors: string[] = [];
    const sent = message();
    await notifier(`smtp://127.0.0.1:${port}`, { info: () => {}, error: (line: string) => void errors.push(line) }).enqueue(sent);
    // A failed SMTP connection.
    await vi.waitFor(() => expect(errors.join('\n')).toMatch(new RegExp(`message ${sent.id} \\(attempt 1: .*\\); trying again in 2 s`)), { timeout: 5_000 });
    const kept = await outboxFiles(dir).readEntry(outboxFiles(dir).entryPath(sent.id));
    expect(kept).toMatchObject({ message: sent, attempts: 1 });
    smtp = await startSmtpServer({ port });
    // The retry 2 s after the failure, then the delivery.
    await vi.waitFor(() => expect(smtp?.delivered).toHaveLength(1), { timeout: 8_000 });
    await vi.waitFor(async () => expect(await outboxFiles(dir).pendingIds()).toEqual([]));
    expect(smtp.delivered).toHaveLength(1);
  });

  it('sends each message of an outbox shared by two notifiers exactly once', async () => {
    smtp = await startSmtpServer();
    const messages = Array.from({ length: 12 }, (_, index) => message(`Message ${index}`));
    const files = outboxFiles(dir);
    for (const each of messages) await files.writeEntry({ message: each, attempts: 0, nextAttemptAt: Date.now() });
    const [a, b] = [notifier(smtp.url), notifier(smtp.url)];
    a.wake();
    b.wake();
    // Twelve real SMTP deliveries.
    await vi.waitFor(async () => expect(await files.pendingIds()).toEqual([]), { timeout: 10_000 });
    await Promise.all([a.stop(), b.stop()]);
    const texts = smtp.delivered.map((mail) => mail.parsed.text?.match(/Message \d+/)?.[0]).sort();
    expect(texts).toEqual(messages.map((each) => each.message).sort());
  });
});
