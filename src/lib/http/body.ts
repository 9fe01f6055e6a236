import * as v from 'valibot';
import { jsonError } from './json-error';

export const MAX_BODY_BYTES = 32 * 1024;

type Read<T> = { data: T } | { error: Response };

const tooLarge = () => jsonError(413, 'body_too_large', `The body must be at most ${MAX_BODY_BYTES} bytes.`);

/** Null once past `maxBytes`, cancelled there so a huge body is never held in memory. */
export async function readCappedText(stream: ReadableStream<Uint8Array>, maxBytes: number): Promise<string | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function readBodyText(request: Request): Promise<Read<string>> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return { error: tooLarge() };
  if (!request.body) return { data: '' };
  let text: string | null;
  try {
    text = await readCappedText(request.body, MAX_BODY_BYTES);
  } catch {
    return { error: jsonError(400, 'body_unreadable', 'The body could not be read.') };
  }
  return text === null ? { error: tooLarge() } : { data: text };
}

function describeIssue(issue: v.BaseIssue<unknown>): string {
  const field = v.getDotPath(issue);
  return field ? `${field}: ${issue.message}` : issue.message;
}

type Schema<T> = v.GenericSchema<unknown, T>;

export function validate<T>(input: unknown, schema: Schema<T>): Read<T> {
  const parsed = v.safeParse(schema, input);
  if (!parsed.success) return { error: jsonError(400, 'invalid_body', parsed.issues.map(describeIssue).join('; ')) };
  return { data: parsed.output };
}

/** Any problem is a 4xx answer naming it, never a 500. */
export async function readJsonBody<T>(request: Request, schema: Schema<T>): Promise<Read<T>> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('application/json'))
    return { error: jsonError(415, 'unsupported_media_type', 'Send the body as application/json.') };
  const text = await readBodyText(request);
  if ('error' in text) return text;
  let json: unknown;
  try {
    json = JSON.parse(text.data);
  } catch {
    return { error: jsonError(400, 'invalid_json', 'The body is not valid JSON.') };
  }
  // Every body this site takes is an object; an array would otherwise be read as one with no fields.
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return { error: jsonError(400, 'invalid_body', 'The body must be a JSON object.') };
  return validate(json, schema);
}
