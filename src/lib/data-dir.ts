import path from 'node:path';

export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.CONTACT_DATA_DIR || path.join(process.cwd(), '.data');
}
