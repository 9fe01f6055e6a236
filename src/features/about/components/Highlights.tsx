/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
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
});

/** Headline numbers: tasks matched, states covered, average rating. */
export function Highlights({ label, items }: { label: string; items: ReadonlyArray<{ value: string; label: string }> }) {
  if (items.length === 0) return null;
  return (
    <Container>
      <ul css={list} aria-label={label}>
        {items.map((item) => (
          <li key={item.label}>
            <strong>{item.value}</strong>
            <span>{item.label}</span>
          </li>
        ))}
      </ul>
    </Container>
  );
}
