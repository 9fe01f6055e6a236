import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { loadSeedDataset } from '@/lib/content/seed-dataset';
import { siteSettingsQuery } from '@/lib/sanity/queries';
import type { SiteSettingsQueryResult } from '@/lib/sanity/types';

async function settings(dataset: unknown[]): Promise<NonNullable<SiteSettingsQueryResult>> {
  return (await (await evaluate(parse(siteSettingsQuery), { dataset })).get()) as NonNullable<SiteSettingsQueryResult>;
}

describe('contact addresses, one per purpose, from the site settings', () => {
  it('gives the plans address the seed sets, the same as the general one', async () => {
    const { plansEmail, contact, supportEmail } = await settings(loadSeedDataset());
    expect(plansEmail).toBe('hello@helpa.ng');
    expect(contact.email).toBe('hello@helpa.ng');
    expect(supportEmail).toBe('support@helpa.ng');
  });

  it('falls back to the general address while the plans address is empty', async () => {
    const dataset = loadSeedDataset().map((document) => {
      if ((document as { _type?: string })._type !== 'siteSettings') return document;
      const edited: Record<string, unknown> = { ...document };
      delete edited.plansEmail;
      return { ...edited, contact: { ...(edited.contact as object), email: 'general@helpa.test' } };
    });
    expect((await settings(dataset)).plansEmail).toBe('general@helpa.test');
  });
});
