/** Public Sanity settings. Without a project id the site runs on the bundled seed dataset. */
export const sanityProjectId = process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || '';
export const sanityDataset = process.env.NEXT_PUBLIC_SANITY_DATASET || 'production';
export const sanityApiVersion = process.env.NEXT_PUBLIC_SANITY_API_VERSION || '2025-10-01';
export const usesContentLake = sanityProjectId !== '';

/** How long a statically generated page may be served before it is regenerated (seconds). */
export const CONTENT_REVALIDATE_SECONDS = 60;
