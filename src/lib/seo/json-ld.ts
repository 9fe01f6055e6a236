import { stegaClean } from 'next-sanity';

/**
 * JSON for a <script type="application/ld+json">, with `<` escaped so content cannot close the tag, and without stega's characters (a preview's click-to-edit marks): structured data is never shown.
 */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(stegaClean(data)).replace(/</g, '\\u003c');
}
