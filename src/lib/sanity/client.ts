import 'server-only';
import { createClient } from 'next-sanity';
import { sanityApiHost, sanityApiVersion, sanityDataset, sanityProjectId, sanityStudioUrl } from './env';

/** Content Lake client; only used when NEXT_PUBLIC_SANITY_PROJECT_ID is set. */
export const sanityClient = createClient({
  projectId: sanityProjectId || 'unset',
  dataset: sanityDataset,
  apiVersion: sanityApiVersion,
  // A stand-in host serves every project at its root, not at `<project>.<host>`.
  ...(sanityApiHost ? { apiHost: sanityApiHost, useProjectHostname: false } : {}),
  // Tag revalidation needs fresh answers, not the CDN's (live content asks the CDN for answers in step with its events).
  useCdn: false,
  perspective: 'published',
  // Off for visitors; draft mode turns it on, and the Presentation tool's overlays link here.
  stega: { enabled: false, studioUrl: sanityStudioUrl },
  // A page rendered per request waits on these answers: the default retries would hold a visitor for seconds before the error page. One quick retry covers a dropped connection.
  maxRetries: 1,
  timeout: 3_000,
});
