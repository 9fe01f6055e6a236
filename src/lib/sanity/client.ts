import 'server-only';
import { createClient } from 'next-sanity';
import { sanityApiVersion, sanityDataset, sanityProjectId } from './env';

/** Content Lake client; only used when NEXT_PUBLIC_SANITY_PROJECT_ID is set. */
export const sanityClient = createClient({
  projectId: sanityProjectId || 'unset',
  dataset: sanityDataset,
  apiVersion: sanityApiVersion,
  // Tag revalidation needs fresh answers, not the CDN's.
  useCdn: false,
  perspective: 'published',
  stega: false,
});
