// A stored page's policy names its inline scripts by hash: the page stays static with a policy as strict as a nonce's.
import type { Handler } from '@fortedigital/nextjs-cache-handler/cache-handler.types';
import { pageContentSecurityPolicy } from '../security/content-security-policy.ts';
import { inlineScriptHashes } from '../security/inline-script-hashes.ts';

export function withPagePolicies(handler: Handler, settings: () => { projectId?: string }): Handler {
  return {
    ...handler,
    async set(key, entry, ctx) {
      const page = entry.value;
      // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-comparison -- Next's CachedRouteKind is an enum of strings in a private module
      if (page?.kind === 'APP_PAGE' && typeof page.html === 'string' && page.html !== '') {
        const policy = pageContentSecurityPolicy({ ...settings(), scriptHashes: inlineScriptHashes(page.html) });
        // On the entry itself, not a copy: the render that stores it answers its own request with it.
        page.headers = Object.assign(page.headers ?? {}, { 'content-security-policy': policy });
      }
      await handler.set(key, entry, ctx);
    },
  };
}
