import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, readBodyText } from '@/lib/http/body';

/** A chunked body (no Content-Length) of `chunks` × `size` bytes, made only as it is read. */
function chunkedRequest(chunks: number, size = 64 * 1024): { request: Request; pulled: () => number } {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close();
      pulled += 1;
      controller.enqueue(new Uint8Array(size).fill(97));
    },
  });
  return {
    request: new Request('http://localhost/api/contact', { method: 'POST', body, duplex: 'half' } as RequestInit),
    pulled: () => pulled,
  };
}

describe('readBodyText on a chunked body', () => {
  it('stops reading and answers 413 as soon as the body passes the limit (200 MB are never read)', async () => {
    const { request, pulled } = chunkedRequest(3200);
    const result = await readBodyText(request);
    expect('error' in result && result.error.status).toBe(413);
    expect(pulled() * 64 * 1024).toBeLessThanOrEqual(MAX_BODY_BYTES + 3 * 64 * 1024);
  });

  it('reads a small chunked body whole', async () => {
    const { request } = chunkedRequest(3, 1024);
    expect(await readBodyText(request)).toEqual({ data: 'a'.repeat(3 * 1024) });
  });
});
