import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { seedDir } from '@/lib/content/seed-dataset';
import { jsonError } from '@/lib/http/json-error';
import { IMAGE_CONTENT_SECURITY_POLICY } from '@/lib/security/content-security-policy';

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

function seedImages(): string[] {
  return readdirSync(path.join(seedDir(), 'images')).filter((file) => path.extname(file) in TYPES);
}

export const dynamicParams = false;

export function generateStaticParams() {
  return seedImages().map((file) => ({ file }));
}

/** Serves the seed dataset's images in embedded mode (the Content Lake serves them otherwise). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (!seedImages().includes(file)) {
    return jsonError(404, 'not_found', 'No such image.');
  }
  return new Response(readFileSync(path.join(seedDir(), 'images', file)), {
    headers: {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
      'Content-Security-Policy': IMAGE_CONTENT_SECURITY_POLICY,
    },
  });
}
