'use client';

import { button } from '@/components/ui/Button.styles';
import { IntentLink } from '@/components/ui/IntentLink';
import { formatNumber } from '@/lib/number-format';
import { MAX_QUERY_LENGTH, type SearchDocument } from '../search-documents';
import type { SearchOutcome } from '../site-search';
import { HOME_TEXT } from '../strings';
import { searchResults as styles } from './SearchResults.styles';
import { CLOSE_ICON, LineIcon } from '@/components/ui/LineIcon';

type SearchResultsProps = { query: string; outcome: SearchOutcome; postTaskHref: string; onClose: () => void };

function ResultList({ documents }: { documents: SearchDocument[] }) {
  return (
    <ul className={styles.list}>
      {documents.map((doc) => (
        <li key={`${doc.kind}-${doc.id}`}>
          <a className={styles.link} href={doc.href}>
            <span className={styles.kind}>{HOME_TEXT.kinds[doc.kind]}</span> {doc.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function SearchResults({ query, outcome, postTaskHref, onClose }: SearchResultsProps) {
  const { results, closest, closeMatch } = outcome;
  // A longer search (a paste) is not cut in the box; the search reads its start, and says so.
  const searched = query.slice(0, MAX_QUERY_LENGTH);
  return (
    <div className={styles.panel} aria-labelledby="search-results-heading" role="region">
      <div className={styles.header}>
        <h2 id="search-results-heading" className={styles.heading}>
          {results.length > 0 ? HOME_TEXT.resultsFor(results.length, searched) : HOME_TEXT.noMatchFor(searched)}
        </h2>
        {/* A link, so that without JavaScript it still leads back to the page without results. */}
        <IntentLink
          href="/"
          className={styles.close}
          aria-label={HOME_TEXT.closeResults}
          onClick={(event) => {
            event.preventDefault();
            onClose();
          }}
        >
          <LineIcon path={CLOSE_ICON} size={20} strokeWidth={2.5} />
        </IntentLink>
      </div>
      {query.length > MAX_QUERY_LENGTH && (
        <p className={styles.note}>{HOME_TEXT.searchedOnly(formatNumber(MAX_QUERY_LENGTH))}</p>
      )}
      {results.length > 0 ? (
        <ResultList documents={results} />
      ) : (
        <div className={styles.noMatch}>
          <p>{closeMatch ? HOME_TEXT.closestCategories : HOME_TEXT.allCategories}</p>
          <ResultList documents={closest} />
          <div className={styles.actions}>
            <IntentLink className={button.primary} href={postTaskHref}>
              {HOME_TEXT.postTask}
            </IntentLink>
            <p>
              {HOME_TEXT.noMatchBefore}
              <IntentLink href="/contactus">{HOME_TEXT.noMatchLink}</IntentLink>
              {HOME_TEXT.noMatchAfter}
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
