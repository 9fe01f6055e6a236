import { collectMigrationMutations, type MigrationContext } from 'sanity/migrate';
import { describe, expect, it } from 'vitest';
import migration from '../../../../studio/migrations/decorative-images';

const asset = { _type: 'reference', _ref: 'image-abc-24x24-svg' };

/** The documents a migration reads, as its runner hands them over. */
type Documents = Parameters<typeof collectMigrationMutations>[1];
type SanityDocument = ReturnType<Documents> extends AsyncIterableIterator<infer Document> ? Document : never;

async function mutationsFor(documents: SanityDocument[]): Promise<unknown[]> {
  const all: Documents = () => {
    const items = documents[Symbol.iterator]();
    return {
      next: () => Promise.resolve(items.next()),
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  };
  const found: unknown[] = [];
  for await (const mutation of collectMigrationMutations(migration, all, {} as MigrationContext)) found.push(mutation);
  return found.flat();
}

const document = (fields: Record<string, unknown>): SanityDocument => ({
  _id: '',
  _type: '',
  _createdAt: '',
  _updatedAt: '',
  _rev: 'r',
  ...fields,
});

describe('the decorative-images migration', () => {
  it('turns a "Why" icon and a platform background into decorative pictures, keeping asset, crop and focus', async () => {
    const hotspot = { x: 0.4, y: 0.6, width: 1, height: 1 };
    const mutations = await mutationsFor([
      document({ _id: 'whyItem-flexible', _type: 'whyItem', icon: { _type: 'illustration', asset, decorative: true } }),
      document({
        _id: 'platformCard-logistics',
        _type: 'platformCard',
        backgroundImg: { _type: 'illustration', asset, hotspot, alt: 'An amber background' },
      }),
    ]);
    expect(mutations).toEqual([
      expect.objectContaining({
        type: 'patch',
        id: 'whyItem-flexible',
        patches: [
          expect.objectContaining({ path: ['icon'], op: { type: 'set', value: { _type: 'decorativeImage', asset } } }),
        ],
      }),
      expect.objectContaining({
        type: 'patch',
        id: 'platformCard-logistics',
        patches: [
          expect.objectContaining({
            path: ['backgroundImg'],
            op: { type: 'set', value: { _type: 'decorativeImage', asset, hotspot } },
          }),
        ],
      }),
    ]);
  });

  it('leaves a picture already decorative, and a document without one, as they are', async () => {
    expect(
      await mutationsFor([
        document({ _id: 'whyItem-logistics', _type: 'whyItem', icon: { _type: 'decorativeImage', asset } }),
        document({ _id: 'whyItem-new', _type: 'whyItem' }),
      ]),
    ).toEqual([]);
  });
});
