import { PortableText, type PortableTextComponents } from '@portabletext/react';
import type { LegalPage } from '@/lib/content';
import { blockText, slugify, tableOfContents } from '@/features/legal/portable-text';
import { legalDocument as styles } from './LegalDocument.styles';

const components: PortableTextComponents = {
  block: {
    h2: ({ children, value }) => <h2 id={slugify(blockText(value))}>{children}</h2>,
    h3: ({ children }) => <h3>{children}</h3>,
  },
};

/** A policy or terms page from Portable Text, with a table of contents built from its h2 headings. */
type LegalDocumentProps = { page: LegalPage; tocTitle: string; lastUpdatedLabel: string };

const tocNumber = (index: number) => `${index + 1}.`;

export function LegalDocument({ page, tocTitle, lastUpdatedLabel }: LegalDocumentProps) {
  const sections = tableOfContents(page.body);
  const updated = new Date(`${page.updatedAt}T00:00:00Z`).toLocaleDateString('en-NG', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const lastUpdated = `${lastUpdatedLabel} ${updated}`;
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
