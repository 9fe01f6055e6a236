import type { ValidationContext } from 'sanity';

/**
 * A rule that fails when another document of `type` already has this value in `field`: the
 * document's own draft and published copies do not count. `field` is a constant from the schema.
 */
export const uniqueValue =
  (type: string, field: string, message: string) =>
  async (value: unknown, context: ValidationContext): Promise<true | string> => {
    if (value === undefined || value === null || !context.document) return true;
    const published = context.document._id.replace(/^drafts\./, '');
    const others = await context.getClient({ apiVersion: '2025-10-01' }).fetch<number>(`count(*[_type == $type && ${field} == $value && !(_id in [$published, $draft])])`, {
      type,
      value,
      published,
      draft: `drafts.${published}`,
    });
    return others === 0 ? true : message;
  };
