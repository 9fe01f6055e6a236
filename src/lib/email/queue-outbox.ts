import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Job, type JobsOptions, type JobType, Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { type Breaker, REDIS_RETRY_INTERVAL_MS } from '@/lib/redis/breaker';
import { type Outbox, reasonOf, type SendingOptions } from './outbox';
import type { OutboxEntry } from './outbox-files';
import { lookLoop } from './look-loop';
import { retryDelayMs } from './retry-delay';
import { log as processLog } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';

/** Every outbox queue's keys start `helpa:<queue>:` (BullMQ's prefix). */
const PREFIX = 'helpa';
/** Retries at the longest wait (5 minutes) for about a month before a job is left failed, kept for an operator. */
const ATTEMPTS = 10_000;
/** A sent job is kept a day: the same key added again meanwhile (an add that timed out, then drained from the files) is the same job. */
const KEEP_SENT_SECONDS = 86_400;
/**
 * How long a worker's hold on a job lasts without renewal (renewed every half). A send gives up long
 * before (SMTP timeouts in smtp.ts); a worker that died mid-send, or lost Redis for longer, lets
 * another take the job after this.
 */
export const LOCK_MS = 60_000;
/** The jobs that are an email not sent yet: what the backlog gauges count. */
const BACKLOG: JobType[] = ['waiting', 'delayed', 'active', 'prioritized', 'failed'];
const DAY_MS = 86_400_000;

const JOB_OPTIONS: JobsOptions = {
  attempts: ATTEMPTS,
  backoff: { type: 'custom' },
  removeOnComplete: { age: KEEP_SENT_SECONDS },
  removeOnFail: false,
};

export type QueueOutboxOptions<Message> = SendingOptions<Message> & {
  /** The queue's name (`contact-outbox`): its keys in Redis, its metrics' label. */
  name: string;
  redisUrl: string;
  /** Bounds every enqueue: a Redis that does not answer sends the email to `files` instead, moved into the queue once it answers. */
  breaker: Breaker;
};

/** A connection that fails at once while Redis is unreachable (the breaker bounds the rest), reconnecting within a second. */
function connect(url: string, blocking: boolean): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: blocking,
    maxRetriesPerRequest: blocking ? null : 1,
    retryStrategy: (times) => Math.min(100 * 2 ** times, 1_000),
  });
  // Its outages are logged by the shared connection (src/lib/redis/connection.ts) and by the outbox's own lines.
  redis.on('error', () => {});
  return redis;
}

/**
 * An outbox on a BullMQ queue in Redis, shared by every instance: an email is a job named by its key
 * (so two adds of one key are one job), sent by whichever instance's worker takes it, retried with
 * retryDelayMs's backoff. While Redis does not answer, an email is written to `files` (on disk before
 * the enqueue resolves) and moved into the queue once Redis answers again.
 */
export function createQueueOutbox<Message>({
  name,
  redisUrl,
  breaker,
  files,
  send,
  lines,
  pollMs = 30_000,
  onceForMs = 90 * DAY_MS,
  log = processLog,
}: QueueOutboxOptions<Message>): Outbox<Message> {
  const producer = connect(redisUrl, false);
  const queue = new Queue<Job<Message, void, 'email'>>(name, { connection: producer, prefix: PREFIX });
  queue.on('error', () => {});
  let worker: { jobs: Worker<Message>; connection: Redis } | null = null;
  /** Whether Redis was found not answering since the last good look: said once per outage. */
  let stalled = false;

  const onceKey = (key: string) => `${PREFIX}:${name}-once:${key}`;

  /** Marks `key` enqueued with `token`: true when this token holds the mark (set now, or by an earlier try of the same entry). */
  async function markOnce(key: string, token: string): Promise<boolean> {
    // A key the file outbox (no Redis) enqueued before keeps its mark on disk.
    if (existsSync(path.join(files.dir, 'once', key))) return false;
    if ((await breaker.run(() => producer.set(onceKey(key), token, 'PX', onceForMs, 'NX'))) === 'OK') return true;
    return (await breaker.run(() => producer.get(onceKey(key)))) === token;
  }

  const add = (key: string, message: Message, queuedAt: number) =>
    breaker.run(() => queue.add('email', message, { ...JOB_OPTIONS, jobId: key, timestamp: queuedAt }));

  function sayStalled(error: unknown): void {
    if (stalled) return;
    stalled = true;
    log.error(lines.stalled(reasonOf(error), Math.round(REDIS_RETRY_INTERVAL_MS / 1000)));
  }

  async function keepOnDisk(key: string, entry: OutboxEntry<Message>, error: unknown): Promise<void> {
    await files.writeEntry(key, entry);
    sayStalled(error);
  }

  /** Moves the emails kept on disk into the queue (any instance may: an entry added twice is one job). */
  async function drainFiles(): Promise<void> {
    for (const key of await files.pendingKeys()) {
      const entry = await files.readEntry(files.entryPath(key));
      if (!entry) continue;
      if (entry.once === undefined || (await markOnce(key, entry.once)))
        await add(key, entry.message, entry.nextAttemptAt);
      await files.remove(files.entryPath(key));
    }
  }

  async function observeBacklog(): Promise<void> {
    const counts = await breaker.run(() => queue.getJobCounts(...BACKLOG));
    const jobs = await breaker.run(() => queue.getJobs(BACKLOG, 0, 99));
    const kept = await Promise.all((await files.pendingKeys()).map((key) => files.readEntry(files.entryPath(key))));
    const since = [...jobs.map((job) => job?.timestamp), ...kept.map((entry) => entry?.nextAttemptAt)].filter(
      (at): at is number => typeof at === 'number',
    );
    const waiting = Object.values(counts).reduce((sum, count) => sum + count, 0) + kept.filter(Boolean).length;
    const { outboxWaiting, outboxOldestSeconds } = metrics();
    outboxWaiting.set({ outbox: name }, waiting);
    outboxOldestSeconds.set({ outbox: name }, since.length ? Math.max(0, (Date.now() - Math.min(...since)) / 1000) : 0);
  }

  function startWorker(): { jobs: Worker<Message>; connection: Redis } {
    const connection = connect(redisUrl, true);
    const started = new Worker<Message>(name, async (job) => void (await send(job.data)), {
      connection,
      prefix: PREFIX,
      concurrency: 1,
      lockDuration: LOCK_MS,
      settings: { backoffStrategy: (attemptsMade: number) => retryDelayMs(attemptsMade) },
    });
    started.on('completed', (job) => {
      metrics().outboxSent.inc({ outbox: name });
      log.info(lines.sent(job.id ?? ''));
    });
    started.on('failed', (job, error) => {
      metrics().outboxSendFailures.inc({ outbox: name });
      const attempts = job?.attemptsMade ?? 0;
      log.error(lines.notSent(job?.id ?? '', attempts, reasonOf(error), Math.round(retryDelayMs(attempts) / 1000)));
    });
    started.on('error', sayStalled);
    return { jobs: started, connection };
  }

  const loop = lookLoop(async () => {
    try {
      await drainFiles();
      await observeBacklog();
      stalled = false;
    } catch (error) {
      // Redis does not answer: the files wait where they are, and the next look comes as soon as Redis may answer again.
      sayStalled(error);
      return Date.now() + REDIS_RETRY_INTERVAL_MS;
    }
    return Date.now() + pollMs;
  });

  function wake(): void {
    if (loop.stopped) return;
    worker ??= startWorker();
    loop.wake();
  }

  return {
    async enqueue(key, message) {
      try {
        await add(key, message, Date.now());
      } catch (error) {
        await keepOnDisk(key, { message, attempts: 0, nextAttemptAt: Date.now() }, error);
      }
      wake();
    },
    async enqueueOnce(key, message) {
      const token = randomUUID();
      try {
        if (!(await markOnce(key, token))) return false;
        await add(key, message, Date.now());
      } catch (error) {
        // Whether the key was enqueued before is asked again when the entry is moved into the queue.
        await keepOnDisk(key, { message, attempts: 0, nextAttemptAt: Date.now(), once: token }, error);
      }
      wake();
      return true;
    },
    wake,
    async stop() {
      await loop.stop();
      // Takes no new job, and waits for the one being sent: an email is never cut mid-send.
      await worker?.jobs.close();
      await queue.close();
      worker?.connection.disconnect();
      producer.disconnect();
    },
  };
}
