import { readdirSync } from 'node:fs';

// A value for each dynamic segment; a new one fails here until it is given a sample.
const SAMPLE_SEGMENTS: Record<string, string> = {
  '[...unknown]': 'no-such-address',
  '[...path]': 'UtilitiesBills',
  '[requestId]': '202601011200abcdefghijkl',
  '[page]': 'about',
  '[file]': 'no-such-image.png',
  '[slug]': 'electricity-in-abuja',
};

// Metadata files Next serves as route handlers, at their public address.
const METADATA_ROUTES: Record<string, string> = { 'robots.ts': '/robots.txt', 'sitemap.ts': '/sitemap.xml' };

function toAddress(file: string): string {
  const segments = file
    .split('/')
    .slice(0, -1)
    .filter((segment) => !/^\(.*\)$/.test(segment))
    .map((segment) => {
      if (!segment.startsWith('[')) return segment;
      const sample = SAMPLE_SEGMENTS[segment];
      if (!sample)
        throw new Error(
          `No sample value for the dynamic segment ${segment} (src/app/${file}): add one to SAMPLE_SEGMENTS.`,
        );
      return sample;
    });
  return `/${segments.join('/')}`;
}

/** The address of every route handler in src/app (read from the files, so a new one is covered at once). */
export function routeHandlerAddresses(): string[] {
  const files = readdirSync('src/app', { recursive: true, encoding: 'utf8' }).map((file) => file.split('\\').join('/'));
  const handlers = files.filter((file) => /(^|\/)route\.tsx?$/.test(file)).map(toAddress);
  const metadata = files.filter((file) => file in METADATA_ROUTES).map((file) => METADATA_ROUTES[file]!);
  return [...handlers, ...metadata].sort();
}
