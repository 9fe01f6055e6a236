import type { ReactNode } from 'react';
import { disclosure as styles } from './Disclosure.styles';
import { LineIcon } from './LineIcon';

const ICON_PATHS = { plus: 'M12 5v14M5 12h14', chevron: 'm6 9 6 6 6-6' };

type DisclosureProps = {
  summary: ReactNode;
  icon: keyof typeof ICON_PATHS;
  /** Disclosures sharing a group open one at a time (the browser's exclusive accordion). */
  group?: string;
  open?: boolean;
  /** An empty mark inside the hidden part: a link to it (`#faq-…`) makes the browser open the disclosure. */
  anchorId?: string;
  className?: string;
  summaryClassName: string;
  contentClassName?: string;
  children: ReactNode;
};

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
