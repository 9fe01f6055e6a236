/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import Link from 'next/link';
import { SEARCH_KIND_LABELS, type SearchDocument } from '../search-home';
import { HOME_TEXT } from '../strings';
import { colors, focusRing, fontSize, mq, motion, radius, shadow, space } from '@/styles/theme';

const panel = css({
  position: 'absolute',
  zIndex: 2,
  insetInline: 0,
  top: '100%',
  marginTop: space.sm,
  padding: space.md,
  background: colors.white,
  borderRadius: radius.lg,
  boxShadow: shadow.raised,
  [mq.md]: { position: 'static', marginTop: space.md, boxShadow: shadow.card },
});
const header = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space.sm, marginBottom: space.sm });
const heading = css({ fontSize: fontSize.md, fontWeight: 700 });
const close = css({
  flexShrink: 0,
  width: '44px',
  height: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: radius.pill,
  color: colors.muted,
  '&:hover': { background: colors.primaryTint, color: colors.ink },
  '&:focus-visible': focusRing,
});
const list = css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xs });
const link = css({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: '44px',
  padding: `${space.sm} ${space.sm}`,
  borderRadius: radius.sm,
  color: colors.ink,
  fontWeight: 600,
  textDecoration: 'none',
  transition: `background ${motion.fast}`,
  '&:hover': { background: colors.primaryTint },
  '&:focus-visible': focusRing,
});
const kind = css({
  flexShrink: 0,
  padding: `2px ${space.sm}`,
  borderRadius: radius.pill,
  background: colors.accentTint,
  color: colors.accentText,
  fontSize: fontSize.sm,
  fontWeight: 700,
});
const noMatch = css({ color: colors.muted, a: { color: colors.primary, fontWeight: 700, '&:focus-visible': focusRing } });

type SearchResultsProps = { query: string; results: SearchDocument[]; onClose: () => void };

/** What the hero search found: links to the matching category, platform card or FAQ answer. */
export function SearchResults({ query, results, onClose }: SearchResultsProps) {
  return (
    <div css={panel} aria-labelledby="search-results-heading" role="region">
      <div css={header}>
        <h2 id="search-results-heading" css={heading}>
          {HOME_TEXT.resultsFor(results.length, query)}
        </h2>
        {/* A link, so that without JavaScript it still leads back to the page without results. */}
        <Link
          href="/"
          css={close}
          aria-label={HOME_TEXT.closeResults}
          onClick={(event) => {
            event.preventDefault();
            onClose();
          }}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </Link>
      </div>
      {results.length > 0 ? (
        <ul css={list}>
          {results.map((doc) => (
            <li key={`${doc.kind}-${doc.id}`}>
              <a css={link} href={doc.href}>
                <span css={kind}>{SEARCH_KIND_LABELS[doc.kind]}</span> {doc.title}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p css={noMatch}>
          {HOME_TEXT.noMatchBefore(query)}
          <Link href="/contactus">{HOME_TEXT.noMatchLink}</Link>
          {HOME_TEXT.noMatchAfter}
        </p>
      )}
    </div>
  );
}
