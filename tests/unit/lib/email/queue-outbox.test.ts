import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import nodemailer from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Outbox } from '@/lib/email/outbox';
import { outboxFiles } from '@/lib/email/outbox-files';
import { createQueueOutbox } from '@/lib/email/queue-outbox';
import { metrics } from '@/lib/observability/metrics';
import { closeRedisClients, redisBreaker, redisClient } from '@/lib/redis/connection';
import {
  freePort,
  hasRedisServer,
  startRedisServer,
  withRedisClient,
  type RedisServer,
} from '../../../fixtures/redis-server';
import { startSmtpServer, type TestSmtpServer } from '../../../fixtures/smtp-server';

type Message = { id: string; text: string };

const LINES = {
  sent: (key: string) => `sent ${key}.`,
  notSent: (key: string, attempt: number, reason: string, wait: number) =>
    `could not send ${key} (attempt ${attempt}: ${reason}); trying again in ${wait} s.`,
  stalled: (reason: string, wait: number) => `stalled (${reason}); looking again in ${wait} s.`,
};

let dir: string;
let name: string;
let redis: RedisServer | undefined;
let smtp: TestSmtpServer | undefined;
const outboxes: Array<Outbox<Message>> = [];
let logged: string[];

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'queue-outbox-'));
  // A queue of its own per test: its keys in Redis, its metrics' label.
  name = `test-${randomUUID()}-outbox`;
  logged = [];
});
afterEach(async () => {
  await Promise.all(outboxes.splice(0).map((outbox) => outbox.stop()));
  await closeRedisClients();
  await smtp?.stop();
  await redis?.stop();
  smtp = undefined;
  redis = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** One instance's outbox on the test's Redis, sending to `smtpUrl`, its log lines in `logged`. */
function instance(smtpUrl: string, { pollMs = 200 }: { pollMs?: number } = {}): Outbox<Message> {
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 2_000 });
  const created = createQueueOutbox<Message>({
    name,
    redisUrl: redis!.url,
    breaker: redisBreaker(redisClient(redis!.url)),
    files: outboxFiles<Message>(dir),
    send: (message) =>
      transport.sendMail({
        from: 'website@helpa.test',
        to: 'ada@example.com',
        subject: `About ${message.id}`,
        text: message.text,
      }),
    lines: LINES,
    log: { info: (line) => void logged.push(line), error: (line) => void logged.push(line) },
    pollMs,
  });
  outboxes.push(created);
  return created;
}

function message(text = 'Hello'): Message {
  return { id: randomUUID(), text };
}

/** What this process's metrics hold for the test's outbox. */
async function measured(metric: 'outboxSent' | 'outboxSendFailures' | 'outboxWaiting'): Promise<number> {
  const { values } = await metrics()[metric].get();
  return values.find((value) => value.labels.outbox === name)?.value ?? 0;
}

/** The emails the queue still holds (waiting, delayed, being sent, failed for good). */
async function backlog(): Promise<number> {
  const queue = new Queue(name, { connection: { port: redis!.port }, prefix: 'helpa' });
  try {
    const counts = await queue.getJobCounts('waiting', 'delayed', 'active', 'prioritized', 'failed');
    return Object.values(counts).reduce((sum, count) => sum + count, 0);
  } finally {
    await queue.close();
  }
}

const pendingFiles = () => outboxFiles<Message>(dir).pendingKeys();

describe.skipIf(!hasRedisServer())('the outbox on a BullMQ queue, against a real redis-server and SMTP server', () => {
  beforeEach(async () => {
    redis = await startRedisServer();
  });

  it('sends an email once, counts it, and leaves nothing queued', async () => {
    smtp = await startSmtpServer();
    const sent = message();
    await instance(smtp.url).enqueue(sent.id, sent);
    await vi.waitFor(() => expect(smtp?.delivered).toHaveLength(1), { timeout: 5_000 });
    expect(smtp.delivered[0]?.parsed.subject).toBe(`About ${sent.id}`);
    await vi.waitFor(async () => expect(await measured('outboxSent')).toBe(1));
    expect(logged).toContain(`sent ${sent.id}.`);
    expect(await backlog()).toBe(0);
    expect(await pendingFiles()).toEqual([]);
  });

  it('sends a key enqueued by two instances once, and refuses a key enqueued once again after it was sent', async () => {
    smtp = await startSmtpServer();
    const [a, b] = [instance(smtp.url), instance(smtp.url)];
    const twice = message('Enqueued by both');
    await Promise.all([a.enqueue(twice.id, twice), b.enqueue(twice.id, twice)]);
    const receipt = message('Your receipt');
    const first = await Promise.all([a.enqueueOnce('payment-1', receipt), b.enqueueOnce('payment-1', receipt)]);
    expect(first.filter(Boolean)).toHaveLength(1);
    await vi.waitFor(() => expect(smtp?.delivered).toHaveLength(2), { timeout: 5_000 });
    await vi.waitFor(async () => expect(await backlog()).toBe(0));
    expect(await a.enqueueOnce('payment-1', receipt)).toBe(false);
    expect(await b.enqueueOnce('payment-2', receipt)).toBe(true);
    await vi.waitFor(() => expect(smtp?.delivered).toHaveLength(3), { timeout: 5_000 });
    expect(smtp.delivered.map((mail) => mail.parsed.text?.trim()).sort()).toEqual([
      'Enqueued by both',
      'Your receipt',
      'Your receipt',
    ]);
    // The once-mark lives in Redis for the once-window (90 days).
    const ttl = await withRedisClient(redis!.url, (client) => client.pTTL(`helpa:${name}-once:payment-1`));
    expect(ttl).toBeGreaterThan(89 * 86_400_000);
  });

  it('retries a send the SMTP server failed, after the backoff (2 s), and sends it once it is back', async () => {
    const port = await freePort();
    const sent = message();
    const enqueuedAt = Date.now();
    await instance(`smtp://127.0.0.1:${port}`).enqueue(sent.id, sent);
    await vi.waitFor(
      () =>
        expect(logged.join('\n')).toMatch(
          new RegExp(`could not send ${sent.id} \\(attempt 1: .*\\); trying again in 2 s`),
        ),
      { timeout: 5_000 },
    );
    smtp = await startSmtpServer({ port });
    await vi.waitFor(() => expect(smtp?.delivered).toHaveLength(1), { timeout: 8_000 });
    // Not sooner than the backoff after the failed attempt.
    expect(Date.now() - enqueuedAt).toBeGreaterThanOrEqual(2_000);
    await vi.waitFor(async () =>
      expect([await measured('outboxSendFailures'), await measured('outboxSent')]).toEqual([1, 1]),
    );
    expect(await backlog()).toBe(0);
  });

  it('counts what waits, and loses nothing across a worker that stops mid-send and a new one that starts', async () => {
    smtp = await startSmtpServer();
    const slow = smtp.hold();
    const first = instance(smtp.url);
    const [held, queued] = [message('Held by a slow server'), message('Queued behind it')];
    await first.enqueue(held.id, held);
    await first.enqueue(queued.id, queued);
    await vi.waitFor(async () => expect(await measured('outboxWaiting')).toBe(2), { timeout: 5_000 });
    // Stopping waits for the email being sent, and takes no other.
    const stopping = first.stop();
    slow.release();
    await stopping;
    expect(smtp.delivered.map((mail) => mail.parsed.text?.trim())).toEqual(['Held by a slow server']);
    expect(await backlog()).toBe(1);
    // The next worker (a restarted instance) sends what was left.
    instance(smtp.url).wake();
    await vi.waitFor(() => expect(smtp?.delivered).toHaveLength(2), { timeout: 5_000 });
    expect(smtp.delivered.map((mail) => mail.parsed.text?.trim())).toEqual([
      'Held by a slow server',
      'Queued behind it',
    ]);
  });

  it('keeps on disk what is enqueued while Redis is killed, and queues and sends it once Redis is back', async () => {
    await redis!.stop();
    redis = await startRedisServer({ dataDir: path.join(dir, 'redis') });
    smtp = await startSmtpServer();
    // Its own poll far off: what moves the files once Redis is back is the look retried every second.
    const outbox = instance(smtp.url, { pollMs: 60_000 });
    const before = message('Queued before the crash');
    const slow = smtp.hold();
    await outbox.enqueue(before.id, before);
    await vi.waitFor(async () => expect(await measured('outboxWaiting')).toBe(1), { timeout: 5_000 });
    await redis.crash();

    const during = message('Sent while Redis is down');
    const started = Date.now();
    await outbox.enqueue(during.id, during);
    expect(await outbox.enqueueOnce('payment-9', message('A receipt while Redis is down'))).toBe(true);
    // The visitor's answer does not wait on Redis.
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await pendingFiles()).sort()).toEqual([during.id, 'payment-9'].sort());
    expect(logged.join('\n')).toMatch(/stalled \(.*\); looking again in 1 s\./);

    redis = await startRedisServer({ port: redis.port, dataDir: redis.dataDir });
    slow.release();
    await vi.waitFor(async () => expect(await pendingFiles()).toEqual([]), { timeout: 10_000 });
    await vi.waitFor(() => expect(smtp?.delivered).toHaveLength(3), { timeout: 15_000 });
    await vi.waitFor(async () => expect(await backlog()).toBe(0), { timeout: 5_000 });
    expect(smtp.delivered.map((mail) => mail.parsed.text?.trim()).sort()).toEqual([
      'A receipt while Redis is down',
      'Queued before the crash',
      'Sent while Redis is down',
    ]);
    // Enqueued once, even though its mark was set only when Redis came back.
    expect(await outbox.enqueueOnce('payment-9', message())).toBe(false);
  });
});
