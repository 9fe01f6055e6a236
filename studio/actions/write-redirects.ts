import type { SanityClient } from '@sanity/client';
import { redirectsAfterMove, type StoredRedirect } from '../../schemas/rules/redirect-rules';

/**
 * Writes, in one transaction, the redirects a published page or post moving from one address to another needs
 * (schemas/rules/redirect-rules.ts keeps them free of loops and chains).
 */
export async function writeRedirectsForMove(
  client: Pick<SanityClient, 'fetch' | 'transaction'>,
  from: string,
  to: string,
): Promise<void> {
  const existing = await client.fetch<StoredRedirect[]>(
    `*[_type == "redirect" && !(_id in path("drafts.**"))]{ _id, source, destination }`,
  );
  const { create, retarget, remove } = redirectsAfterMove(existing, from, to);
  const transaction = client.transaction();
  for (const id of remove.filter((id) => !create.some((redirect) => redirect._id === id))) transaction.delete(id);
  for (const { _id, destination } of retarget) transaction.patch(_id, { set: { destination } });
  for (const redirect of create) transaction.createOrReplace({ ...redirect, _type: 'redirect' });
  await transaction.commit();
}
