import { css } from '@/styles/css';
import { cardSurface, colors, columnGrid, fontSize, layout, radius, savesData, space } from '@/styles/theme';

export const platformCards = {
  // Cards in a row share one height, also while one of them shows its details.
  grid: css({
    ...columnGrid(space.lg, 2, 4),
    alignItems: 'stretch',
  }),
  // Positioned: a link to a card (`#platform-…`) lands on its top.
  card: css({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    ...cardSurface,
    overflow: 'hidden',
  }),
  visual: css({
    display: 'flex',
    justifyContent: 'center',
    padding: `${space.lg} ${space.md} 0`,
    background: `${colors.primaryTint} center / cover no-repeat`,
    img: { width: '100%', maxWidth: '240px', aspectRatio: '4 / 3', objectFit: 'contain' },
    // Its picture and backdrop are left out, and the card is its words.
    [savesData]: { display: 'none' },
  }),
  body: css({ padding: space.md, p: { color: colors.muted } }),
  // The title with its chevron, the description below them: all of it opens the details.
  toggle: css({
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'center',
    columnGap: space.sm,
    borderRadius: radius.sm,
    svg: { gridColumn: 2, gridRow: 1 },
  }),
  title: css({
    gridColumn: 1,
    gridRow: 1,
    display: 'flex',
    alignItems: 'center',
    minHeight: layout.tapTarget,
    fontSize: fontSize.lg,
    fontWeight: 800,
  }),
  description: css({ gridColumn: '1 / -1' }),
  details: css({
    marginTop: space.md,
    paddingTop: space.md,
    borderTop: `1px solid ${colors.border}`,
    strong: { display: 'block', color: colors.primary, marginBottom: space.xs },
  }),
};
