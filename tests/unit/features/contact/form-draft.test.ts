import { describe, expect, it, vi } from 'vitest';
import { readDraft, saveDraft, type FormDraft } from '@/features/contact/form-draft';
import { hasRedisServer } from '../../../fixtures/redis-server';
import { redisAtRedisUrl } from '../../support/redis-at-redis-url';

const DRAFT: FormDraft = {
  values: { name: 'Ada', email: 'nope', phone: '', message: 'Hi' },
  errors: { email: 'Please enter a valid email address, like name@example.com.' },
};

describe('form drafts in memory (no Redis)', () => {
  it('gives back a saved draft by its token, and nothing for an unknown or malformed token', async () => {
    const token = await saveDraft(DRAFT);
    expect(await readDraft(token)).toEqual(DRAFT);
    expect(await readDraft('00000000-0000-0000-0000-000000000000')).toBeNull();
    expect(await readDraft('../etc/passwd')).toBeNull();
    expect(await readDraft(undefined)).toBeNull();
  });

  it('forgets a draft after ten minutes', async () => {
    vi.useFakeTimers();
    try {
      const token = await saveDraft(DRAFT);
      vi.advanceTimersByTime(10 * 60_000 + 1);
      expect(await readDraft(token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe.skipIf(!hasRedisServer())('form drafts in Redis', () => {
  const server = redisAtRedisUrl();

  it('keeps the draft in Redis for ten minutes, where every instance can read it', async () => {
    const token = await saveDraft(DRAFT);
    const { readyRedisClient } = await import('@/lib/redis/connection');
    const client = await readyRedisClient(server().url);
    expect(await client.ttl(`helpa:contact-draft:${token}`)).toBeGreaterThan(590);
    expect(await readDraft(token)).toEqual(DRAFT);
  });
});
