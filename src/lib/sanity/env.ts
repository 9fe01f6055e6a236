/** Public Sanity settings. Without a project id the site runs on the bundled seed dataset. */
export const sanityProjectId = process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || '';
export const sanityDataset = process.env.NEXT_PUBLIC_SANITY_DATASET || 'production';
export const sanityApiVersion = process.env.NEXT_PUBLIC_SANITY_API_VERSION || '2025-10-01';
export const usesContentLake = sanityProjectId !== '';
/** Where editors' Studio is: the Presentation tool's overlays link each edited text and section to it. */
export const sanityStudioUrl = process.env.NEXT_PUBLIC_SANITY_STUDIO_URL || 'http://localhost:3333';
/** Where the Content Lake answers, read on the server at run time (SANITY_API_HOST, e.g. http://127.0.0.1:3801 for a stand-in in tests). Unset: Sanity's own `https://<project>.api.sanity.io`. */
export const sanityApiHost = process.env.SANITY_API_HOST || undefined;

/** How long a statically generated page may be served before it is regenerated (seconds). */
export const CONTENT_REVALIDATE_SECONDS = 60;
