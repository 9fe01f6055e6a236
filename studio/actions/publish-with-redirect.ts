import { useClient, type DocumentActionComponent, type DocumentActionProps, type SanityDocument } from 'sanity';
import { redirectsAfterMove, type StoredRedirect } from '../../schemas/rules/redirect-rules';

/** Each routed type's address from its slug. */
export const ADDRESS_OF: Readonly<Record<string, (slug: string) => string>> = {
  page: (slug) => `/${slug}`,
  post: (slug) => `/news/${slug}`,
};

const slugOf = (document: SanityDocument | null | undefined) => (document?.slug as { current?: string } | undefined)?.current;

/**
 * Sanity's publish, which first writes the redirects a new address needs: when the published page or post had another
 * address, the old one answers 308 with the new one (schemas/rules/redirect-rules.ts keeps them free of loops and chains).
 * Written before the publish, so no visitor meets the old address without a page or a redirect.
 */
export function publishWithRedirect(publish: DocumentActionComponent): DocumentActionComponent {
  const PublishWithRedirect = (props: DocumentActionProps) => {
    const description = publish(props);
    const client = useClient({ apiVersion: '2025-10-01' });
    const address = ADDRESS_OF[props.type];
    if (!description || !address) return description;
    const from = slugOf(props.published);
    const to = slugOf(props.version ?? props.draft);
    if (!from || !to || from === to) return description;
    return {
      ...description,
      onHandle: async () => {
        const existing = await client.fetch<StoredRedirect[]>(`*[_type == "redirect" && !(_id in path("drafts.**"))]{ _id, source, destination }`);
        const { create, retarget, remove } = redirectsAfterMove(existing, address(from), address(to));
        const transaction = client.transaction();
        for (const id of remove.filter((id) => !create.some((redirect) => redirect._id === id))) transaction.delete(id);
        for (const { _id, destination } of retarget) transaction.patch(_id, { set: { destination } });
        for (const redirect of create) transaction.createOrReplace({ ...redirect, _type: 'redirect' });
        await transaction.commit();
        description.onHandle?.();
      },
    };
  };
  PublishWithRedirect.action = publish.action;
  return PublishWithRedirect;
}
