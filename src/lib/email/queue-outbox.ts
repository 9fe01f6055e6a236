import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Job, type JobsOptions, type JobType, Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { type Breaker, REDIS_RETRY_INTERVAL_MS } from '@/lib/redis/breaker';
import { type Outbox, type SendingOptions } from './outbox';
import { lookLoop } from './look-loop';
import { retryDelayMs } from './retry-delay';
import { log as processLog, reasonOf } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';

const PREFIX = 'helpa';
/** The jobs that are an email not sent yet. */
const BACKLOG: JobType[] = ['waiting', 'delayed', 'active', 'prioritized', 'failed'];

const JOB_OPTIONS: JobsOptions = {
  // About a month at the longest wait (5 minutes), then left failed for an operator.
  attempts: 10_000,
  backoff: { type: 'custom' },
  // A day: the same key added again meanwhile (an add that timed out, then drained from the files) is the same job.
  removeOnComplete: { age: 86_400 },
  removeOnFail: false,
};

export type QueueOutboxOptions<Message> = SendingOptions<Message> & {
  name: string;
  redisUrl: string;
  breaker: Breaker;
};

function connect(url: string, blocking: boolean): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: blocking,
    maxRetriesPerRequest: blocking ? null : 1,
    retryStrategy: (times) => Math.min(100 * 2 ** times, 1_000),
  });
  // Outages are logged by the shared connection and the outbox's own lines.
  redis.on('error', () => {});
  return redis;
}

/** A job is named by its key, so two adds of one key are one job; while Redis does not answer, emails wait in `files`. */
export function createQueueOutbox<Message>({
  name,
  redisUrl,
  breaker,
  files,
  send,
  lines,
  pollMs = 30_000,
  onceForMs = 90 * 86_400_000,
  log = processLog,
}: QueueOutboxOptions<Message>): Outbox<Message> {
  const producer = connect(redisUrl, false);
  const queue = new Queue<Job<Message, void, 'email'>>(name, { connection: producer, prefix: PREFIX });
  queue.on('error', () => {});
  let worker: { jobs: Worker<Message>; connection: Redis } | null = null;
  let stalled = false;

  const onceKey = (key: string) => `${PREFIX}:${name}-once:${key}`;

  /** True when `token` holds `key`'s once-mark (set now, or by an earlier try of the same entry). */
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
      // A send gives up long before (SMTP timeouts in smtp.ts); a worker that died mid-send frees the job after this.
      lockDuration: 60_000,
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
        await files.writeEntry(key, { message, attempts: 0, nextAttemptAt: Date.now() });
        sayStalled(error);
      }
      wake();
    },
    async enqueueOnce(key, message) {
      const token = randomUUID();
      try {
        if (!(await markOnce(key, token))) return false;
        await add(key, message, Date.now());
      } catch (error) {
        // The once-mark is asked again when the entry is moved into the queue.
        await files.writeEntry(key, { message, attempts: 0, nextAttemptAt: Date.now(), once: token });
        sayStalled(error);
      }
      wake();
      return true;
    },
    wake,
    async stop() {
      await loop.stop();
      // Waits for the job being sent: an email is never cut mid-send.
      await worker?.jobs.close();
      await queue.close();
      worker?.connection.disconnect();
      producer.disconnect();
    },
  };
}
