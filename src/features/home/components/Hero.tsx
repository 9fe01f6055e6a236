'use client';

import { useRef, useState, type FormEvent } from 'react';
import { queryWords, searchHome, MAX_QUERY_LENGTH, SEARCH_INDEX_PATH, type SearchDocument } from '@/features/home/search-home';
import { ContentImage, type ContentImageData } from '@/components/ui/ContentImage';
import { button } from '@/components/ui/Button.styles';
import { SearchResults } from './SearchResults';
import { hero } from './Hero.styles';

type HeroProps = {
  badge: string;
  badgeCaption: string;
  headline: string;
  text: string;
  searchPlaceholder: string;
  searchButtonLabel: string;
  /** The submitted search (`?q=`) and what it found, rendered on the server for visitors without JavaScript. */
  query: string;
  serverResults: SearchDocument[];
  image: ContentImageData;
};

export function Hero({ badge, badgeCaption, headline, text: body, searchPlaceholder, searchButtonLabel, query, serverResults, image }: HeroProps) {
  const [submitted, setSubmitted] = useState(query.trim());
  const searchBox = useRef<HTMLInputElement>(null);
  // The index stays out of the page until a visitor heads for the search box; then it is fetched once.
  const [searchIndex, setSearchIndex] = useState<SearchDocument[] | null>(null);
  const indexRequested = useRef(false);
  const loadIndex = () => {
    if (indexRequested.current) return;
    indexRequested.current = true;
    fetch(SEARCH_INDEX_PATH)
      .then((response) => (response.ok ? (response.json() as Promise<SearchDocument[]>) : null))
      .then(setSearchIndex, () => undefined);
  };
  const results = searchIndex ? searchHome(searchIndex, submitted) : serverResults;

  // With the index loaded the results appear in place, and the URL still records the search; until
  // then (or if it cannot load) the form goes to the server like it does without JavaScript.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!searchIndex) return;
    event.preventDefault();
    const entry = new FormData(event.currentTarget).get('q');
    const value = typeof entry === 'string' ? entry.trim() : '';
    setSubmitted(value);
    window.history.replaceState(null, '', value ? `/?q=${encodeURIComponent(value)}` : '/');
  }

  // Closing the results leaves the search as typed and the visitor back in the search box.
  function closeResults() {
    setSubmitted('');
    window.history.replaceState(null, '', '/');
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
                onFocus={loadIndex}
                onPointerEnter={loadIndex}
                className={hero.input}
                type="search"
                name="q"
                placeholder={searchPlaceholder}
                defaultValue={query}
                maxLength={MAX_QUERY_LENGTH}
              />
              <button type="submit" className={button.primary}>
                {searchButtonLabel}
              </button>
            </form>
            {queryWords(submitted).length > 0 && <SearchResults query={submitted} results={results} onClose={closeResults} />}
          </div>
        </div>
        {/* On screen at load, so never animated in; it keeps its place when search results open. */}
        <ContentImage image={image} className={hero.image} sizes="(min-width: 768px) 40vw, 100vw" priority />
      </div>
    </section>
  );
}
