import { randomUUID } from 'node:crypto';
import { link, mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

export type OutboxEntry<Message> = {
  message: Message;
  attempts: number;
  nextAttemptAt: number;
  /** A Redis outbox's token for the key's once-mark, kept while Redis did not answer an enqueueOnce. */
  once?: string;
};

const ENTRY_FILE = /^([A-Za-z0-9_-]{1,120})\.json$/;

/** Runs `step`; a file that is no longer there (another instance got to it first) gives `fallback`. */
export async function unlessMissing<T>(step: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') return fallback;
    throw error;
  }
}

/** On disk (fsynced) when this resolves; `flags`: 'a' appends, 'wx' creates. */
export async function writeSynced(file: string, text: string, flags: 'a' | 'wx'): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const handle = await open(file, flags);
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes `text` to `file` whole or not at all; `exclusive`: only if `file` is not there yet. */
export async function writeDurably(
  file: string,
  text: string,
  { exclusive = false }: { exclusive?: boolean } = {},
): Promise<boolean> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
  await writeSynced(temporary, text, 'wx');
  if (!exclusive) {
    await rename(temporary, file);
    return true;
  }
  // A hard link fails if the name is taken: of two instances writing the same file, exactly one succeeds.
  try {
    await link(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(temporary);
  }
}

export async function removeFilesOlderThan(dir: string, ageMs: number, now: number): Promise<void> {
  for (const name of await unlessMissing(() => readdir(dir), [] as string[])) {
    const file = path.join(dir, name);
    const written = await unlessMissing(async () => (await stat(file)).mtimeMs, now);
    if (now - written > ageMs) await unlessMissing(() => unlink(file), undefined);
  }
}

/** One `<key>.json` per pending email in `dir`. */
export function outboxFiles<Message>(dir: string) {
  const entryPath = (key: string) => path.join(dir, `${key}.json`);

  return {
    dir,
    entryPath,
    writeEntry: async (key: string, entry: OutboxEntry<Message>): Promise<void> =>
      void (await writeDurably(entryPath(key), JSON.stringify(entry))),
    readEntry: (file: string) =>
      unlessMissing(async () => JSON.parse(await readFile(file, 'utf8')) as OutboxEntry<Message>, null),
    async pendingKeys(): Promise<string[]> {
      const names = await unlessMissing(() => readdir(dir), [] as string[]);
      return names.flatMap((name) => ENTRY_FILE.exec(name)?.[1] ?? []);
    },
    remove: (file: string) => unlessMissing(() => unlink(file), undefined),
  };
}

export type OutboxFiles<Message> = ReturnType<typeof outboxFiles<Message>>;
