import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { selfOrigin, warmUp, WARM_UP_PATH } from '@/lib/health/warm-up';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server that answers `status` and records each path it was asked for. */
async function serverAnswering(status: number): Promise<{ origin: string; asked: string[] }> {
  const asked: string[] = [];
  server = createServer((request, response) => {
    asked.push(request.url ?? '');
    response.writeHead(status).end('<html></html>');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { origin: selfOrigin('127.0.0.1', (server.address() as AddressInfo).port), asked };
}

describe('warm-up', () => {
  it('renders the search page once, through the server itself', async () => {
    const { origin, asked } = await serverAnswering(200);
    await warmUp(origin);
    expect(asked).toEqual([WARM_UP_PATH]);
    expect(new URL(WARM_UP_PATH, origin).searchParams.has('q')).toBe(true);
  });

  it('lets the start go on when the render fails or nothing answers', async () => {
    const { origin } = await serverAnswering(500);
    await expect(warmUp(origin)).resolves.toBeUndefined();
    await expect(warmUp('http://127.0.0.1:1')).resolves.toBeUndefined();
  });

  it('reaches a server listening on every interface through the loopback', () => {
    expect(selfOrigin('0.0.0.0', 3000)).toBe('http://127.0.0.1:3000');
    expect(selfOrigin('::', 3000)).toBe('http://[::1]:3000');
    expect(selfOrigin('10.0.0.5', 3000)).toBe('http://10.0.0.5:3000');
  });
});
