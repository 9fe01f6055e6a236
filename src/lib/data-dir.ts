import path from 'node:path';

/** Where the server keeps what it must not lose (contact messages, the email outboxes, receipt addresses): CONTACT_DATA_DIR, default .data, read at run time. */
export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.CONTACT_DATA_DIR || path.join(process.cwd(), '.data');
}
