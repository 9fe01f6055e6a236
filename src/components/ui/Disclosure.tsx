import type { ReactNode } from 'react';
import { disclosure as styles } from './Disclosure.styles';
import { LineIcon } from './LineIcon';

const ICON_PATHS = { plus: 'M12 5v14M5 12h14', chevron: 'm6 9 6 6 6-6' };

type DisclosureProps = {
  /** What shows while it is closed (a heading, and on a card its description); pressing it opens the rest. */
  summary: ReactNode;
  /** The icon after the summary; the summary's styles turn it while open. */
  icon: keyof typeof ICON_PATHS;
  /** Disclosures sharing a group open one at a time (the browser's exclusive accordion). */
  group?: string;
  /** Open in the page's HTML; from then on the visitor's. */
  open?: boolean;
  /**
   * The id a link names to open it (a search result, `#faq-…`): an empty mark at the top of the nearest positioned
   * ancestor, inside the hidden part, so the browser opens the disclosure to reach it and scrolls to its top.
   */
  anchorId?: string;
  className?: string;
  summaryClassName: string;
  contentClassName?: string;
  children: ReactNode;
};

/** A native disclosure (<details>): it opens and closes from the first paint, with or without JavaScript, and tells assistive technology its state. */
export function Disclosure({
  summary,
  icon,
  group,
  open,
  anchorId,
  className,
  summaryClassName,
  contentClassName,
  children,
}: DisclosureProps) {
  return (
    <details name={group} open={open} className={className}>
      <summary className={`${styles.summary} ${summaryClassName}`}>
        {summary}
        <LineIcon className={styles[icon]} path={ICON_PATHS[icon]} size={22} strokeWidth={2.5} />
      </summary>
      <div className={contentClassName}>
        {anchorId && <span id={anchorId} className={styles.anchor} />}
        {children}
      </div>
    </details>
  );
}
