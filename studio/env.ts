// A placeholder id lets the Studio build offline; a real project sets SANITY_STUDIO_PROJECT_ID.
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'helpa0local';
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production';
