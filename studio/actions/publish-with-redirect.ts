import { useClient, type DocumentActionComponent, type DocumentActionProps, type SanityDocument } from 'sanity';
import { writeRedirectsForMove } from './write-redirects';

/** Each routed type's address from its slug. */
export const ADDRESS_OF: Readonly<Record<string, (slug: string) => string>> = {
  page: (slug) => `/${slug}`,
  post: (slug) => `/news/${slug}`,
};

const slugOf = (document: SanityDocument | null | undefined) =>
  (document?.slug as { current?: string } | undefined)?.current;

/**
 * Sanity's publish, which first writes the redirects a new address needs: when the published page or post had another
 * address, the old one answers 308 with the new one. Written before the publish, so no visitor meets the old address
 * without a page or a redirect.
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
        await writeRedirectsForMove(client, address(from), address(to));
        description.onHandle?.();
      },
    };
  };
  PublishWithRedirect.action = publish.action;
  return PublishWithRedirect;
}
