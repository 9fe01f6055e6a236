import { loadSearchIndex } from '@/features/home/search-index';

// Built with the pages and regenerated like them (every 60 s, or at once when an editor publishes any
// document it is made from, synonyms included). It lives beside the pages, not under /api, and exports
// GET alone: another method handler would make it dynamic, and like a page's, other methods get
// src/proxy.ts's 405 JSON.
export const dynamic = 'force-static';
export const revalidate = 60;

/** The home search's index, loaded by the browser when a visitor goes to the search box. */
export async function GET(): Promise<Response> {
  return Response.json(await loadSearchIndex());
}
