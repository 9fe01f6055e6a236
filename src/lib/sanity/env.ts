/** Without a project id the site runs on the bundled seed dataset. */
export const sanityProjectId = process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || '';
export const sanityDataset = process.env.NEXT_PUBLIC_SANITY_DATASET || 'production';
export const sanityApiVersion = process.env.NEXT_PUBLIC_SANITY_API_VERSION || '2025-10-01';
export const usesContentLake = sanityProjectId !== '';
export const sanityStudioUrl = process.env.NEXT_PUBLIC_SANITY_STUDIO_URL || 'http://localhost:3333';
/** A stand-in Content Lake in tests; read on the server at run time. */
export const sanityApiHost = process.env.SANITY_API_HOST || undefined;

export const CONTENT_REVALIDATE_SECONDS = 60;
