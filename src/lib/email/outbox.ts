import path from 'node:path';
import type { OutboxClaims } from './outbox-claims';
import { type OutboxEntry, type OutboxFiles, removeFilesOlderThan, writeDurably } from './outbox-files';
import { lookLoop } from './look-loop';
import { retryDelayMs } from './retry-delay';
import { log as processLog, reasonOf } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';

export type OutboxLines = {
  sent(key: string): string;
  notSent(key: string, attempt: number, reason: string, waitSeconds: number): string;
  stalled(reason: string, waitSeconds: number): string;
};

export type SendingOptions<Message> = {
  /** Where emails wait (without Redis), or wait while Redis does not answer. */
  files: OutboxFiles<Message>;
  /** A throw is a failed send, retried later (retryDelayMs). */
  send: (message: Message) => Promise<unknown>;
  lines: OutboxLines;
  pollMs?: number;
  onceForMs?: number;
  log?: { info(message: string): void; error(message: string): void };
};

export type Outbox<Message> = {
  /** Stored durably before it resolves. */
  enqueue(key: string, message: Message): Promise<void>;
  /** False, enqueuing nothing, when any instance sharing the outbox enqueued `key` before. */
  enqueueOnce(key: string, message: Message): Promise<boolean>;
  wake(): void;
  stop(): Promise<void>;
};

const DAY_MS = 86_400_000;

/** Each due entry is claimed (so one instance sends it), sent, then removed; a failed send goes back with a later time. */
export function createOutbox<Message>({
  files,
  claims,
  send: deliver,
  lines,
  pollMs = 30_000,
  onceForMs = 90 * DAY_MS,
  log = processLog,
}: SendingOptions<Message> & { claims: OutboxClaims<Message> }): Outbox<Message> {
  const onceDir = path.join(files.dir, 'once');
  let prunedAt = 0;
  /** When this process first saw each pending key: the backlog's oldest age. */
  const firstSeen = new Map<string, number>();
  const outboxName = path.basename(files.dir);

  function observeBacklog(keys: string[], now: number): void {
    const pending = new Set(keys);
    for (const key of firstSeen.keys()) if (!pending.has(key)) firstSeen.delete(key);
    for (const key of keys) if (!firstSeen.has(key)) firstSeen.set(key, now);
    const { outboxWaiting, outboxOldestSeconds } = metrics();
    outboxWaiting.set({ outbox: outboxName }, keys.length);
    outboxOldestSeconds.set({ outbox: outboxName }, keys.length ? (now - Math.min(...firstSeen.values())) / 1000 : 0);
  }

  async function send(key: string): Promise<number | null> {
    const claimed = await claims.claim(key);
    if (!claimed) return null;
    const { entry } = claimed;
    if (entry.nextAttemptAt > Date.now()) {
      await claimed.putBack(entry);
      return entry.nextAttemptAt;
    }
    try {
      await deliver(entry.message);
    } catch (error) {
      const attempts = entry.attempts + 1;
      const wait = retryDelayMs(attempts);
      const next: OutboxEntry<Message> = { ...entry, attempts, nextAttemptAt: Date.now() + wait };
      await claimed.putBack(next);
      metrics().outboxSendFailures.inc({ outbox: outboxName });
      log.error(lines.notSent(key, attempts, reasonOf(error), Math.round(wait / 1000)));
      return next.nextAttemptAt;
    }
    await claimed.done();
    metrics().outboxSent.inc({ outbox: outboxName });
    log.info(lines.sent(key));
    return null;
  }

  const loop = lookLoop(async () => {
    let nextLook = Date.now() + pollMs;
    try {
      await claims.recoverStale(Date.now());
      const keys = await files.pendingKeys();
      observeBacklog(keys, Date.now());
      for (const key of keys) {
        if (loop.stopped) break;
        const entry = await files.readEntry(files.entryPath(key));
        const due = entry && entry.nextAttemptAt <= Date.now() ? await send(key) : entry?.nextAttemptAt;
        if (due) nextLook = Math.min(nextLook, due);
      }
      if (Date.now() - prunedAt >= DAY_MS) {
        prunedAt = Date.now();
        await removeFilesOlderThan(onceDir, onceForMs, prunedAt);
      }
    } catch (error) {
      log.error(lines.stalled(reasonOf(error), Math.round(pollMs / 1000)));
    }
    return nextLook;
  });

  async function enqueue(key: string, message: Message): Promise<void> {
    await files.writeEntry(key, { message, attempts: 0, nextAttemptAt: Date.now() });
    loop.wake();
  }

  return {
    enqueue,
    async enqueueOnce(key, message) {
      // The key first, atomically: of two instances, one goes on. (A crash between the two writes loses that email.)
      if (!(await writeDurably(path.join(onceDir, key), '', { exclusive: true }))) return false;
      await enqueue(key, message);
      return true;
    },
    wake: loop.wake,
    stop: loop.stop,
  };
}
