import { jsonError } from '@/lib/http/json-error';
import { siteStylesheet } from '@/styles/stylesheet/site-stylesheet';

export const dynamicParams = false;

export function generateStaticParams() {
  return [{ file: siteStylesheet().file }];
}

/** The site's stylesheet (site-stylesheet.ts), under its content's hash: kept by browsers for a year. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const stylesheet = siteStylesheet();
  if (file !== stylesheet.file) return jsonError(404, 'not_found', 'No such stylesheet.');
  return new Response(stylesheet.css, {
    headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
