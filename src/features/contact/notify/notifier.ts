import type { StoredContactMessage } from '../message-store';
import type { OutboxClaims } from './outbox-claims';
import type { OutboxEntry, OutboxFiles } from './outbox-files';
import { retryDelayMs } from './retry-delay';
import { supportEmail, type SupportEmail } from './support-email';

/** What sends an email: nodemailer's transport in the server, anything with its `sendMail` in tests. */
export type MailTransport = { sendMail(mail: SupportEmail): Promise<unknown> };

export type NotifierOptions = {
  files: OutboxFiles;
  claims: OutboxClaims;
  transport: MailTransport;
  to: string;
  from: string;
  /** Longest wait between two looks at the outbox, for entries other instances put back (default 30 s). */
  pollMs?: number;
  log?: Pick<Console, 'info' | 'error'>;
};

export type Notifier = {
  /** Puts a stored message in the outbox (on disk before it resolves) and starts sending it. */
  enqueue(message: StoredContactMessage): Promise<void>;
  /** Sends whatever is due now, then looks again when the next entry is due. */
  wake(): void;
  /** Waits for the look at the outbox under way, and stops looking again (tests, shutdown). */
  stop(): Promise<void>;
};

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Sends the outbox: each entry due is claimed (so one instance sends it), emailed to support, and then removed; a failed send goes back with a later time (retryDelayMs) and is tried again then. */
export function createNotifier({ files, claims, transport, to, from, pollMs = 30_000, log = console }: NotifierOptions): Notifier {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function send(id: string): Promise<number | null> {
    const claimed = await claims.claim(id);
    if (!claimed) return null;
    const { entry } = claimed;
    if (entry.nextAttemptAt > Date.now()) {
      await claimed.putBack(entry);
      return entry.nextAttemptAt;
    }
    try {
      await transport.sendMail(supportEmail(entry.message, { to, from }));
    } catch (error) {
      const attempts = entry.attempts + 1;
      const wait = retryDelayMs(attempts);
      const next: OutboxEntry = { ...entry, attempts, nextAttemptAt: Date.now() + wait };
      await claimed.putBack(next);
      log.error(`[contact] could not email support about message ${entry.message.id} (attempt ${attempts}: ${reasonOf(error)}); trying again in ${Math.round(wait / 1000)} s.`);
      return next.nextAttemptAt;
    }
    await claimed.done();
    log.info(`[contact] support was emailed about message ${entry.message.id}.`);
    return null;
  }

  async function lookOnce(): Promise<number> {
    let nextLook = Date.now() + pollMs;
    try {
      await claims.recoverStale(Date.now());
      for (const id of await files.pendingIds()) {
        if (stopped) break;
        const entry = await files.readEntry(files.entryPath(id));
        const due = entry && entry.nextAttemptAt <= Date.now() ? await send(id) : entry?.nextAttemptAt;
        if (due) nextLook = Math.min(nextLook, due);
      }
    } catch (error) {
      // The outbox's disk or the claims' Redis: the entries stay where they are until the next look.
      log.error(`[contact] the outbox could not be sent just now (${reasonOf(error)}); looking again in ${Math.round(pollMs / 1000)} s.`);
    }
    return nextLook;
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = (async () => {
      let nextLook: number;
      do {
        again = false;
        nextLook = await lookOnce();
      } while (again && !stopped);
      running = null;
      if (stopped) return;
      timer = setTimeout(wake, Math.max(0, nextLook - Date.now()));
      timer.unref();
    })();
  }

  return {
    async enqueue(message) {
      await files.writeEntry({ message, attempts: 0, nextAttemptAt: Date.now() });
      wake();
    },
    wake,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
