import { jsonError } from '@/lib/http/json-error';

/** Any other address under /api, with any method: a 404 JSON error, never a page or a 500. */
function notFound(): Response {
  return jsonError(404, 'not_found', 'There is no such API address.');
}

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
