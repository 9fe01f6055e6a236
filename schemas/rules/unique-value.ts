import { getPublishedId, type ValidationContext } from 'sanity';

/**
 * A rule that fails when another document of `type` already has this value in `field`. Every copy of
 * the same document counts as itself: its published one, its draft and its versions in releases
 * (`versions.<release>.<id>`), so a release can be published. `field` is a constant from the schema.
 */
export const uniqueValue =
  (type: string, field: string, message: string) =>
  async (value: unknown, context: ValidationContext): Promise<true | string> => {
    if (value === undefined || value === null || !context.document) return true;
    const own = getPublishedId(context.document._id);
    const holders = await context
      .getClient({ apiVersion: '2025-10-01' })
      .fetch<string[]>(`*[_type == $type && ${field} == $value]._id`, { type, value });
    return holders.every((id) => getPublishedId(id) === own) ? true : message;
  };
