import 'server-only';
import { getHomePage, getSearchSynonyms } from '@/lib/content';
import { getPageSeo } from '@/lib/content/page-seo';
import { PUBLIC_PAGES } from '@/lib/seo/site-url';
import { searchDocuments, type SearchIndexFile } from './search-documents';
import { withSynonyms } from './site-search';

/**
 * The home search's index from the published content: the home page's categories, services, offers
 * and FAQ, every other public page, and the editors' synonyms attached. Served as a static file that
 * is regenerated with the content (src/app/search-index.json), and used by the no-JavaScript search.
 */
export async function loadSearchIndex(): Promise<SearchIndexFile> {
  const others = PUBLIC_PAGES.filter((page) => page.path !== '/');
  const [home, synonyms, seo] = await Promise.all([getHomePage(), getSearchSynonyms(), Promise.all(others.map((page) => getPageSeo(page.slug)))]);
  const pages = others.flatMap((page, index) => {
    const found = seo[index];
    return found ? [{ path: page.path, title: found.title, description: found.description }] : [];
  });
  return { documents: withSynonyms(searchDocuments({ home, pages }), synonyms) };
}
