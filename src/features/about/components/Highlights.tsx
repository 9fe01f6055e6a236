/** @jsxImportSource @/styles/server-jsx */

import { css } from '@/styles/css';
import { Container } from '@/components/ui/Container';
import { colors, fontSize, mq, radius, space } from '@/styles/theme';

const list = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.md,
  [mq.md]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  li: { padding: space.lg, borderRadius: radius.lg, background: colors.primaryDark, color: colors.white, textAlign: 'center' },
  strong: { display: 'block', fontSize: fontSize.display, fontWeight: 800, color: colors.accent, lineHeight: 1.1 },
  span: { color: colors.primaryTint },
  small: { display: 'block', marginTop: space.xs, fontSize: fontSize.sm, color: colors.primaryTint, opacity: 0.85 },
});

type Highlight = { value: string; label: string; source: string };

/** Headline numbers, each with its source; none at all until an editor publishes sourced ones. */
export function Highlights({ label, items }: { label: string; items: readonly Highlight[] }) {
  if (items.length === 0) return null;
  return (
    <Container>
      <ul css={list} aria-label={label}>
        {items.map((item) => (
          <li key={item.label}>
            <strong>{item.value}</strong>
            <span>{item.label}</span>
            <small>{item.source}</small>
          </li>
        ))}
      </ul>
    </Container>
  );
}
