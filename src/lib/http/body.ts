import * as v from 'valibot';
import { jsonError } from './json-error';

/** The largest request body any route reads; larger ones are refused before parsing. */
export const MAX_BODY_BYTES = 32 * 1024;

type Read<T> = { data: T } | { error: Response };

const tooLarge = () => jsonError(413, 'body_too_large', `The body must be at most ${MAX_BODY_BYTES} bytes.`);

/** A stream's text, or null once past `maxBytes` (cancelled there, so a huge body is never held in memory); throws what the stream throws. */
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

/** The body as text, or a 413 as soon as it is (or says it is) larger than MAX_BODY_BYTES. */
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

/** Checks parsed input against a schema; a problem is a 400 naming each field. */
export function validate<T>(input: unknown, schema: Schema<T>): Read<T> {
  const parsed = v.safeParse(schema, input);
  if (!parsed.success) return { error: jsonError(400, 'invalid_body', parsed.issues.map(describeIssue).join('; ')) };
  return { data: parsed.output };
}

/** Parses a JSON body against a schema; any problem is a 4xx answer naming it, never a 500. */
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
