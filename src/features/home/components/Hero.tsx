'use client';

import { useMemo, useRef, useState, type FormEvent } from 'react';
import { stegaClean } from 'next-sanity';
import { queryWords, SEARCH_INDEX_PATH, type SearchIndexFile } from '../search-documents';
import type { createSiteSearch, SearchOutcome } from '../site-search';
import type { ContentImageData } from '@/components/ui/ContentImage';
import { PriorityImage } from '@/components/ui/PriorityImage';
import { button } from '@/components/ui/Button.styles';
import { SearchResults } from './SearchResults';
import { hero } from './Hero.styles';

type SiteSearch = ReturnType<typeof createSiteSearch>;

type HeroProps = {
  badge: string;
  badgeCaption: string;
  headline: string;
  text: string;
  searchPlaceholder: string;
  searchButtonLabel: string;
  query: string;
  serverOutcome: SearchOutcome | null;
  postTaskHref: string;
  image: ContentImageData;
};

export function Hero({
  badge,
  badgeCaption,
  headline,
  text: body,
  searchPlaceholder,
  searchButtonLabel,
  query,
  serverOutcome,
  postTaskHref,
  image,
}: HeroProps) {
  const [submitted, setSubmitted] = useState(query.trim());
  const searchBox = useRef<HTMLInputElement>(null);
  // The index and the search code stay out of the page until a visitor heads for the search box; then both are fetched once, and the search runs in the browser.
  const [siteSearch, setSiteSearch] = useState<SiteSearch | null>(null);
  const indexLoad = useRef<Promise<SiteSearch | null>>(null);
  const loadIndex = () => {
    indexLoad.current ??= Promise.all([
      fetch(SEARCH_INDEX_PATH).then((response) =>
        response.ok ? (response.json() as Promise<SearchIndexFile>) : Promise.reject(new Error(`${response.status}`)),
      ),
      import('../site-search'),
    ]).then(
      ([file, engine]) => {
        const loaded = engine.createSiteSearch(file.documents);
        setSiteSearch(loaded);
        return loaded;
      },
      () => null,
    );
    return indexLoad.current;
  };
  const outcome = useMemo(
    () => (siteSearch ? siteSearch.search(submitted) : serverOutcome),
    [siteSearch, submitted, serverOutcome],
  );

  function showResults(value: string) {
    setSubmitted(value);
    window.history.replaceState(null, '', value ? `/?q=${encodeURIComponent(value)}` : '/');
  }

  // Submitted while the index is on its way, the search waits for it; with no index coming, or if it cannot load, the form goes to the server.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!indexLoad.current) return;
    event.preventDefault();
    const form = event.currentTarget;
    const entry = new FormData(form).get('q');
    const value = typeof entry === 'string' ? entry.trim() : '';
    if (siteSearch) return showResults(value);
    void indexLoad.current.then((loaded) => (loaded ? showResults(value) : form.submit()));
  }

  function closeResults() {
    showResults('');
    searchBox.current?.focus();
  }

  return (
    <section className={hero.band}>
      <div className={hero.inner}>
        <div>
          <p className={hero.badge}>
            <strong>{badge}</strong> {badgeCaption}
          </p>
          <h1 className={hero.headline}>{headline}</h1>
          <p className={hero.text}>{body}</p>
          <div
            className={hero.searchArea}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && submitted) closeResults();
            }}
          >
            <form className={hero.form} role="search" action="/" method="get" onSubmit={onSubmit}>
              <label htmlFor="hero-search" className="visually-hidden">
                {searchPlaceholder}
              </label>
              <input
                id="hero-search"
                ref={searchBox}
                onFocus={() => void loadIndex()}
                onPointerEnter={() => void loadIndex()}
                className={hero.input}
                type="search"
                name="q"
                placeholder={stegaClean(searchPlaceholder)}
                defaultValue={query}
              />
              <button type="submit" className={button.primary}>
                {searchButtonLabel}
              </button>
            </form>
            {queryWords(submitted).length > 0 && outcome && (
              <SearchResults query={submitted} outcome={outcome} postTaskHref={postTaskHref} onClose={closeResults} />
            )}
          </div>
        </div>
        {/* On screen at load, so never animated in; it keeps its place when search results open. */}
        <PriorityImage image={image} className={hero.image} sizes="(min-width: 768px) 40vw, 100vw" />
      </div>
    </section>
  );
}
