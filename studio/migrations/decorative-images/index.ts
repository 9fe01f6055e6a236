import { at, defineMigration, set } from 'sanity/migrate';

/** The pictures that became decorative by design, per document type (see schemas/objects/decorativeImage.ts). */
export const DECORATIVE_FIELDS: Record<string, string> = { whyItem: 'icon', platformCard: 'backgroundImg' };

type Picture = { _type?: string; alt?: unknown; decorative?: unknown; [field: string]: unknown };

/**
 * "Why" icons and platform card backgrounds no longer ask for alternative text: each becomes a
 * `decorativeImage`, keeping its asset, crop and focus point. Run once on a dataset imported before:
 *   cd studio && npx sanity migration run decorative-images --no-dry-run
 */
export default defineMigration({
  title: 'Decorative pictures carry no alternative text',
  documentTypes: Object.keys(DECORATIVE_FIELDS),
  migrate: {
    document(document) {
      const field = DECORATIVE_FIELDS[document._type];
      const picture = field ? (document[field] as Picture | undefined) : undefined;
      if (!field || !picture || picture._type === 'decorativeImage') return [];
      // The asset, crop and focus point stay; the alternative text and the tick go.
      const kept = Object.fromEntries(Object.entries(picture).filter(([key]) => key !== 'alt' && key !== 'decorative'));
      return [at(field, set({ ...kept, _type: 'decorativeImage' }))];
    },
  },
});
