import { stegaClean } from 'next-sanity';

/** `<` escaped so content cannot close the tag; never shown, so without stega's characters. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(stegaClean(data)).replace(/</g, '\\u003c');
}
