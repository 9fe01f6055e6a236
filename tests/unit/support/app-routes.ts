import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const METADATA_FILES: Record<string, string> = {
  'icon.svg': 'icon.svg',
  'robots.ts': 'robots.txt',
  'sitemap.ts': 'sitemap.xml',
};

/** The first segment of every route of src/app (route groups opened), and whether a page or route answers at that one segment. */
export function appFirstSegments(): Array<{ segment: string; answersAlone: boolean }> {
  const inFolder = (folder: string): Array<{ segment: string; answersAlone: boolean }> =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      if (entry.isDirectory() && entry.name.startsWith('(')) return inFolder(path.join(folder, entry.name));
      if (entry.isDirectory() && !entry.name.startsWith('[')) {
        const answersAlone = ['page.tsx', 'route.ts', 'route.tsx'].some((file) =>
          existsSync(path.join(folder, entry.name, file)),
        );
        return [{ segment: entry.name, answersAlone }];
      }
      const metadata = METADATA_FILES[entry.name];
      return metadata ? [{ segment: metadata, answersAlone: true }] : [];
    });
  return inFolder('src/app');
}
