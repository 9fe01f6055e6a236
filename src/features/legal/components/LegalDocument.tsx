import { PortableText, type PortableTextComponents } from '@portabletext/react';
import { longDate } from '@/components/ui/long-date';
import type { LegalPage } from '@/lib/content';
import { blockText, slugify, tableOfContents } from '@/features/legal/portable-text';
import { legalDocument as styles } from './LegalDocument.styles';

const components: PortableTextComponents = {
  block: {
    h2: ({ children, value }) => <h2 id={slugify(blockText(value))}>{children}</h2>,
    h3: ({ children }) => <h3>{children}</h3>,
  },
};

const tocNumber = (index: number) => `${index + 1}.`;

type LegalDocumentProps = { page: LegalPage; tocTitle: string; lastUpdatedLabel: string };

export function LegalDocument({ page, tocTitle, lastUpdatedLabel }: LegalDocumentProps) {
  const sections = tableOfContents(page.body);
  const lastUpdated = `${lastUpdatedLabel} ${longDate(page.updatedAt)}`;
  return (
    <div className={styles.layout}>
      <nav className={styles.toc} aria-labelledby="toc-heading">
        <h2 id="toc-heading">{tocTitle}</h2>
        <ol>
          {sections.map((section, index) => (
            <li key={section.id}>
              <span aria-hidden="true">{tocNumber(index)}</span>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <article className={styles.article}>
        <p className={styles.meta}>{lastUpdated}</p>
        <PortableText value={page.body} components={components} />
      </article>
    </div>
  );
}
