/** JSON for a <script type="application/ld+json">, with `<` escaped so content cannot close the tag. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
