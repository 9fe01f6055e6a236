import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOutbox, type Outbox } from '@/lib/email/outbox';
import { fileClaims } from '@/lib/email/outbox-claims';
import { outboxFiles } from '@/lib/email/outbox-files';
import { metrics } from '@/lib/observability/metrics';
import { freePort } from '../../../fixtures/redis-server';
import { startSmtpServer, type TestSmtpServer } from '../../../fixtures/smtp-server';

const quiet = { info: () => {}, error: () => {} };
let dir: string;
let smtp: TestSmtpServer | undefined;
const outboxes: Array<Outbox<Message>> = [];

type Message = { id: string; text: string };

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
});
afterEach(async () => {
  await Promise.all(outboxes.splice(0).map((outbox) => outbox.stop()));
  await smtp?.stop();
  smtp = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const LINES = {
  sent: (key: string) => `sent ${key}.`,
  notSent: (key: string, attempt: number, reason: string, wait: number) =>
    `could not send ${key} (attempt ${attempt}: ${reason}); trying again in ${wait} s.`,
  stalled: (reason: string, wait: number) => `stalled (${reason}); looking again in ${wait} s.`,
};

function outbox(url: string, log: Pick<Console, 'info' | 'error'> = quiet): Outbox<Message> {
  const files = outboxFiles<Message>(dir);
  const transport = nodemailer.createTransport({ url, connectionTimeout: 2_000 });
  const created = createOutbox<Message>({
    files,
    claims: fileClaims(files),
    send: (message) =>
      transport.sendMail({
        from: 'website@helpa.test',
        to: 'ada@example.com',
        subject: `About ${message.id}`,
        text: message.text,
      }),
    lines: LINES,
    log,
    pollMs: 200,
  });
  outboxes.push(created);
  return created;
}

/** What this instance's metrics counted for this test's outbox (labelled by its directory's name). */
async function counted(counter: 'outboxSent' | 'outboxSendFailures'): Promise<number> {
  const { values } = await metrics()[counter].get();
  return values.find((value) => value.labels.outbox === path.basename(dir))?.value ?? 0;
}

function message(text = 'Hello'): Message {
  return { id: randomUUID(), text };
}

describe('the outbox', () => {
  it('sends an email once and empties the outbox', async () => {
    smtp = await startSmtpServer();
    const sent = message();
    await outbox(smtp.url).enqueue(sent.id, sent);
    // A real SMTP delivery.
    await vi.waitFor(() => expect(smtp?.delivered).toHaveLength(1), { timeout: 5_000 });
    expect(smtp.delivered[0]?.rcptTo).toEqual(['ada@example.com']);
    expect(smtp.delivered[0]?.parsed.subject).toBe(`About ${sent.id}`);
    await vi.waitFor(async () => expect(await outboxFiles(dir).pendingKeys()).toEqual([]));
  });

  it('keeps a message whose send failed, and sends it once the SMTP server is back', async () => {
    const port = await freePort();
    const errors: string[] = [];
    const sent = message();
    await outbox(`smtp://127.0.0.1:${port}`, {
      info: () => {},
      error: (line: string) => void errors.push(line),
    }).enqueue(sent.id, sent);
    // A failed SMTP connection.
    await vi.waitFor(
      () =>
        expect(errors.join('\n')).toMatch(
          new RegExp(`could not send ${sent.id} \\(attempt 1: .*\\); trying again in 2 s`),
        ),
      { timeout: 5_000 },
    );
    const kept = await outboxFiles<Message>(dir).readEntry(outboxFiles(dir).entryPath(sent.id));
    expect(kept).toMatchObject({ message: sent, attempts: 1 });
    smtp = await startSmtpServer({ port });
    // The retry 2 s after the failure, then the delivery.
    await vi.waitFor(() => expect(smtp?.delivered).toHaveLength(1), { timeout: 8_000 });
    await vi.waitFor(async () => expect(await outboxFiles(dir).pendingKeys()).toEqual([]));
    expect(smtp.delivered).toHaveLength(1);
    // Counted: one failed send, one sent (just after the sent entry is removed).
    await vi.waitFor(async () =>
      expect([await counted('outboxSendFailures'), await counted('outboxSent')]).toEqual([1, 1]),
    );
  });

  it('sends each message of an outbox shared by two instances exactly once', async () => {
    smtp = await startSmtpServer();
    const messages = Array.from({ length: 12 }, (_, index) => message(`Message ${index}`));
    const files = outboxFiles<Message>(dir);
    for (const each of messages)
      await files.writeEntry(each.id, { message: each, attempts: 0, nextAttemptAt: Date.now() });
    const [a, b] = [outbox(smtp.url), outbox(smtp.url)];
    a.wake();
    b.wake();
    // Twelve real SMTP deliveries.
    await vi.waitFor(async () => expect(await files.pendingKeys()).toEqual([]), { timeout: 10_000 });
    await Promise.all([a.stop(), b.stop()]);
    const texts = smtp.delivered.map((mail) => mail.parsed.text?.match(/Message \d+/)?.[0]).sort();
    expect(texts).toEqual(messages.map((each) => each.text).sort());
    // Both outboxes count into this process's one series: each email once.
    expect(await counted('outboxSent')).toBe(12);
  });

  it('enqueues a key once only, whichever instance asks, even after it was sent', async () => {
    smtp = await startSmtpServer();
    const [a, b] = [outbox(smtp.url), outbox(smtp.url)];
    const sent = message('Your receipt');
    const first = await Promise.all([a.enqueueOnce('payment-1', sent), b.enqueueOnce('payment-1', sent)]);
    expect(first.filter(Boolean)).toHaveLength(1);
    await vi.waitFor(() => expect(smtp?.delivered).toHaveLength(1), { timeout: 5_000 });
    await vi.waitFor(async () => expect(await outboxFiles(dir).pendingKeys()).toEqual([]));
    expect(await a.enqueueOnce('payment-1', sent)).toBe(false);
    expect(await b.enqueueOnce('payment-2', sent)).toBe(true);
    await vi.waitFor(() => expect(smtp?.delivered).toHaveLength(2), { timeout: 5_000 });
  });
});
