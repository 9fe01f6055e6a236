import { defineDocuments, presentationTool } from 'sanity/presentation';
import { locations, PAGE_ROUTES } from './locations';

/** Where the site runs for live preview (the Presentation tool loads it in an iframe). */
const previewOrigin = process.env.SANITY_STUDIO_PREVIEW_ORIGIN || 'http://localhost:3000';

/** The Presentation tool: edit on the real pages, with draft mode enabled through the site's routes. */
export const presentation = presentationTool({
  previewUrl: {
    origin: previewOrigin,
    previewMode: { enable: '/api/draft-mode/enable', disable: '/api/draft-mode/disable' },
  },
  resolve: {
    mainDocuments: defineDocuments([
      ...PAGE_ROUTES.map(({ route, type }) => ({ route, filter: `_type == "${type}"` })),
      { route: '/policy', filter: '_type == "legalPage" && kind == "policy"' },
      { route: '/termsconditions', filter: '_type == "legalPage" && kind == "terms"' },
      // Editors' own pages, by the address in their slug.
      { route: '/news/:slug', filter: '_type == "post" && slug.current == $slug' },
      { route: '/:slug', filter: '_type == "page" && slug.current == $slug' },
    ]),
    locations,
  },
});
