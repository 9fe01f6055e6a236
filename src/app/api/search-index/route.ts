import { homeSearchIndex } from '@/features/home/search-home';
import { getHomePage } from '@/lib/content';
import { otherMethods } from '@/lib/http/methods';

// Built with the pages and regenerated like them (the root layout's 60 s, or at once when an editor publishes).
export const dynamic = 'force-static';
export const revalidate = 60;

/** The home search's index, loaded by the browser when a visitor goes to the search box. */
export async function GET(): Promise<Response> {
  return Response.json(homeSearchIndex(await getHomePage()));
}

export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
