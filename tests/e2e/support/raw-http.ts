import { request as httpRequest } from 'node:http';
import type { MalformedRequest } from '../../fixtures/malformed-requests';

export type RawAnswer = {
  status: number;
  type: string;
  body: string;
  headers: Record<string, string | string[] | undefined>;
};

/**
 * A malformed request, or one whose body is sent chunked in the given `parts`, one write each; `from`
 * is the local address it leaves from (another loopback address is another visitor).
 */
export type RawRequest = Omit<MalformedRequest, 'headers'> & {
  headers?: Record<string, string>;
  parts?: string[];
  from?: string;
};

/**
 * Sends one request exactly as given: the path is not normalised or re-encoded (fetch would), and a
 * `chunked` body is generated as it is sent, waiting for the socket to drain, so even hundreds of
 * megabytes are never held in memory. Reads at most 64 kB of the answer.
 */
export function sendRaw(baseUrl: string, raw: RawRequest, timeoutMs = 15_000): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  // Framed correctly (a length or chunks), whatever the method: these requests are about content, not HTTP framing.
  const framing =
    raw.chunked || raw.parts
      ? { 'transfer-encoding': 'chunked' }
      : raw.body === undefined
        ? {}
        : { 'content-length': String(Buffer.byteLength(raw.body)) };
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = httpRequest(
      {
        host: hostname,
        port,
        localAddress: raw.from,
        method: raw.method,
        path: raw.path,
        headers: { ...raw.headers, ...framing },
        timeout: timeoutMs,
      },
      (incoming) => {
        answered = true;
        let body = '';
        incoming.on('data', (chunk: Buffer) => {
          if (body.length < 65_536) body += chunk.toString();
        });
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            type: String(incoming.headers['content-type'] ?? ''),
            body,
            headers: incoming.headers,
          }),
        );
      },
    );
    // The server may answer (413) and close before a huge body is sent: the answer is what counts.
    outgoing.on('error', (error) => reject(error));
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    if (raw.parts) {
      for (const part of raw.parts) outgoing.write(part);
      outgoing.end();
      return;
    }
    if (!raw.chunked) {
      outgoing.end(raw.body);
      return;
    }
    const { chunks, chunkSize } = raw.chunked;
    const chunk = Buffer.alloc(chunkSize, 'a');
    let sent = 0;
    const writeMore = () => {
      while (sent < chunks && !answered && !outgoing.destroyed) {
        sent += 1;
        if (!outgoing.write(chunk)) return void outgoing.once('drain', writeMore);
      }
      if (!outgoing.destroyed) outgoing.end();
    };
    writeMore();
  });
}

/** The site's JSON error: `{ error: { code, message } }` with a JSON content type. */
export function isJsonError(answer: Pick<RawAnswer, 'type' | 'body'>): boolean {
  if (!answer.type.includes('application/json')) return false;
  try {
    const parsed = JSON.parse(answer.body) as { error?: { code?: unknown; message?: unknown } };
    return typeof parsed.error?.code === 'string' && typeof parsed.error.message === 'string';
  } catch {
    return false;
  }
}
