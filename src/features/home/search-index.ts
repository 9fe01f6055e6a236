import 'server-only';
import { getHomePage, getLandingPages, getPosts, getSearchSynonyms, orNotFound } from '@/lib/content';
import { getPageSeo } from '@/lib/content/page-seo';
import { PUBLIC_PAGES } from '@/lib/seo/site-url';
import { searchDocuments, type PayBillsService, type SearchIndexFile } from './search-documents';
import { withSynonyms } from './site-search';

export async function loadSearchIndex(payBillsServices: readonly PayBillsService[]): Promise<SearchIndexFile> {
  const others = PUBLIC_PAGES.filter((page) => page.path !== '/');
  const [home, synonyms, seo, landingPages, posts] = await Promise.all([
    getHomePage().then(orNotFound),
    getSearchSynonyms(),
    Promise.all(others.map((page) => getPageSeo(page.slug))),
    getLandingPages(),
    getPosts(),
  ]);
  const fixedPages = others.flatMap((page, index) => {
    const found = seo[index];
    return found ? [{ path: page.path, title: found.title, description: found.description }] : [];
  });
  // An editor's landing page is found by its search title and description, else its own title.
  const editorsPages = landingPages.map(({ slug, searchTitle, searchDescription }) => ({
    path: `/${slug}`,
    title: searchTitle,
    description: searchDescription,
  }));
  const newsPosts = posts.map(({ slug, title, excerpt }) => ({ path: `/news/${slug}`, title, description: excerpt }));
  const pages = [...fixedPages, ...editorsPages, ...newsPosts];
  return { documents: withSynonyms(searchDocuments({ home, pages, payBillsServices }), synonyms) };
}
