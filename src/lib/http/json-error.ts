/** The site's JSON error shape (the same as the bills API's): `{ error: { message, code } }`. */
export function jsonError(status: number, code: string, message: string, extra?: { fields?: Record<string, string>; headers?: HeadersInit }): Response {
  return Response.json(
    { error: { message, code, ...(extra?.fields ? { fields: extra.fields } : {}) } },
    { status, headers: { 'Cache-Control': 'no-store', ...extra?.headers } },
  );
}
