import 'server-only';
import { createClient } from 'next-sanity';
import { sanityApiHost, sanityApiVersion, sanityDataset, sanityProjectId, sanityStudioUrl } from './env';

export const sanityClient = createClient({
  projectId: sanityProjectId || 'unset',
  dataset: sanityDataset,
  apiVersion: sanityApiVersion,
  // A stand-in host serves every project at its root, not at `<project>.<host>`.
  ...(sanityApiHost ? { apiHost: sanityApiHost, useProjectHostname: false } : {}),
  // Tag revalidation needs fresh answers, not the CDN's.
  useCdn: false,
  perspective: 'published',
  // Off for visitors; draft mode turns it on, and the Presentation tool's overlays link here.
  stega: { enabled: false, studioUrl: sanityStudioUrl },
  // The default retries would hold a visitor for seconds before the error page.
  maxRetries: 1,
  timeout: 3_000,
});
