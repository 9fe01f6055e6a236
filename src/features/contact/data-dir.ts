import path from 'node:path';

/** Where contact messages and their outbox live on disk (CONTACT_DATA_DIR, default .data), read at run time. */
export function contactDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.CONTACT_DATA_DIR || path.join(process.cwd(), '.data');
}
