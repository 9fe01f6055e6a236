/** The same shape as the bills API's. */
export type ApiErrorBody = { error: { message: string; code: string; fields?: Record<string, string> } };

export function jsonError(
  status: number,
  code: string,
  message: string,
  extra?: { fields?: Record<string, string>; headers?: HeadersInit },
): Response {
  return Response.json(
    { error: { message, code, ...(extra?.fields ? { fields: extra.fields } : {}) } } satisfies ApiErrorBody,
    {
      status,
      headers: { 'Cache-Control': 'no-store', ...extra?.headers },
    },
  );
}
