/** @jsxImportSource @/styles/server-jsx */

import { css } from '@/styles/css';
import { ContentImage } from '@/components/ui/ContentImage';
import { Section } from '@/components/ui/Section';
import type { AboutPage } from '@/lib/content';
import { colors, fontSize, mq, radius, shadow, space } from '@/styles/theme';

const grid = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.lg,
  [mq.md]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  [mq.lg]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  li: { padding: space.lg, background: colors.white, borderRadius: radius.lg, boxShadow: shadow.card },
  img: { width: '56px', height: '56px', marginBottom: space.md },
  h3: { fontSize: fontSize.lg, marginBottom: space.xs },
  p: { color: colors.muted },
});

/** "Why": the reasons people choose the product, each with its icon. */
export function WhySection({ heading, intro, items }: { heading: string; intro: string | null; items: AboutPage['whyItems'] }) {
  return (
    <Section headingId="why-heading" heading={heading} intro={intro} tone="surface">
      <ul css={grid}>
        {items.map((item) => (
          <li key={item._id}>
            <ContentImage image={item.icon} decorative />
            <h3>{item.title}</h3>
            <p>{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
