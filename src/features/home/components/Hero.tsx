/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { useRef, useState, type FormEvent } from 'react';
import { queryWords, searchHome, MAX_QUERY_LENGTH, SEARCH_INDEX_PATH, type SearchDocument } from '@/features/home/search-home';
import { ContentImage, type ContentImageData } from '@/components/ui/ContentImage';
import { buttonStyles } from '@/components/ui/button-styles';
import { SearchResults } from './SearchResults';
import { colors, focusRing, fontSize, layout, mq, radius, shadow, space } from '@/styles/theme';

const band = css({ background: `radial-gradient(circle at 85% 20%, ${colors.accentTint} 0, transparent 40%), linear-gradient(180deg, ${colors.primaryTint} 0%, ${colors.white} 100%)` });
const inner = css({
  display: 'grid',
  gap: space.xl,
  alignItems: 'center',
  maxWidth: layout.maxWidth,
  marginInline: 'auto',
  padding: `${space.xxl} ${space.md}`,
  // Top-aligned: results opening under the search box lengthen the text column, not move the picture.
  [mq.md]: { gridTemplateColumns: '1.15fr 0.85fr', alignItems: 'start', padding: `${space.section} ${space.lg}` },
});
const badgeStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  padding: `6px ${space.md} 6px 6px`,
  borderRadius: radius.pill,
  background: colors.white,
  boxShadow: shadow.card,
  fontSize: fontSize.sm,
  color: colors.muted,
  marginBottom: space.lg,
  strong: { background: colors.accent, color: colors.ink, borderRadius: radius.pill, padding: `2px 10px`, fontSize: fontSize.md },
});
const headlineStyle = css({ fontSize: '36px', fontWeight: 800, color: colors.ink, [mq.md]: { fontSize: '52px' } });
const text = css({ marginTop: space.md, fontSize: fontSize.lg, color: colors.muted, maxWidth: '56ch' });
const form = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  marginTop: space.xl,
  padding: space.sm,
  background: colors.white,
  borderRadius: radius.lg,
  boxShadow: shadow.raised,
});
const input = css({
  flex: '1 1 220px',
  minHeight: '48px',
  padding: `0 ${space.md}`,
  border: `1px solid ${colors.border}`,
  borderRadius: radius.md,
  fontSize: fontSize.md,
  '&::placeholder': { color: colors.muted },
  '&:focus-visible': focusRing,
});
// Below md the picture sits under the text: the results float over it instead of pushing it down.
const searchArea = css({ position: 'relative', maxWidth: '560px' });
const imageStyle = css({ width: '100%', maxWidth: '520px', marginInline: 'auto' });

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
    <section css={band}>
      <div css={inner}>
        <div>
          <p css={badgeStyle}>
            <strong>{badge}</strong> {badgeCaption}
          </p>
          <h1 css={headlineStyle}>{headline}</h1>
          <p css={text}>{body}</p>
          <div
            css={searchArea}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && submitted) closeResults();
            }}
          >
            <form css={form} role="search" action="/" method="get" onSubmit={onSubmit}>
              <label htmlFor="hero-search" className="visually-hidden">
                {searchPlaceholder}
              </label>
              <input id="hero-search" ref={searchBox} onFocus={loadIndex} onPointerEnter={loadIndex} css={input} type="search" name="q" placeholder={searchPlaceholder} defaultValue={query} maxLength={MAX_QUERY_LENGTH} />
              <button type="submit" css={buttonStyles('primary')}>
                {searchButtonLabel}
              </button>
            </form>
            {queryWords(submitted).length > 0 && <SearchResults query={submitted} results={results} onClose={closeResults} />}
          </div>
        </div>
        {/* On screen at load, so never animated in; it keeps its place when search results open. */}
        <ContentImage image={image} css={imageStyle} sizes="(min-width: 768px) 40vw, 100vw" priority />
      </div>
    </section>
  );
}
