'use client';

import Link from 'next/link';
import { SEARCH_KIND_LABELS, type SearchDocument } from '../search-home';
import { HOME_TEXT } from '../strings';
import { searchResults as styles } from './SearchResults.styles';

type SearchResultsProps = { query: string; results: SearchDocument[]; onClose: () => void };

/** What the hero search found: links to the matching category, platform card or FAQ answer. */
export function SearchResults({ query, results, onClose }: SearchResultsProps) {
  return (
    <div className={styles.panel} aria-labelledby="search-results-heading" role="region">
      <div className={styles.header}>
        <h2 id="search-results-heading" className={styles.heading}>
          {HOME_TEXT.resultsFor(results.length, query)}
        </h2>
        {/* A link, so that without JavaScript it still leads back to the page without results. */}
        <Link
          href="/"
          className={styles.close}
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
        <ul className={styles.list}>
          {results.map((doc) => (
            <li key={`${doc.kind}-${doc.id}`}>
              <a className={styles.link} href={doc.href}>
                <span className={styles.kind}>{SEARCH_KIND_LABELS[doc.kind]}</span> {doc.title}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.noMatch}>
          {HOME_TEXT.noMatchBefore(query)}
          <Link href="/contactus">{HOME_TEXT.noMatchLink}</Link>
          {HOME_TEXT.noMatchAfter}
        </p>
      )}
    </div>
  );
}
