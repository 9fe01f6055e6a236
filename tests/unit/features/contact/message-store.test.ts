import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeContentLake, type FakeContentLake } from '../../../fixtures/fake-content-lake';

// The store as configured on a real project (a project id and a write token), with the Sanity client
// pointed at a local stand-in for the Content Lake, which stores what it is asked to create.
const message = {
  name: 'Ada Obi',
  email: 'ada@example.com',
  phone: '08031234567',
  message: 'Please call me back about my account.',
};

let lake: FakeContentLake;

beforeAll(async () => {
  lake = await startFakeContentLake({ documents: [], tokens: { 'contact-write-token': 'editor' } });
  vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', 'contact0');
  vi.stubEnv('SANITY_API_HOST', lake.url);
  vi.stubEnv('SANITY_API_WRITE_TOKEN', 'contact-write-token');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await lake.close();
});

describe('storeContactMessage with a Sanity project', () => {
  it('stores the message on the private `contact.` path, under a random id that holds no personal data', async () => {
    const { storeContactMessage } = await import('@/features/contact/message-store');
    const stored = await storeContactMessage(message);

    const messages = lake.documents().filter(({ _type }) => _type === 'contactMessage');
    expect(messages).toHaveLength(1);
    const [document] = messages;
    expect(document).toMatchObject({ _type: 'contactMessage', ...message, receivedAt: stored.receivedAt });
    // Sanity serves ids with a `.` path only to authenticated reads, even from a public dataset.
    expect(document!._id).toMatch(/^contact\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(document!._id).toBe(`contact.${stored.id}`);
    for (const value of Object.values(message)) expect(document!._id).not.toContain(value);
  });
});
