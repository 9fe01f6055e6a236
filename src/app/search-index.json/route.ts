import { loadSearchIndex } from '@/features/home/search-index';
import { servicesForPage } from '@/lib/bills/server';

// Regenerated like the pages. It exports GET alone: another method handler would make it dynamic (other methods get src/proxy.ts's 405 JSON).
export const dynamic = 'force-static';
export const revalidate = 60;

export async function GET(): Promise<Response> {
  return Response.json(await loadSearchIndex(await servicesForPage()));
}
