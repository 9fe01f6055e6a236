import { mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { StoredContactMessage } from '../message-store';

/** A notification still to send: the message itself, and how sending it has gone so far. */
export type OutboxEntry = { message: StoredContactMessage; attempts: number; nextAttemptAt: number };

const ENTRY_FILE = /^([0-9a-f-]{36})\.json$/;

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/** Runs `step`; a file that is no longer there (another instance got to it first) gives `fallback`. */
export async function unlessMissing<T>(step: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (isMissing(error)) return fallback;
    throw error;
  }
}

/**
 * The outbox's files: one `<message id>.json` per pending notification in `dir`, written whole or not
 * at all (a temporary file, flushed to disk, then renamed over), so a crash never leaves half an entry.
 */
export function outboxFiles(dir: string) {
  const entryPath = (id: string) => path.join(dir, `${id}.json`);

  async function writeEntry(entry: OutboxEntry): Promise<void> {
    await mkdir(dir, { recursive: true });
    const temporary = path.join(dir, `.${entry.message.id}.${randomUUID()}.tmp`);
    const handle = await open(temporary, 'wx');
    try {
      await handle.writeFile(JSON.stringify(entry));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, entryPath(entry.message.id));
  }

  return {
    dir,
    entryPath,
    writeEntry,
    /** The entry at `file`, or null when it is gone. */
    readEntry: (file: string) => unlessMissing(async () => JSON.parse(await readFile(file, 'utf8')) as OutboxEntry, null),
    /** The ids of the pending entries. */
    async pendingIds(): Promise<string[]> {
      const names = await unlessMissing(() => readdir(dir), [] as string[]);
      return names.flatMap((name) => ENTRY_FILE.exec(name)?.[1] ?? []);
    },
    remove: (file: string) => unlessMissing(() => unlink(file), undefined),
  };
}

export type OutboxFiles = ReturnType<typeof outboxFiles>;
