import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLAIM_KEY_PREFIX, CLAIM_LEASE_MS, fileClaims, redisClaims } from '@/features/contact/notify/outbox-claims';
import { outboxFiles, type OutboxEntry } from '@/features/contact/notify/outbox-files';
import { closeRedisClients, readyRedisClient } from '@/lib/redis/connection.mjs';
import { hasRedisServer, startRedisServer, type RedisServer } from '../../../../fixtures/redis-server';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function entry(attempts = 0): OutboxEntry {
  const message = { id: randomUUID(), receivedAt: new Date().toISOString(), name: 'Ada', email: 'ada@example.com', phone: '', message: 'Hi' };
  return { message, attempts, nextAttemptAt: Date.now() };
}

describe('the outbox files', () => {
  it('keeps one whole entry per message and lists it, with no temporary file left', async () => {
    const files = outboxFiles(dir);
    const written = entry();
    await files.writeEntry(written);
    expect(await files.pendingIds()).toEqual([written.message.id]);
    expect(await files.readEntry(files.entryPath(written.message.id))).toEqual(written);
    expect(readdirSync(dir)).toEqual([`${written.message.id}.json`]);
  });

  it('lists nothing when the outbox was never written', async () => {
    expect(await outboxFiles(path.join(dir, 'never')).pendingIds()).toEqual([]);
  });
});

describe('file claims (instances sharing the outbox directory, no Redis)', () => {
  it('lets exactly one of several claimers take an entry', async () => {
    const files = outboxFiles(dir);
    const written = entry();
    await files.writeEntry(written);
    // Four instances, each with its own claims over the same directory.
    const results = await Promise.all([1, 2, 3, 4].map(() => fileClaims(outboxFiles(dir)).claim(written.message.id)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(results.find(Boolean)?.entry).toEqual(written);
    expect(await files.pendingIds()).toEqual([]);
  });

  it('removes a sent entry for good, and puts back an unsent one for the next claim', async () => {
    const files = outboxFiles(dir);
    const claims = fileClaims(files);
    const [sent, unsent] = [entry(), entry()];
    await files.writeEntry(sent);
    await files.writeEntry(unsent);
    await (await claims.claim(sent.message.id))?.done();
    const later = { ...unsent, attempts: 1, nextAttemptAt: Date.now() + 2_000 };
    await (await claims.claim(unsent.message.id))?.putBack(later);
    expect(await files.pendingIds()).toEqual([unsent.message.id]);
    expect(await claims.claim(sent.message.id)).toBeNull();
    expect((await claims.claim(unsent.message.id))?.entry).toEqual(later);
  });

  it('gives an entry claimed by an instance that stopped back to the outbox once the lease is over, not before', async () => {
    const files = outboxFiles(dir);
    const claims = fileClaims(files);
    const written = entry();
    await files.writeEntry(written);
    expect(await claims.claim(written.message.id)).not.toBeNull();
    await claims.recoverStale(Date.now() + CLAIM_LEASE_MS - 10_000);
    expect(await files.pendingIds()).toEqual([]);
    await claims.recoverStale(Date.now() + CLAIM_LEASE_MS + 1_000);
    expect(await files.pendingIds()).toEqual([written.message.id]);
    expect((await claims.claim(written.message.id))?.entry).toEqual(written);
  });
});

describe.skipIf(!hasRedisServer())('Redis claims against a real redis-server', () => {
  let server: RedisServer;

  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterAll(async () => {
    await closeRedisClients();
    await server?.stop();
  });

  it('lets exactly one of several instances take an entry, with the lease as expiry in Redis', async () => {
    const files = outboxFiles(dir);
    const written = entry();
    await files.writeEntry(written);
    const results = await Promise.all([1, 2, 3, 4].map(() => redisClaims(outboxFiles(dir), () => readyRedisClient(server.url)).claim(written.message.id)));
    expect(results.filter(Boolean)).toHaveLength(1);
    const client = await readyRedisClient(server.url);
    expect(await client.pTTL(CLAIM_KEY_PREFIX + written.message.id)).toBeGreaterThan(CLAIM_LEASE_MS - 5_000);
  });

  it('frees a put-back entry for the next claim, and never hands out a sent one again', async () => {
    const files = outboxFiles(dir);
    const claims = redisClaims(files, () => readyRedisClient(server.url));
    const [sent, unsent] = [entry(), entry()];
    await files.writeEntry(sent);
    await files.writeEntry(unsent);
    await (await claims.claim(sent.message.id))?.done();
    const later = { ...unsent, attempts: 1 };
    await (await claims.claim(unsent.message.id))?.putBack(later);
    expect((await claims.claim(unsent.message.id))?.entry).toEqual(later);
    // Even once its claim has expired, a sent entry has no file left to send.
    const client = await readyRedisClient(server.url);
    await client.del(CLAIM_KEY_PREFIX + sent.message.id);
    expect(await claims.claim(sent.message.id)).toBeNull();
    expect(await client.exists(CLAIM_KEY_PREFIX + sent.message.id)).toBe(0);
  });
});
