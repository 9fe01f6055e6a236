import 'server-only';
import { sanityClient } from './client';
import { usesContentLake } from './env';

const readToken = process.env.SANITY_API_READ_TOKEN;

/**
 * Reads drafts with stega-encoded strings for the Presentation tool's click-to-edit overlays.
 * Only exists when a project and a read token are configured; never used for published visitors.
 */
export const draftClient =
  usesContentLake && readToken
    ? sanityClient.withConfig({
        token: readToken,
        perspective: 'drafts',
        useCdn: false,
        stega: { enabled: true, studioUrl: process.env.NEXT_PUBLIC_SANITY_STUDIO_URL || 'http://localhost:3333' },
      })
    : null;
