import { button } from '@/components/ui/Button.styles';
import { IntentLink } from '@/components/ui/IntentLink';
import { newsPageHref } from '../pagination';
import { NEWS_TEXT } from '../strings';
import { newsPagination as styles } from './NewsPagination.styles';

export function NewsPagination({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.nav} aria-label={NEWS_TEXT.paginationLabel}>
      {page > 1 ? (
        <IntentLink className={button.secondary} href={newsPageHref(page - 1)} rel="prev">
          {NEWS_TEXT.newer}
        </IntentLink>
      ) : (
        <span />
      )}
      <span className={styles.status}>{NEWS_TEXT.pageOf(page, pages)}</span>
      {page < pages ? (
        <IntentLink className={button.secondary} href={newsPageHref(page + 1)} rel="next">
          {NEWS_TEXT.older}
        </IntentLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
