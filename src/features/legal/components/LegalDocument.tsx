/** @jsxImportSource @/styles/server-jsx */

import { css } from '@/styles/css';
import { PortableText, type PortableTextComponents } from '@portabletext/react';
import type { LegalPage } from '@/lib/content';
import { blockText, slugify, tableOfContents } from '@/features/legal/portable-text';
import { colors, focusRing, fontSize, layout, mq, radius, space } from '@/styles/theme';

const layoutStyle = css({
  display: 'grid',
  gap: space.xl,
  maxWidth: layout.maxWidth,
  marginInline: 'auto',
  padding: `${space.xl} ${space.md} 0`,
  [mq.lg]: { gridTemplateColumns: '260px 1fr', padding: `${space.xxl} ${space.lg} 0`, alignItems: 'start' },
});
const toc = css({
  background: colors.surface,
  borderRadius: radius.lg,
  padding: space.lg,
  [mq.lg]: { position: 'sticky', top: `calc(${layout.headerHeight} + ${space.lg})` },
  h2: { fontSize: fontSize.md, marginBottom: space.sm },
  ol: { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: space.xs },
  // Numbers drawn by us and aligned on the first baseline: beside the first line of a wrapped title.
  li: { display: 'flex', alignItems: 'baseline', gap: space.sm },
  'li > span': { minWidth: '1.5em', color: colors.muted, fontWeight: 600 },
  a: {
    display: 'block',
    padding: `${space.xs} 0`,
    color: colors.primary,
    fontWeight: 600,
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});
const article = css({
  maxWidth: '72ch',
  fontSize: fontSize.md,
  color: colors.ink,
  h2: { fontSize: fontSize.xl, marginTop: space.xl, marginBottom: space.sm, scrollMarginTop: `calc(${layout.headerHeight} + ${space.md})` },
  h3: { fontSize: fontSize.lg, marginTop: space.lg, marginBottom: space.sm },
  p: { marginBottom: space.md },
  ul: { paddingLeft: '1.4em', marginBottom: space.md, display: 'grid', gap: space.xs },
});
const meta = css({ color: colors.muted, fontSize: fontSize.sm, marginBottom: space.md });

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
  const updated = new Date(`${page.updatedAt}T00:00:00Z`).toLocaleDateString('en-NG', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const lastUpdated = `${lastUpdatedLabel} ${updated}`;
  return (
    <div css={layoutStyle}>
      <nav css={toc} aria-labelledby="toc-heading">
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
      <article css={article}>
        <p css={meta}>{lastUpdated}</p>
        <PortableText value={page.body} components={components} />
      </article>
    </div>
  );
}
